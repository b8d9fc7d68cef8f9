import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, page, type RowWindow } from '../../db/repository-helpers.js';
import type { BannersTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, isoOrNull, num } from '../../shared/values.js';

export interface BannerRow {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  imageFileId: string;
  mobileImageFileId: string | null;
  linkUrl: string | null;
  linkText: string;
  linkTextEn: string;
  orderNum: number;
  isPublished: boolean;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const bannerOf = (r: Selectable<BannersTable>): BannerRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  title: r.title,
  titleEn: r.title_en,
  subtitle: r.subtitle,
  subtitleEn: r.subtitle_en,
  imageFileId: r.image_file_id,
  mobileImageFileId: r.mobile_image_file_id,
  linkUrl: r.link_url,
  linkText: r.link_text,
  linkTextEn: r.link_text_en,
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  startsAt: isoOrNull(r.starts_at),
  endsAt: isoOrNull(r.ends_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export function createBannerRepository(db: Db) {
  const columns = (b: BannerRow) => ({
    title: b.title,
    title_en: b.titleEn,
    subtitle: b.subtitle,
    subtitle_en: b.subtitleEn,
    image_file_id: b.imageFileId,
    mobile_image_file_id: b.mobileImageFileId,
    link_url: b.linkUrl,
    link_text: b.linkText,
    link_text_en: b.linkTextEn,
    order_num: b.orderNum,
    is_published: b.isPublished,
    starts_at: b.startsAt,
    ends_at: b.endsAt,
    updated_at: b.updatedAt,
  });
  return {
    async live(tenantId: string, now: string): Promise<BannerRow[]> {
      const rows = await db
        .selectFrom('banners')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('is_published', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .orderBy('order_num')
        .orderBy('created_at')
        .execute();
      return rows.map(bannerOf);
    },
    async list(tenantId: string, filter: string | undefined, window: RowWindow): Promise<Page<BannerRow>> {
      let q = db.selectFrom('banners').where('tenant_id', '=', tenantId);
      if (filter) q = q.where((eb) => containsText(eb, ['title', 'subtitle', 'title_en', 'subtitle_en'], filter));
      return page(q, (rows) => rows.selectAll().orderBy('order_num').orderBy('created_at'), window, bannerOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<BannerRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('banners')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? bannerOf(r) : undefined;
    },
    async insert(b: BannerRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('banners')
        .values({ id: b.id, tenant_id: b.tenantId, created_at: b.createdAt, ...columns(b) })
        .execute();
    },
    async update(b: BannerRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('banners')
        .set(columns(b))
        .where('tenant_id', '=', b.tenantId)
        .where('id', '=', b.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('banners').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type BannerRepository = ReturnType<typeof createBannerRepository>;
