import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, page, type RowWindow } from '../../db/repository-helpers.js';
import type { ProductSeriesTable } from '../../db/schema/spine.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, num } from '../../shared/values.js';
import { publicModels } from './catalog-model.repository.js';

export interface SeriesRow {
  id: string;
  tenantId: string;
  productTypeId: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  isFlagship: boolean;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

const seriesOf = (r: Selectable<ProductSeriesTable>): SeriesRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  productTypeId: r.product_type_id,
  name: r.name,
  nameEn: r.name_en,
  description: r.description,
  descriptionEn: r.description_en,
  isFlagship: bool(r.is_flagship),
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const seriesColumns = (s: SeriesRow) => ({
  product_type_id: s.productTypeId,
  name: s.name,
  name_en: s.nameEn,
  description: s.description,
  description_en: s.descriptionEn,
  is_flagship: s.isFlagship,
  order_num: s.orderNum,
  is_published: s.isPublished,
  updated_at: s.updatedAt,
});

/** Product series, each under one product type. */
export function createCatalogSeriesRepository(db: Db) {
  return {
    async list(
      tenantId: string,
      f: { typeId?: string | undefined; filter?: string | undefined; publishedOnly?: boolean },
      window: RowWindow,
    ): Promise<Page<SeriesRow>> {
      let q = db.selectFrom('product_series').where('tenant_id', '=', tenantId);
      if (f.typeId) q = q.where('product_type_id', '=', f.typeId);
      if (f.publishedOnly) q = q.where('is_published', '=', true);
      if (f.filter) {
        const text = f.filter;
        q = q.where((eb) => containsText(eb, ['name', 'name_en'], text));
      }
      return page(q, (rows) => rows.selectAll().orderBy('order_num').orderBy('name'), window, seriesOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<SeriesRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('product_series')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? seriesOf(r) : undefined;
    },
    async byIds(tenantId: string, ids: string[], tx?: Tx | null): Promise<SeriesRow[]> {
      if (ids.length === 0) return [];
      return (
        await onTx(db, tx)
          .selectFrom('product_series')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute()
      ).map(seriesOf);
    },
    async nameTaken(typeId: string, name: string, exceptId?: string, tx?: Tx | null): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('product_series')
        .select('id')
        .where('product_type_id', '=', typeId)
        .where('name', '=', name);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insert(s: SeriesRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('product_series')
        .values({ id: s.id, tenant_id: s.tenantId, created_at: s.createdAt, ...seriesColumns(s) })
        .execute();
    },
    /** Updates a series and, in the same transaction, the type its models carry. */
    async update(tx: Tx, s: SeriesRow): Promise<void> {
      const trx = onTx(db, tx);
      await trx
        .updateTable('product_series')
        .set(seriesColumns(s))
        .where('tenant_id', '=', s.tenantId)
        .where('id', '=', s.id)
        .execute();
      // Models carry their type for the type page's queries: keep it in step when a series moves.
      await trx
        .updateTable('product_models')
        .set({ product_type_id: s.productTypeId })
        .where('tenant_id', '=', s.tenantId)
        .where('series_id', '=', s.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('product_series').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Model counts per series (all, for admin) or published only. */
    async modelCounts(tenantId: string, publishedOnly: boolean, tx?: Tx | null): Promise<Map<string, number>> {
      const conn = onTx(db, tx);
      const rows = publishedOnly
        ? await publicModels(conn, tenantId)
            .select(['m.series_id', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('m.series_id')
            .execute()
        : await conn
            .selectFrom('product_models as m')
            .select(['m.series_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('m.tenant_id', '=', tenantId)
            .groupBy('m.series_id')
            .execute();
      return new Map(rows.map((r) => [r.series_id, num(r.n)]));
    },
  };
}
