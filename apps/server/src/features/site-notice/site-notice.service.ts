import type { ActiveSiteNotice, AdminSiteNotice, SiteNoticeInput, SiteNoticeListQuery } from '@clearsight/contracts';
import type { z } from 'zod';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { sanitize } from '../../shared/markdown.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { SiteNoticeRepository, SiteNoticeRow } from './site-notice.repository.js';
import type { Transactor, Tx } from '../../shared/transaction.js';

type ListQuery = z.infer<typeof SiteNoticeListQuery>;

const TARGET = 'site_notice';
const NOT_FOUND = '公告不存在或已被删除';

/**
 * How long one instance reuses a tenant's published notices for `GET /notice/active`, which every page
 * load may ask. Writes on this instance drop the tenant's entry at once; a write on another instance shows
 * here within this time. The start/end window is applied on every call, so it is always exact.
 */
export const ACTIVE_CACHE_MS = 5_000;

/** Within its window at `now` (a missing start or end leaves that side open). */
function inWindow(n: Pick<SiteNoticeRow, 'startsAt' | 'endsAt'>, now: string): boolean {
  return (!n.startsAt || n.startsAt <= now) && (!n.endsAt || n.endsAt > now);
}

/** Text left once the tags are gone: a body that was nothing but script has none. */
function hasVisibleContent(html: string): boolean {
  return (
    /<img\s/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/**
 * Site-wide notices (docs/product.md#realtime). Staff write them as HTML; the body is sanitised with the
 * site's one allow-list when saved, and only that sanitised HTML reaches visitors. Publishing and
 * withdrawing are audited and announced as domain events after the write, which the realtime hubs forward
 * live to everyone in the tenant.
 */
export function createSiteNoticeService(deps: {
  repo: SiteNoticeRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  events: DomainEvents;
}) {
  const { repo, clock, audit, transactor, events } = deps;
  const now = () => clock.now().toISOString();
  const cache = new Map<string, { at: number; rows: SiteNoticeRow[] }>();

  const toAdmin = (n: SiteNoticeRow): AdminSiteNotice => ({
    id: n.id,
    type: n.type,
    title: n.title,
    contentHtml: n.contentHtml,
    html: n.html,
    startTime: n.startsAt,
    endTime: n.endsAt,
    status: n.status,
    publishedTime: n.publishedAt,
    withdrawnTime: n.withdrawnAt,
    creationTime: n.createdAt,
    lastModificationTime: n.updatedAt,
  });

  async function existing(ctx: RequestContext, id: string, tx?: Tx): Promise<SiteNoticeRow> {
    const n = await repo.find(ctx.tenantId, id, tx);
    if (!n) throw AppError.notFound(NOT_FOUND);
    return n;
  }

  function cleanBody(contentHtml: string): string {
    const html = sanitize(contentHtml).trim();
    if (!hasVisibleContent(html)) throw AppError.field('contentHtml', '内容去掉不安全的代码后为空，请填写正文');
    return html;
  }

  /**
   * Tells live visitors about a published notice that changed: `shown` is what they should see now (its new
   * text), or null when it must go (withdrawn, deleted, or edited out of its window).
   */
  function announce(tenantId: string, id: string, shown: Pick<SiteNoticeRow, 'type' | 'title' | 'html'> | null) {
    cache.delete(tenantId);
    if (shown) {
      events.emit('site-notice.published', { tenantId, id, type: shown.type, title: shown.title, html: shown.html });
    } else {
      events.emit('site-notice.withdrawn', { tenantId, id });
    }
  }

  async function save(tx: Tx, ctx: RequestContext, before: SiteNoticeRow | null, input: SiteNoticeInput) {
    const start = input.startTime ? new Date(input.startTime).toISOString() : null;
    const end = input.endTime ? new Date(input.endTime).toISOString() : null;
    if (start && end && end <= start) throw AppError.field('endTime', '结束时间必须晚于开始时间');
    const at = now();
    const row: SiteNoticeRow = {
      id: before?.id ?? newId(),
      tenantId: ctx.tenantId,
      type: input.type,
      title: input.title,
      contentHtml: input.contentHtml,
      html: cleanBody(input.contentHtml),
      startsAt: start,
      endsAt: end,
      status: before?.status ?? 'draft',
      publishedAt: before?.publishedAt ?? null,
      withdrawnAt: before?.withdrawnAt ?? null,
      createdAt: before?.createdAt ?? at,
      updatedAt: at,
    };
    if (before) await repo.updateContent(row, tx);
    else await repo.insert(row, tx);
    return row;
  }

  const crud = auditedCrud(
    {
      async list(ctx: RequestContext, query: ListQuery) {
        const page = await repo.list(ctx.tenantId, query.status, {
          offset: query.skipCount,
          limit: query.maxResultCount,
        });
        return { items: page.items.map(toAdmin), totalCount: page.totalCount };
      },
      async get(ctx: RequestContext, id: string, tx?: Tx) {
        const n = await repo.find(ctx.tenantId, id, tx);
        return n ? toAdmin(n) : undefined;
      },
      create: async (tx: Tx, ctx: RequestContext, input: SiteNoticeInput) => toAdmin(await save(tx, ctx, null, input)),
      update: async (tx: Tx, ctx: RequestContext, id: string, input: SiteNoticeInput) =>
        toAdmin(await save(tx, ctx, await existing(ctx, id, tx), input)),
      remove: (tx: Tx, ctx: RequestContext, id: string) => repo.remove(ctx.tenantId, id, tx),
    },
    { audit, transactor },
    { targetType: TARGET, notFound: NOT_FOUND },
  );

  return {
    /** Published notices within their window now, for visitors arriving after they went live. */
    async active(tenantId: string): Promise<{ items: ActiveSiteNotice[] }> {
      const at = clock.now();
      let entry = cache.get(tenantId);
      const age = entry ? at.getTime() - entry.at : Infinity;
      if (!entry || age < 0 || age >= ACTIVE_CACHE_MS) {
        entry = { at: at.getTime(), rows: await repo.publishedNotEnded(tenantId, at.toISOString()) };
        cache.set(tenantId, entry);
      }
      const iso = at.toISOString();
      return {
        items: entry.rows
          .filter((n) => inWindow(n, iso))
          .map((n) => ({
            id: n.id,
            type: n.type,
            title: n.title,
            html: n.html,
            publishedTime: n.publishedAt ?? n.updatedAt,
            endTime: n.endsAt,
          })),
      };
    },

    /** The console's live preview: exactly what visitors would get for this body. */
    preview(contentHtml: string): { html: string } {
      return { html: sanitize(contentHtml).trim() };
    },

    admin: {
      ...crud,
      async update(ctx: RequestContext, id: string, input: SiteNoticeInput): Promise<AdminSiteNotice> {
        const item = await crud.update(ctx, id, input);
        if (item.status === 'published') {
          const shown = inWindow({ startsAt: item.startTime, endsAt: item.endTime }, now());
          announce(ctx.tenantId, id, shown ? item : null);
        } else {
          cache.delete(ctx.tenantId);
        }
        return item;
      },
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        const before = await existing(ctx, id);
        const result = await crud.remove(ctx, id);
        if (before.status === 'published') announce(ctx.tenantId, id, null);
        return result;
      },
    },

    /** Puts a draft or withdrawn notice live and shows it to everyone on the site now (within its window). */
    async publish(ctx: RequestContext, id: string): Promise<AdminSiteNotice> {
      return transactor.run(async (tx) => {
        const before = await existing(ctx, id, tx);
        if (before.status === 'published') throw AppError.conflict('公告已经发布');
        const at = now();
        if (before.endsAt && before.endsAt <= at) {
          throw AppError.field('endTime', '公告的结束时间已过，请修改结束时间后再发布');
        }
        const after: SiteNoticeRow = {
          ...before,
          status: 'published',
          publishedAt: at,
          withdrawnAt: null,
          updatedAt: at,
        };
        if (!(await repo.changeStatus(after, ['draft', 'withdrawn'], tx))) throw AppError.conflict('公告已经发布');
        await audit.record(tx, ctx, {
          action: `${TARGET}.publish`,
          targetType: TARGET,
          targetId: id,
          before: toAdmin(before),
          after: toAdmin(after),
        });
        // A notice whose start is still ahead is not announced now: visitors get it from the active list
        // once it starts.
        tx.afterCommit(() => {
          if (inWindow(after, at)) announce(ctx.tenantId, id, after);
          else cache.delete(ctx.tenantId);
        });
        return toAdmin(after);
      });
    },

    /** Takes a published notice down; open pages remove it at once. */
    async withdraw(ctx: RequestContext, id: string): Promise<AdminSiteNotice> {
      return transactor.run(async (tx) => {
        const before = await existing(ctx, id, tx);
        const at = now();
        const after: SiteNoticeRow = { ...before, status: 'withdrawn', withdrawnAt: at, updatedAt: at };
        if (before.status !== 'published' || !(await repo.changeStatus(after, ['published'], tx))) {
          throw AppError.conflict('只有已发布的公告可以撤回');
        }
        await audit.record(tx, ctx, {
          action: `${TARGET}.withdraw`,
          targetType: TARGET,
          targetId: id,
          before: toAdmin(before),
          after: toAdmin(after),
        });
        tx.afterCommit(() => announce(ctx.tenantId, id, null));
        return toAdmin(after);
      });
    },
  };
}
export type SiteNoticeService = ReturnType<typeof createSiteNoticeService>;
