import { NewsCategory } from '@clearsight/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { NewsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, isoOrNull, json, num } from '../../shared/values.js';

export interface NewsRow {
  id: string;
  tenantId: string;
  category: NewsCategory;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  contentMd: string;
  contentMdEn: string;
  contentHtml: string;
  contentHtmlEn: string;
  coverFileId: string | null;
  author: string;
  authorEn: string;
  source: string;
  sourceEn: string;
  tags: string[];
  tagsEn: string[];
  isPinned: boolean;
  isPublished: boolean;
  publishedAt: string;
  eventStartAt: string | null;
  eventEndAt: string | null;
  eventPlace: string;
  eventPlaceEn: string;
  eventRegistrationUrl: string | null;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
}

const newsOf = (r: Selectable<NewsTable>): NewsRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  category: oneOf(NewsCategory.options, r.category, 'news.category'),
  title: r.title,
  titleEn: r.title_en,
  summary: r.summary,
  summaryEn: r.summary_en,
  contentMd: r.content_md,
  contentMdEn: r.content_md_en,
  contentHtml: r.content_html,
  contentHtmlEn: r.content_html_en,
  coverFileId: r.cover_file_id,
  author: r.author,
  authorEn: r.author_en,
  source: r.source,
  sourceEn: r.source_en,
  tags: json<string[]>(r.tags_json, []),
  tagsEn: json<string[]>(r.tags_en_json, []),
  isPinned: bool(r.is_pinned),
  isPublished: bool(r.is_published),
  publishedAt: iso(r.published_at),
  eventStartAt: isoOrNull(r.event_start_at),
  eventEndAt: isoOrNull(r.event_end_at),
  eventPlace: r.event_place,
  eventPlaceEn: r.event_place_en,
  eventRegistrationUrl: r.event_registration_url,
  viewCount: num(r.view_count),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const columns = (n: NewsRow) => ({
  category: n.category,
  title: n.title,
  title_en: n.titleEn,
  summary: n.summary,
  summary_en: n.summaryEn,
  content_md: n.contentMd,
  content_md_en: n.contentMdEn,
  content_html: n.contentHtml,
  content_html_en: n.contentHtmlEn,
  cover_file_id: n.coverFileId,
  author: n.author,
  author_en: n.authorEn,
  source: n.source,
  source_en: n.sourceEn,
  tags_json: JSON.stringify(n.tags),
  tags_en_json: JSON.stringify(n.tagsEn),
  is_pinned: n.isPinned,
  is_published: n.isPublished,
  published_at: n.publishedAt,
  event_start_at: n.eventStartAt,
  event_end_at: n.eventEndAt,
  event_place: n.eventPlace,
  event_place_en: n.eventPlaceEn,
  event_registration_url: n.eventRegistrationUrl,
  updated_at: n.updatedAt,
});

export interface NewsFilter {
  category?: string | undefined;
  q?: string | undefined;
  /** Public reads: published with publish time reached. */
  visibleAt?: string | undefined;
  state?: 'draft' | 'scheduled' | 'published' | undefined;
  now?: string;
}

export function createNewsRepository(db: Db) {
  function base(tenantId: string, f: NewsFilter) {
    let q = db.selectFrom('news').where('tenant_id', '=', tenantId);
    if (f.visibleAt) q = q.where('is_published', '=', true).where('published_at', '<=', f.visibleAt);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.state && f.now) {
      if (f.state === 'draft') q = q.where('is_published', '=', false);
      if (f.state === 'scheduled') q = q.where('is_published', '=', true).where('published_at', '>', f.now);
      if (f.state === 'published') q = q.where('is_published', '=', true).where('published_at', '<=', f.now);
    }
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['title', 'summary', 'title_en', 'summary_en'], text));
    }
    return q;
  }
  return {
    /** Pinned first, then newest first. */
    async list(tenantId: string, f: NewsFilter, window: RowWindow): Promise<Page<NewsRow>> {
      return page(
        base(tenantId, f),
        (rows) => rows.selectAll().orderBy('is_pinned', 'desc').orderBy('published_at', 'desc').orderBy('id', 'desc'),
        window,
        newsOf,
      );
    },
    async upcomingEvents(tenantId: string, now: string, limit: number): Promise<NewsRow[]> {
      const rows = await base(tenantId, { visibleAt: now, category: 'event' })
        .where('event_start_at', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('event_end_at', '>=', now),
            eb.and([eb('event_end_at', 'is', null), eb('event_start_at', '>=', now)]),
          ]),
        )
        .selectAll()
        .orderBy('event_start_at', 'asc')
        .limit(limit)
        .execute();
      return rows.map(newsOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<NewsRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('news')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? newsOf(r) : undefined;
    },
    /** Neighbours in the same category by publish time (ties broken by id). */
    async neighbours(tenantId: string, n: NewsRow, visibleAt: string) {
      const q = () =>
        base(tenantId, { visibleAt, category: n.category })
          .select(['id', 'title', 'title_en', 'published_at'])
          .where('id', '!=', n.id);
      const [prev, next] = await Promise.all([
        q()
          .where((eb) =>
            eb.or([
              eb('published_at', '<', n.publishedAt),
              eb.and([eb('published_at', '=', n.publishedAt), eb('id', '<', n.id)]),
            ]),
          )
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst(),
        q()
          .where((eb) =>
            eb.or([
              eb('published_at', '>', n.publishedAt),
              eb.and([eb('published_at', '=', n.publishedAt), eb('id', '>', n.id)]),
            ]),
          )
          .orderBy('published_at', 'asc')
          .orderBy('id', 'asc')
          .executeTakeFirst(),
      ]);
      const shape = (r: typeof prev) =>
        r ? { id: r.id, title: r.title, titleEn: r.title_en, publishTime: iso(r.published_at) } : null;
      return { prev: shape(prev), next: shape(next) };
    },
    async countView(tenantId: string, id: string): Promise<void> {
      await db
        .updateTable('news')
        .set({ view_count: sql`view_count + 1` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async insert(n: NewsRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('news')
        .values({ id: n.id, tenant_id: n.tenantId, view_count: 0, created_at: n.createdAt, ...columns(n) })
        .execute();
    },
    async update(n: NewsRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('news')
        .set(columns(n))
        .where('tenant_id', '=', n.tenantId)
        .where('id', '=', n.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('news').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async allPublished(tenantId: string): Promise<NewsRow[]> {
      return (
        await db
          .selectFrom('news')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('is_published', '=', true)
          .execute()
      ).map(newsOf);
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
