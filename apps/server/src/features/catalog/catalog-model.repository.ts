import { LifecycleStatus } from '@clearsight/contracts';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { ProductModelsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, json, num } from '../../shared/values.js';

export interface ModelRow {
  id: string;
  tenantId: string;
  productTypeId: string;
  seriesId: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  summary: string;
  summaryEn: string;
  descriptionMd: string;
  descriptionMdEn: string;
  descriptionHtml: string;
  descriptionHtmlEn: string;
  lifecycle: LifecycleStatus;
  successorId: string | null;
  imageFileIds: string[];
  relatedIds: string[];
  accessoryIds: string[];
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A validated spec filter: the field and either a set of values or a numeric range. */
export type SpecFilter =
  { fieldId: string; values: string[] } | { fieldId: string; min: number | null; max: number | null };

export type ModelSort = { by: 'default' | 'modelNumber' | 'newest' } | { by: 'spec'; fieldId: string };

const modelOf = (r: Selectable<ProductModelsTable>): ModelRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  productTypeId: r.product_type_id,
  seriesId: r.series_id,
  modelNumber: r.model_number,
  name: r.name,
  nameEn: r.name_en,
  summary: r.summary,
  summaryEn: r.summary_en,
  descriptionMd: r.description_md,
  descriptionMdEn: r.description_md_en,
  descriptionHtml: r.description_html,
  descriptionHtmlEn: r.description_html_en,
  lifecycle: oneOf(LifecycleStatus.options, r.lifecycle, 'product_models.lifecycle'),
  successorId: r.successor_id,
  imageFileIds: json<string[]>(r.images_json, []),
  relatedIds: json<string[]>(r.related_json, []),
  accessoryIds: json<string[]>(r.accessories_json, []),
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const modelColumns = (m: ModelRow) => ({
  product_type_id: m.productTypeId,
  series_id: m.seriesId,
  model_number: m.modelNumber,
  model_number_key: m.modelNumber.toUpperCase(),
  name: m.name,
  name_en: m.nameEn,
  summary: m.summary,
  summary_en: m.summaryEn,
  description_md: m.descriptionMd,
  description_md_en: m.descriptionMdEn,
  description_html: m.descriptionHtml,
  description_html_en: m.descriptionHtmlEn,
  lifecycle: m.lifecycle,
  successor_id: m.successorId,
  images_json: JSON.stringify(m.imageFileIds),
  related_json: JSON.stringify(m.relatedIds),
  accessories_json: JSON.stringify(m.accessoryIds),
  order_num: m.orderNum,
  is_published: m.isPublished,
  updated_at: m.updatedAt,
});

/** Published models whose series and type are published too (`m`, `s`, `t`); the other catalogue repositories count over it. */
export function publicModels(db: Db, tenantId: string) {
  return db
    .selectFrom('product_models as m')
    .innerJoin('product_series as s', 's.id', 'm.series_id')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .where('m.tenant_id', '=', tenantId)
    .where('m.is_published', '=', true)
    .where('s.is_published', '=', true)
    .where('t.is_published', '=', true);
}

/** Product models (materials): lookups, the admin list, public search and the type page's filtered query. */
export function createCatalogModelRepository(db: Db) {
  return {
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<ModelRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('product_models')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? modelOf(r) : undefined;
    },
    /** Models by id in the order asked for; missing (or, when `publishedOnly`, hidden) ones left out. */
    async byIds(tenantId: string, ids: string[], publishedOnly: boolean, tx?: Tx | null): Promise<ModelRow[]> {
      if (ids.length === 0) return [];
      const conn = onTx(db, tx);
      const rows = publishedOnly
        ? await publicModels(conn, tenantId).selectAll('m').where('m.id', 'in', ids).execute()
        : await conn
            .selectFrom('product_models')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute();
      const byId = new Map(rows.map((r) => [r.id, modelOf(r)]));
      return ids.map((id) => byId.get(id)).filter((m): m is ModelRow => !!m);
    },
    async allPublic(tenantId: string): Promise<ModelRow[]> {
      return (await publicModels(db, tenantId).selectAll('m').orderBy('m.model_number').execute()).map(modelOf);
    },
    async numberTaken(tenantId: string, modelNumber: string, exceptId?: string, tx?: Tx | null): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('product_models')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('model_number_key', '=', modelNumber.toUpperCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async listAdmin(
      tenantId: string,
      f: {
        filter?: string | undefined;
        typeId?: string | undefined;
        seriesId?: string | undefined;
        lifecycle?: string | undefined;
      },
      window: RowWindow,
      tx?: Tx | null,
    ): Promise<Page<ModelRow>> {
      let q = onTx(db, tx).selectFrom('product_models').where('tenant_id', '=', tenantId);
      if (f.typeId) q = q.where('product_type_id', '=', f.typeId);
      if (f.seriesId) q = q.where('series_id', '=', f.seriesId);
      if (f.lifecycle) q = q.where('lifecycle', '=', f.lifecycle);
      if (f.filter) {
        const text = f.filter;
        q = q.where((eb) => containsText(eb, ['model_number', 'name'], text));
      }
      return page(
        q,
        (rows) =>
          rows.selectAll().orderBy('product_type_id').orderBy('series_id').orderBy('order_num').orderBy('model_number'),
        window,
        modelOf,
      );
    },
    /** Public text search over models (pickers, basket). */
    async searchPublic(
      tenantId: string,
      f: { q?: string | undefined; typeId?: string | undefined; seriesId?: string | undefined },
      window: RowWindow,
    ): Promise<Page<ModelRow>> {
      let q = publicModels(db, tenantId);
      if (f.typeId) q = q.where('m.product_type_id', '=', f.typeId);
      if (f.seriesId) q = q.where('m.series_id', '=', f.seriesId);
      if (f.q) {
        const text = f.q;
        q = q.where((eb) => containsText(eb, ['m.model_number', 'm.name', 'm.name_en'], text));
      }
      return page(q, (rows) => rows.selectAll('m').orderBy('m.model_number'), window, modelOf);
    },
    /** The type page's query: published models of a type, spec filters as EXISTS clauses, sorting. */
    async ofType(
      tenantId: string,
      typeId: string,
      f: {
        seriesId?: string | undefined;
        q?: string | undefined;
        lifecycle?: string | undefined;
        filters: SpecFilter[];
        sort: ModelSort;
        order: 'asc' | 'desc';
      },
      window: RowWindow,
    ): Promise<Page<ModelRow>> {
      let q = publicModels(db, tenantId).where('m.product_type_id', '=', typeId);
      if (f.seriesId) q = q.where('m.series_id', '=', f.seriesId);
      if (f.lifecycle) q = q.where('m.lifecycle', '=', f.lifecycle);
      if (f.q) {
        const text = f.q;
        q = q.where((eb) => containsText(eb, ['m.model_number', 'm.name'], text));
      }
      for (const filter of f.filters) {
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('product_spec_values as v')
              .select(sql`1`.as('one'))
              .whereRef('v.model_id', '=', 'm.id')
              .where('v.field_id', '=', filter.fieldId)
              .where((vb) => {
                if ('values' in filter) return vb('v.value_text', 'in', filter.values);
                const parts: Expression<SqlBool>[] = [vb('v.value_num', 'is not', null)];
                if (filter.min !== null) parts.push(vb('v.value_num', '>=', filter.min));
                if (filter.max !== null) parts.push(vb('v.value_num', '<=', filter.max));
                return vb.and(parts);
              }),
          ),
        );
      }
      const { sort, order } = f;
      if (sort.by === 'spec') {
        // Models without a value for the sort field come last, whichever the direction.
        return page(
          q,
          (rows) =>
            rows
              .leftJoin('product_spec_values as sv', (join) =>
                join.onRef('sv.model_id', '=', 'm.id').on('sv.field_id', '=', sort.fieldId),
              )
              .selectAll('m')
              .orderBy(sql`case when sv.value_num is null then 1 else 0 end`)
              .orderBy('sv.value_num', order)
              .orderBy('m.model_number'),
          window,
          modelOf,
        );
      }
      return page(
        q,
        (rows) => {
          const all = rows.selectAll('m');
          if (sort.by === 'modelNumber') return all.orderBy('m.model_number', order);
          // "Newest" ascending means newest first.
          if (sort.by === 'newest')
            return all.orderBy('m.created_at', order === 'asc' ? 'desc' : 'asc').orderBy('m.model_number');
          return all.orderBy('s.order_num').orderBy('s.name').orderBy('m.order_num').orderBy('m.model_number');
        },
        window,
        modelOf,
      );
    },
    async insert(m: ModelRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('product_models')
        .values({ id: m.id, tenant_id: m.tenantId, created_at: m.createdAt, ...modelColumns(m) })
        .execute();
    },
    async update(m: ModelRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('product_models')
        .set(modelColumns(m))
        .where('tenant_id', '=', m.tenantId)
        .where('id', '=', m.id)
        .execute();
    },
    /** Deletes a model with its spec values; models that named it as successor no longer do. */
    async remove(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx
        .deleteFrom('product_spec_values')
        .where('tenant_id', '=', tenantId)
        .where('model_id', '=', id)
        .execute();
      await trx
        .updateTable('product_models')
        .set({ successor_id: null })
        .where('tenant_id', '=', tenantId)
        .where('successor_id', '=', id)
        .execute();
      await trx.deleteFrom('product_models').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
