import type { ProductTypeWithSeries, SolutionTypeItem } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/repository-helpers.js';
import type { ProductTypesTable } from '../../db/schema/spine.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, num } from '../../shared/values.js';
import { publicModels } from './catalog-model.repository.js';

export interface ProductTypeRow {
  id: string;
  tenantId: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  iconFileId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

const typeOf = (r: Selectable<ProductTypesTable>): ProductTypeRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  nameEn: r.name_en,
  description: r.description,
  descriptionEn: r.description_en,
  iconFileId: r.icon,
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const typeColumns = (t: ProductTypeRow) => ({
  name: t.name,
  name_en: t.nameEn,
  description: t.description,
  description_en: t.descriptionEn,
  icon: t.iconFileId,
  order_num: t.orderNum,
  is_published: t.isPublished,
  updated_at: t.updatedAt,
});

/** Product types, and the mega-menu read over the taxonomy tables (types with series, solution types). */
export function createCatalogTypeRepository(db: Db) {
  return {
    // ----- menu ------------------------------------------------------------------------------------
    async menu(tenantId: string): Promise<ProductTypeWithSeries[]> {
      const [types, series] = await Promise.all([
        db
          .selectFrom('product_types')
          .select(['id', 'name', 'name_en'])
          .where('tenant_id', '=', tenantId)
          .where('is_published', '=', true)
          .orderBy('order_num')
          .orderBy('name')
          .execute(),
        db
          .selectFrom('product_series')
          .select(['id', 'name', 'name_en', 'product_type_id'])
          .where('tenant_id', '=', tenantId)
          .where('is_published', '=', true)
          .orderBy('order_num')
          .orderBy('name')
          .execute(),
      ]);
      return types.map((t) => ({
        id: t.id,
        name: t.name,
        nameEn: t.name_en,
        productSeries: series
          .filter((s) => s.product_type_id === t.id)
          .map((s) => ({ id: s.id, name: s.name, nameEn: s.name_en })),
      }));
    },
    async solutionTypeMenu(tenantId: string): Promise<SolutionTypeItem[]> {
      const rows = await db
        .selectFrom('solution_types')
        .select(['id', 'name', 'name_en'])
        .where('tenant_id', '=', tenantId)
        .where('is_published', '=', true)
        .orderBy('order_num')
        .orderBy('name')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, nameEn: r.name_en }));
    },

    // ----- product types ---------------------------------------------------------------------------
    async list(tenantId: string, filter?: string): Promise<ProductTypeRow[]> {
      let q = db.selectFrom('product_types').selectAll().where('tenant_id', '=', tenantId);
      if (filter) q = q.where((eb) => containsText(eb, ['name', 'name_en'], filter));
      return (await q.orderBy('order_num').orderBy('name').execute()).map(typeOf);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<ProductTypeRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('product_types')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? typeOf(r) : undefined;
    },
    async byIds(tenantId: string, ids: string[], tx?: Tx | null): Promise<ProductTypeRow[]> {
      if (ids.length === 0) return [];
      return (
        await onTx(db, tx)
          .selectFrom('product_types')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute()
      ).map(typeOf);
    },
    async nameTaken(tenantId: string, name: string, exceptId?: string, tx?: Tx | null): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('product_types')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', name);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insert(t: ProductTypeRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('product_types')
        .values({ id: t.id, tenant_id: t.tenantId, created_at: t.createdAt, ...typeColumns(t) })
        .execute();
    },
    async update(t: ProductTypeRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('product_types')
        .set(typeColumns(t))
        .where('tenant_id', '=', t.tenantId)
        .where('id', '=', t.id)
        .execute();
    },
    async remove(tenantId: string, id: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).deleteFrom('product_types').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Series and model counts per type (all, for admin) or published only. */
    async counts(
      tenantId: string,
      publishedOnly: boolean,
      tx?: Tx | null,
    ): Promise<Map<string, { series: number; models: number }>> {
      const conn = onTx(db, tx);
      let sq = conn
        .selectFrom('product_series')
        .select(['product_type_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId);
      if (publishedOnly) sq = sq.where('is_published', '=', true);
      const series = await sq.groupBy('product_type_id').execute();
      const models = publishedOnly
        ? await publicModels(conn, tenantId)
            .select(['m.product_type_id', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('m.product_type_id')
            .execute()
        : await conn
            .selectFrom('product_models as m')
            .select(['m.product_type_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('m.tenant_id', '=', tenantId)
            .groupBy('m.product_type_id')
            .execute();
      const out = new Map<string, { series: number; models: number }>();
      for (const s of series) out.set(s.product_type_id, { series: num(s.n), models: 0 });
      for (const m of models) {
        const e = out.get(m.product_type_id) ?? { series: 0, models: 0 };
        e.models = num(m.n);
        out.set(m.product_type_id, e);
      }
      return out;
    },
  };
}
