import type {
  AdminNews,
  AdminNewsQuery,
  NewsCategory,
  NewsDetail,
  NewsInput,
  NewsListItem,
  NewsListQuery,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { Page } from '../../shared/paging.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { englishOf, fileUrl } from '@clearsight/contracts';
import { markdownToText, renderMarkdownHtml } from '../../shared/markdown.js';
import type { FileService } from '../file/file.service.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { NewsRepository, NewsRow } from './news.repository.js';
import { newsHref } from '@clearsight/contracts';

type NewsForm = z.infer<typeof NewsInput>;

export function createNewsService(deps: {
  repo: NewsRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  search: SearchIndex;
}) {
  const { repo, clock, files, search, transactor } = deps;
  const now = () => clock.now().toISOString();

  function item(n: NewsRow, at: string): NewsListItem {
    const end = n.eventEndAt ?? n.eventStartAt;
    return {
      id: n.id,
      category: n.category,
      title: n.title,
      titleEn: n.titleEn,
      summary: n.summary || markdownToText(n.contentMd).slice(0, 160),
      summaryEn: n.summaryEn || markdownToText(n.contentMdEn).slice(0, 160),
      coverUrl: fileUrl(n.coverFileId),
      author: n.author,
      authorEn: n.authorEn,
      isPinned: n.isPinned,
      viewCount: n.viewCount,
      publishTime: n.publishedAt,
      event:
        n.category === 'event' && n.eventStartAt
          ? {
              startTime: n.eventStartAt,
              endTime: n.eventEndAt,
              place: n.eventPlace,
              placeEn: n.eventPlaceEn,
              registrationUrl: n.eventRegistrationUrl,
              isPast: !!end && end < at,
            }
          : null,
    };
  }

  function admin(n: NewsRow): AdminNews {
    const at = now();
    return {
      id: n.id,
      category: n.category,
      title: n.title,
      titleEn: n.titleEn,
      summary: n.summary,
      summaryEn: n.summaryEn,
      contentMd: n.contentMd,
      contentMdEn: n.contentMdEn,
      coverFileId: n.coverFileId,
      coverUrl: fileUrl(n.coverFileId),
      author: n.author,
      authorEn: n.authorEn,
      source: n.source,
      sourceEn: n.sourceEn,
      tags: n.tags,
      tagsEn: n.tagsEn,
      isPinned: n.isPinned,
      isPublished: n.isPublished,
      publishTime: n.publishedAt,
      eventStartTime: n.eventStartAt,
      eventEndTime: n.eventEndAt,
      eventPlace: n.eventPlace,
      eventPlaceEn: n.eventPlaceEn,
      eventRegistrationUrl: n.eventRegistrationUrl,
      viewCount: n.viewCount,
      state: !n.isPublished ? 'draft' : n.publishedAt > at ? 'scheduled' : 'published',
      creationTime: n.createdAt,
      lastModificationTime: n.updatedAt,
    };
  }

  const entry = (n: NewsRow): SearchEntry => ({
    kind: 'news',
    id: n.id,
    tenantId: n.tenantId,
    title: n.title,
    body: [n.summary, markdownToText(n.contentMd), n.eventPlace].filter(Boolean).join(' '),
    titleEn: n.titleEn,
    bodyEn: [n.summaryEn, markdownToText(n.contentMdEn), n.eventPlaceEn].filter(Boolean).join(' '),
    keywords: [...n.tags, ...n.tagsEn].filter(Boolean).join(' '),
    url: newsHref(n.id),
    visibleFrom: n.publishedAt,
    updatedAt: n.updatedAt,
  });

  async function save(tx: Tx, ctx: RequestContext, existing: NewsRow | null, input: NewsForm): Promise<AdminNews> {
    if (input.coverFileId) {
      const f = await files.find(ctx.tenantId, input.coverFileId, tx);
      if (!f || f.kind !== 'image') throw AppError.field('coverFileId', '封面图片不存在，请重新上传');
    }
    const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
    if (input.category === 'event' && !input.eventStartTime)
      throw AppError.field('eventStartTime', '活动需要填写开始时间');
    const start = iso(input.eventStartTime);
    const end = iso(input.eventEndTime);
    if (start && end && end < start) throw AppError.field('eventEndTime', '活动结束时间不能早于开始时间');
    const isEvent = input.category === 'event';
    // English a client leaves out stays as stored.
    const english = englishOf(['summaryEn', 'contentMdEn', 'authorEn', 'sourceEn', 'eventPlaceEn'], input, existing);
    const row: NewsRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      category: input.category,
      title: input.title,
      titleEn: input.titleEn,
      summary: input.summary,
      summaryEn: english.summaryEn,
      contentMd: input.contentMd,
      contentMdEn: english.contentMdEn,
      contentHtml: renderMarkdownHtml(input.contentMd),
      contentHtmlEn: renderMarkdownHtml(english.contentMdEn),
      coverFileId: input.coverFileId,
      author: input.author,
      authorEn: english.authorEn,
      source: input.source,
      sourceEn: english.sourceEn,
      tags: [...new Set(input.tags)],
      tagsEn: [...new Set(input.tagsEn ?? existing?.tagsEn ?? [])],
      isPinned: input.isPinned,
      isPublished: input.isPublished,
      publishedAt: iso(input.publishTime) ?? existing?.publishedAt ?? now(),
      eventStartAt: isEvent ? start : null,
      eventEndAt: isEvent ? end : null,
      eventPlace: isEvent ? input.eventPlace : '',
      eventPlaceEn: isEvent ? english.eventPlaceEn : '',
      eventRegistrationUrl: isEvent ? input.eventRegistrationUrl : null,
      viewCount: existing?.viewCount ?? 0,
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.update(row, tx);
    else await repo.insert(row, tx);
    if (row.isPublished) await search.upsert(entry(row), tx);
    else await search.remove({ kind: 'news', id: row.id, tenantId: ctx.tenantId }, tx);
    return admin(row);
  }

  return {
    async list(tenantId: string, query: z.infer<typeof NewsListQuery>): Promise<Page<NewsListItem>> {
      const at = now();
      const page = await repo.list(
        tenantId,
        { category: query.category, q: query.q, visibleAt: at },
        { offset: query.skipCount, limit: query.maxResultCount },
      );
      return { items: page.items.map((n) => item(n, at)), totalCount: page.totalCount };
    },
    async latest(tenantId: string, limit: number, category?: NewsCategory): Promise<NewsListItem[]> {
      const at = now();
      return (await repo.list(tenantId, { visibleAt: at, category }, { offset: 0, limit })).items.map((n) =>
        item(n, at),
      );
    },
    async upcomingEvents(tenantId: string, limit: number): Promise<NewsListItem[]> {
      const at = now();
      return (await repo.upcomingEvents(tenantId, at, limit)).map((n) => item(n, at));
    },
    async detail(tenantId: string, id: string): Promise<NewsDetail> {
      const at = now();
      const n = await repo.find(tenantId, id);
      if (!n || !n.isPublished || n.publishedAt > at) throw AppError.notFound('新闻不存在或尚未发布');
      await repo.countView(tenantId, id);
      const { prev, next } = await repo.neighbours(tenantId, n, at);
      return {
        ...item({ ...n, viewCount: n.viewCount + 1 }, at),
        contentHtml: n.contentHtml,
        contentHtmlEn: n.contentHtmlEn,
        source: n.source,
        sourceEn: n.sourceEn,
        tags: n.tags,
        tagsEn: n.tagsEn,
        prev,
        next,
        lastModificationTime: n.updatedAt,
      };
    },
    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      return (await repo.allPublished(tenantId)).map(entry);
    },
    async sitemap(tenantId: string) {
      const at = now();
      return (await repo.allPublished(tenantId))
        .filter((n) => n.publishedAt <= at)
        .map((n) => ({ id: n.id, updatedAt: n.updatedAt }));
    },
    admin: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminNewsQuery>) {
          const page = await repo.list(
            ctx.tenantId,
            { q: query.filter, category: query.category, state: query.state, now: now() },
            { offset: query.skipCount, limit: query.maxResultCount },
          );
          return { items: page.items.map(admin), totalCount: page.totalCount };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const n = await repo.find(ctx.tenantId, id, tx);
          return n ? admin(n) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: NewsForm) => save(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: NewsForm) {
          const existing = await repo.find(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('新闻不存在');
          return save(tx, ctx, existing, input);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          await repo.remove(ctx.tenantId, id, tx);
          await search.remove({ kind: 'news', id, tenantId: ctx.tenantId }, tx);
        },
      },
      { audit: deps.audit, transactor },
      { targetType: 'news', notFound: '新闻不存在' },
    ),
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
