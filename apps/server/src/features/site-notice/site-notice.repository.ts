import type { SiteNoticeStatus, SiteNoticeType } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { SiteNoticesTable } from '../../db/schema/site-notice.js';
import type { Page } from '../../shared/paging.js';
import { iso, isoOrNull } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export interface SiteNoticeRow {
  id: string;
  tenantId: string;
  type: SiteNoticeType;
  title: string;
  contentHtml: string;
  html: string;
  startsAt: string | null;
  endsAt: string | null;
  status: SiteNoticeStatus;
  publishedAt: string | null;
  withdrawnAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const TYPES: readonly SiteNoticeType[] = ['MerryGoRound', 'Popup'];
const STATUSES: readonly SiteNoticeStatus[] = ['draft', 'published', 'withdrawn'];

const noticeOf = (r: Selectable<SiteNoticesTable>): SiteNoticeRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  type: oneOf(TYPES, r.type, 'site_notices.type'),
  title: r.title,
  contentHtml: r.content_html,
  html: r.html,
  startsAt: isoOrNull(r.starts_at),
  endsAt: isoOrNull(r.ends_at),
  status: oneOf(STATUSES, r.status, 'site_notices.status'),
  publishedAt: isoOrNull(r.published_at),
  withdrawnAt: isoOrNull(r.withdrawn_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export function createSiteNoticeRepository(db: Db) {
  // What an edit changes; the state columns change only through changeStatus.
  const content = (n: SiteNoticeRow) => ({
    type: n.type,
    title: n.title,
    content_html: n.contentHtml,
    html: n.html,
    starts_at: n.startsAt,
    ends_at: n.endsAt,
    updated_at: n.updatedAt,
  });
  return {
    /** Published notices that have not ended by `now` (those not started yet included), oldest first. */
    async publishedNotEnded(tenantId: string, now: string): Promise<SiteNoticeRow[]> {
      const rows = await db
        .selectFrom('site_notices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'published')
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .orderBy('published_at')
        .orderBy('id')
        .execute();
      return rows.map(noticeOf);
    },
    async list(
      tenantId: string,
      status: SiteNoticeStatus | undefined,
      window: RowWindow,
    ): Promise<Page<SiteNoticeRow>> {
      let q = db.selectFrom('site_notices').where('tenant_id', '=', tenantId);
      if (status) q = q.where('status', '=', status);
      return page(q, (rows) => rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), window, noticeOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<SiteNoticeRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('site_notices')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? noticeOf(r) : undefined;
    },
    async insert(n: SiteNoticeRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('site_notices')
        .values({
          id: n.id,
          tenant_id: n.tenantId,
          status: n.status,
          published_at: n.publishedAt,
          withdrawn_at: n.withdrawnAt,
          created_at: n.createdAt,
          ...content(n),
        })
        .execute();
    },
    async updateContent(n: SiteNoticeRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('site_notices')
        .set(content(n))
        .where('tenant_id', '=', n.tenantId)
        .where('id', '=', n.id)
        .execute();
    },
    /**
     * Moves a notice to its new state only if it is still in one of `from`, so two staff publishing at once
     * announce it once. Answers whether this call changed it.
     */
    async changeStatus(n: SiteNoticeRow, from: readonly SiteNoticeStatus[], tx?: Tx | null): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('site_notices')
        .set({
          status: n.status,
          published_at: n.publishedAt,
          withdrawn_at: n.withdrawnAt,
          updated_at: n.updatedAt,
        })
        .where('tenant_id', '=', n.tenantId)
        .where('id', '=', n.id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('site_notices').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type SiteNoticeRepository = ReturnType<typeof createSiteNoticeRepository>;
