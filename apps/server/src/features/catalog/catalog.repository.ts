import type { ProductTypeWithSeries, SolutionTypeItem } from '@clearsight/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { bool, iso, json, num } from '../../shared/values.js';

export interface ProductTypeRow {
  id: string;
  tenantId: string;
  name: string;
  nameEn: string;
  description: string;
  iconFileId: string | null;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SpecFieldRow {
  id: string;
  productTypeId: string;
  key: string;
  name: string;
  nameEn: string;
  unit: string;
  kind: 'number' | 'text' | 'enum';
  options: string[];
  filterable: boolean;
  showInSummary: boolean;
  orderNum: number;
  createdAt: string;
  updatedAt: string;
}

export interface SeriesRow {
  id: string;
  tenantId: string;
  productTypeId: string;
  name: string;
  nameEn: string;
  description: string;
  isFlagship: boolean;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ModelRow {
  id: string;
  tenantId: string;
  productTypeId: string;
  seriesId: string;
  modelNumber: string;
  name: string;
  nameEn: string;
  summary: string;
  descriptionMd: string;
  descriptionHtml: string;
  lifecycle: 'new' | 'active' | 'nrnd' | 'discontinued';
  successorId: string | null;
  imageFileIds: string[];
  relatedIds: string[];
  accessoryIds: string[];
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SpecValueRow {
  modelId: string;
  fieldId: string;
  valueText: string;
  valueNum: number | null;
}

/** A validated spec filter: the field and either a set of values or a numeric range. */
export type SpecFilter =
  { fieldId: string; values: string[] } | { fieldId: string; min: number | null; max: number | null };

/* eslint-disable @typescript-eslint/no-explicit-any */
const typeOf = (r: any): ProductTypeRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  name: r.name,
  nameEn: r.name_en,
  description: r.description,
  iconFileId: r.icon,
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const fieldOf = (r: any): SpecFieldRow => ({
  id: r.id,
  productTypeId: r.product_type_id,
  key: r.field_key,
  name: r.name,
  nameEn: r.name_en,
  unit: r.unit,
  kind: r.kind,
  options: json<string[]>(r.options_json, []),
  filterable: bool(r.filterable),
  showInSummary: bool(r.show_in_summary),
  orderNum: num(r.order_num),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const seriesOf = (r: any): SeriesRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  productTypeId: r.product_type_id,
  name: r.name,
  nameEn: r.name_en,
  description: r.description,
  isFlagship: bool(r.is_flagship),
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const modelOf = (r: any): ModelRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  productTypeId: r.product_type_id,
  seriesId: r.series_id,
  modelNumber: r.model_number,
  name: r.name,
  nameEn: r.name_en,
  summary: r.summary,
  descriptionMd: r.description_md,
  descriptionHtml: r.description_html,
  lifecycle: r.lifecycle,
  successorId: r.successor_id,
  imageFileIds: json<string[]>(r.images_json, []),
  relatedIds: json<string[]>(r.related_json, []),
  accessoryIds: json<string[]>(r.accessories_json, []),
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
/* eslint-enable @typescript-eslint/no-explicit-any */

const modelColumns = (m: ModelRow) => ({
  product_type_id: m.productTypeId,
  series_id: m.seriesId,
  model_number: m.modelNumber,
  model_number_key: m.modelNumber.toUpperCase(),
  name: m.name,
  name_en: m.nameEn,
  summary: m.summary,
  description_md: m.descriptionMd,
  description_html: m.descriptionHtml,
  lifecycle: m.lifecycle,
  successor_id: m.successorId,
  images_json: JSON.stringify(m.imageFileIds),
  related_json: JSON.stringify(m.relatedIds),
  accessories_json: JSON.stringify(m.accessoryIds),
  order_num: m.orderNum,
  is_published: m.isPublished,
  updated_at: m.updatedAt,
});

export function createCatalogRepository(db: Db) {
  /** Published model whose series and type are published too. */
  function publicModels(tenantId: string) {
    return db
      .selectFrom('product_models as m')
      .innerJoin('product_series as s', 's.id', 'm.series_id')
      .innerJoin('product_types as t', 't.id', 'm.product_type_id')
      .where('m.tenant_id', '=', tenantId)
      .where('m.is_published', '=', true)
      .where('s.is_published', '=', true)
      .where('t.is_published', '=', true);
  }

  return {
    // ----- menu ------------------------------------------------------------------------------------
    async productTypesWithSeries(tenantId: string): Promise<ProductTypeWithSeries[]> {
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
    async solutionTypes(tenantId: string): Promise<SolutionTypeItem[]> {
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
    async listTypes(tenantId: string, filter?: string): Promise<ProductTypeRow[]> {
      let q = db.selectFrom('product_types').selectAll().where('tenant_id', '=', tenantId);
      if (filter) {
        const p = `%${filter.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([eb(eb.fn('lower', ['name']), 'like', p), eb(eb.fn('lower', ['name_en']), 'like', p)]),
        );
      }
      return (await q.orderBy('order_num').orderBy('name').execute()).map(typeOf);
    },
    async findType(tenantId: string, id: string): Promise<ProductTypeRow | undefined> {
      const r = await db
        .selectFrom('product_types')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? typeOf(r) : undefined;
    },
    async typeNameTaken(tenantId: string, name: string, exceptId?: string): Promise<boolean> {
      let q = db.selectFrom('product_types').select('id').where('tenant_id', '=', tenantId).where('name', '=', name);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insertType(t: ProductTypeRow): Promise<void> {
      await db
        .insertInto('product_types')
        .values({
          id: t.id,
          tenant_id: t.tenantId,
          name: t.name,
          name_en: t.nameEn,
          description: t.description,
          icon: t.iconFileId,
          order_num: t.orderNum,
          is_published: t.isPublished,
          created_at: t.createdAt,
          updated_at: t.updatedAt,
        })
        .execute();
    },
    async updateType(t: ProductTypeRow): Promise<void> {
      await db
        .updateTable('product_types')
        .set({
          name: t.name,
          name_en: t.nameEn,
          description: t.description,
          icon: t.iconFileId,
          order_num: t.orderNum,
          is_published: t.isPublished,
          updated_at: t.updatedAt,
        })
        .where('tenant_id', '=', t.tenantId)
        .where('id', '=', t.id)
        .execute();
    },
    async deleteType(tenantId: string, id: string): Promise<void> {
      await db.deleteFrom('product_types').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Series and model counts per type (all, for admin) or published only. */
    async countsByType(
      tenantId: string,
      publishedOnly: boolean,
    ): Promise<Map<string, { series: number; models: number }>> {
      let sq = db
        .selectFrom('product_series')
        .select(['product_type_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('tenant_id', '=', tenantId);
      if (publishedOnly) sq = sq.where('is_published', '=', true);
      const series = await sq.groupBy('product_type_id').execute();
      const models = publishedOnly
        ? await publicModels(tenantId)
            .select(['m.product_type_id', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('m.product_type_id')
            .execute()
        : await db
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

    // ----- spec fields -----------------------------------------------------------------------------
    async listFields(tenantId: string, typeIds: string[]): Promise<SpecFieldRow[]> {
      if (typeIds.length === 0) return [];
      const rows = await db
        .selectFrom('product_spec_fields')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('product_type_id', 'in', typeIds)
        .orderBy('order_num')
        .orderBy('created_at')
        .execute();
      return rows.map(fieldOf);
    },
    async findField(tenantId: string, id: string): Promise<SpecFieldRow | undefined> {
      const r = await db
        .selectFrom('product_spec_fields')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? fieldOf(r) : undefined;
    },
    async fieldKeyTaken(typeId: string, key: string, exceptId?: string): Promise<boolean> {
      let q = db
        .selectFrom('product_spec_fields')
        .select('id')
        .where('product_type_id', '=', typeId)
        .where('field_key', '=', key);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insertField(tenantId: string, f: SpecFieldRow): Promise<void> {
      await db
        .insertInto('product_spec_fields')
        .values({
          id: f.id,
          tenant_id: tenantId,
          product_type_id: f.productTypeId,
          field_key: f.key,
          name: f.name,
          name_en: f.nameEn,
          unit: f.unit,
          kind: f.kind,
          options_json: JSON.stringify(f.options),
          filterable: f.filterable,
          show_in_summary: f.showInSummary,
          order_num: f.orderNum,
          created_at: f.createdAt,
          updated_at: f.updatedAt,
        })
        .execute();
    },
    async updateField(tenantId: string, f: SpecFieldRow): Promise<void> {
      await db
        .updateTable('product_spec_fields')
        .set({
          field_key: f.key,
          name: f.name,
          name_en: f.nameEn,
          unit: f.unit,
          kind: f.kind,
          options_json: JSON.stringify(f.options),
          filterable: f.filterable,
          show_in_summary: f.showInSummary,
          order_num: f.orderNum,
          updated_at: f.updatedAt,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', f.id)
        .execute();
    },
    async deleteField(tenantId: string, id: string): Promise<void> {
      await db.deleteFrom('product_spec_values').where('tenant_id', '=', tenantId).where('field_id', '=', id).execute();
      await db.deleteFrom('product_spec_fields').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    // ----- series ----------------------------------------------------------------------------------
    async listSeries(
      tenantId: string,
      opts: {
        typeId?: string | undefined;
        filter?: string | undefined;
        offset: number;
        limit: number;
        publishedOnly?: boolean;
      },
    ): Promise<{ items: SeriesRow[]; totalCount: number }> {
      let q = db.selectFrom('product_series').where('tenant_id', '=', tenantId);
      if (opts.typeId) q = q.where('product_type_id', '=', opts.typeId);
      if (opts.publishedOnly) q = q.where('is_published', '=', true);
      if (opts.filter) {
        const p = `%${opts.filter.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([eb(eb.fn('lower', ['name']), 'like', p), eb(eb.fn('lower', ['name_en']), 'like', p)]),
        );
      }
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('order_num').orderBy('name').offset(opts.offset).limit(opts.limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { items: rows.map(seriesOf), totalCount: num(total?.n) };
    },
    async findSeries(tenantId: string, id: string): Promise<SeriesRow | undefined> {
      const r = await db
        .selectFrom('product_series')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? seriesOf(r) : undefined;
    },
    async seriesByIds(tenantId: string, ids: string[]): Promise<SeriesRow[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .selectFrom('product_series')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute()
      ).map(seriesOf);
    },
    async typesByIds(tenantId: string, ids: string[]): Promise<ProductTypeRow[]> {
      if (ids.length === 0) return [];
      return (
        await db
          .selectFrom('product_types')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute()
      ).map(typeOf);
    },
    async seriesNameTaken(typeId: string, name: string, exceptId?: string): Promise<boolean> {
      let q = db
        .selectFrom('product_series')
        .select('id')
        .where('product_type_id', '=', typeId)
        .where('name', '=', name);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insertSeries(s: SeriesRow): Promise<void> {
      await db
        .insertInto('product_series')
        .values({
          id: s.id,
          tenant_id: s.tenantId,
          product_type_id: s.productTypeId,
          name: s.name,
          name_en: s.nameEn,
          description: s.description,
          is_flagship: s.isFlagship,
          order_num: s.orderNum,
          is_published: s.isPublished,
          created_at: s.createdAt,
          updated_at: s.updatedAt,
        })
        .execute();
    },
    async updateSeries(s: SeriesRow): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('product_series')
          .set({
            product_type_id: s.productTypeId,
            name: s.name,
            name_en: s.nameEn,
            description: s.description,
            is_flagship: s.isFlagship,
            order_num: s.orderNum,
            is_published: s.isPublished,
            updated_at: s.updatedAt,
          })
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
      });
    },
    async deleteSeries(tenantId: string, id: string): Promise<void> {
      await db.deleteFrom('product_series').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async modelCountBySeries(tenantId: string, publishedOnly: boolean): Promise<Map<string, number>> {
      const rows = publishedOnly
        ? await publicModels(tenantId)
            .select(['m.series_id', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('m.series_id')
            .execute()
        : await db
            .selectFrom('product_models as m')
            .select(['m.series_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('m.tenant_id', '=', tenantId)
            .groupBy('m.series_id')
            .execute();
      return new Map(rows.map((r) => [r.series_id, num(r.n)]));
    },

    // ----- models ----------------------------------------------------------------------------------
    async findModel(tenantId: string, id: string): Promise<ModelRow | undefined> {
      const r = await db
        .selectFrom('product_models')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? modelOf(r) : undefined;
    },
    async modelsByIds(tenantId: string, ids: string[], publishedOnly: boolean): Promise<ModelRow[]> {
      if (ids.length === 0) return [];
      const rows = publishedOnly
        ? await publicModels(tenantId).selectAll('m').where('m.id', 'in', ids).execute()
        : await db
            .selectFrom('product_models')
            .selectAll()
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute();
      const byId = new Map(rows.map((r) => [r.id, modelOf(r)]));
      return ids.map((id) => byId.get(id)).filter((m): m is ModelRow => !!m);
    },
    async allPublicModels(tenantId: string): Promise<ModelRow[]> {
      return (await publicModels(tenantId).selectAll('m').orderBy('m.model_number').execute()).map(modelOf);
    },
    async modelNumberTaken(tenantId: string, modelNumber: string, exceptId?: string): Promise<boolean> {
      let q = db
        .selectFrom('product_models')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('model_number_key', '=', modelNumber.toUpperCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async listModelsAdmin(
      tenantId: string,
      opts: {
        filter?: string | undefined;
        typeId?: string | undefined;
        seriesId?: string | undefined;
        lifecycle?: string | undefined;
        offset: number;
        limit: number;
      },
    ): Promise<{ items: ModelRow[]; totalCount: number }> {
      let q = db.selectFrom('product_models').where('tenant_id', '=', tenantId);
      if (opts.typeId) q = q.where('product_type_id', '=', opts.typeId);
      if (opts.seriesId) q = q.where('series_id', '=', opts.seriesId);
      if (opts.lifecycle) q = q.where('lifecycle', '=', opts.lifecycle);
      if (opts.filter) {
        const p = `%${opts.filter.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([eb(eb.fn('lower', ['model_number']), 'like', p), eb(eb.fn('lower', ['name']), 'like', p)]),
        );
      }
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('product_type_id')
          .orderBy('series_id')
          .orderBy('order_num')
          .orderBy('model_number')
          .offset(opts.offset)
          .limit(opts.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { items: rows.map(modelOf), totalCount: num(total?.n) };
    },
    /** Public text search over models (pickers, basket). */
    async searchPublicModels(
      tenantId: string,
      opts: {
        q?: string | undefined;
        typeId?: string | undefined;
        seriesId?: string | undefined;
        offset: number;
        limit: number;
      },
    ): Promise<{ items: ModelRow[]; totalCount: number }> {
      let q = publicModels(tenantId);
      if (opts.typeId) q = q.where('m.product_type_id', '=', opts.typeId);
      if (opts.seriesId) q = q.where('m.series_id', '=', opts.seriesId);
      if (opts.q) {
        const p = `%${opts.q.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['m.model_number']), 'like', p),
            eb(eb.fn('lower', ['m.name']), 'like', p),
            eb(eb.fn('lower', ['m.name_en']), 'like', p),
          ]),
        );
      }
      const [rows, total] = await Promise.all([
        q.selectAll('m').orderBy('m.model_number').offset(opts.offset).limit(opts.limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { items: rows.map(modelOf), totalCount: num(total?.n) };
    },
    /** The type page's query: published models of a type, spec filters as EXISTS clauses, sorting. */
    async typeModels(
      tenantId: string,
      typeId: string,
      opts: {
        seriesId?: string | undefined;
        q?: string | undefined;
        lifecycle?: string | undefined;
        filters: SpecFilter[];
        sort: { by: 'default' | 'modelNumber' | 'newest' } | { by: 'spec'; fieldId: string };
        order: 'asc' | 'desc';
        offset: number;
        limit: number;
      },
    ): Promise<{ items: ModelRow[]; totalCount: number }> {
      let q = publicModels(tenantId).where('m.product_type_id', '=', typeId);
      if (opts.seriesId) q = q.where('m.series_id', '=', opts.seriesId);
      if (opts.lifecycle) q = q.where('m.lifecycle', '=', opts.lifecycle);
      if (opts.q) {
        const p = `%${opts.q.toLowerCase()}%`;
        q = q.where((eb) =>
          eb.or([eb(eb.fn('lower', ['m.model_number']), 'like', p), eb(eb.fn('lower', ['m.name']), 'like', p)]),
        );
      }
      for (const f of opts.filters) {
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('product_spec_values as v')
              .select(sql`1`.as('one'))
              .whereRef('v.model_id', '=', 'm.id')
              .where('v.field_id', '=', f.fieldId)
              .where((vb) => {
                if ('values' in f) return vb('v.value_text', 'in', f.values);
                const parts: Expression<SqlBool>[] = [vb('v.value_num', 'is not', null)];
                if (f.min !== null) parts.push(vb('v.value_num', '>=', f.min));
                if (f.max !== null) parts.push(vb('v.value_num', '<=', f.max));
                return vb.and(parts);
              }),
          ),
        );
      }
      const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const dir = opts.order;
      let rowsQuery = q.selectAll('m');
      const sort = opts.sort;
      if (sort.by === 'spec') {
        rowsQuery = q
          .leftJoin('product_spec_values as sv', (join) =>
            join.onRef('sv.model_id', '=', 'm.id').on('sv.field_id', '=', sort.fieldId),
          )
          .selectAll('m')
          .orderBy(sql`case when sv.value_num is null then 1 else 0 end`)
          .orderBy('sv.value_num', dir)
          .orderBy('m.model_number');
      } else if (sort.by === 'modelNumber') {
        rowsQuery = rowsQuery.orderBy('m.model_number', dir);
      } else if (sort.by === 'newest') {
        rowsQuery = rowsQuery.orderBy('m.created_at', dir === 'asc' ? 'desc' : 'asc').orderBy('m.model_number');
      } else {
        rowsQuery = rowsQuery.orderBy('s.order_num').orderBy('s.name').orderBy('m.order_num').orderBy('m.model_number');
      }
      const rows = await rowsQuery.offset(opts.offset).limit(opts.limit).execute();
      return { items: rows.map(modelOf), totalCount: num(total?.n) };
    },
    async insertModel(m: ModelRow): Promise<void> {
      await db
        .insertInto('product_models')
        .values({ id: m.id, tenant_id: m.tenantId, created_at: m.createdAt, ...modelColumns(m) })
        .execute();
    },
    async updateModel(m: ModelRow): Promise<void> {
      await db
        .updateTable('product_models')
        .set(modelColumns(m))
        .where('tenant_id', '=', m.tenantId)
        .where('id', '=', m.id)
        .execute();
    },
    async deleteModel(tenantId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
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
      });
    },

    // ----- spec values -----------------------------------------------------------------------------
    async specValues(tenantId: string, modelIds: string[]): Promise<SpecValueRow[]> {
      if (modelIds.length === 0) return [];
      const rows = await db
        .selectFrom('product_spec_values')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('model_id', 'in', modelIds)
        .execute();
      return rows.map((r) => ({
        modelId: r.model_id,
        fieldId: r.field_id,
        valueText: r.value_text,
        valueNum: r.value_num === null ? null : num(r.value_num),
      }));
    },
    async replaceSpecValues(
      tenantId: string,
      modelId: string,
      values: Array<{ fieldId: string; valueText: string; valueNum: number | null }>,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('product_spec_values')
          .where('tenant_id', '=', tenantId)
          .where('model_id', '=', modelId)
          .execute();
        if (values.length > 0) {
          await trx
            .insertInto('product_spec_values')
            .values(
              values.map((v) => ({
                tenant_id: tenantId,
                model_id: modelId,
                field_id: v.fieldId,
                value_text: v.valueText,
                value_num: v.valueNum,
              })),
            )
            .execute();
        }
      });
    },
    /** Facets of a type: value counts of enum/text fields and the numeric range of number fields (published models). */
    async facets(tenantId: string, typeId: string, fieldIds: string[]) {
      if (fieldIds.length === 0) return { counts: [], ranges: [] };
      const base = () =>
        publicModels(tenantId)
          .innerJoin('product_spec_values as v', 'v.model_id', 'm.id')
          .where('m.product_type_id', '=', typeId)
          .where('v.field_id', 'in', fieldIds);
      const [counts, ranges] = await Promise.all([
        base()
          .select(['v.field_id', 'v.value_text', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy(['v.field_id', 'v.value_text'])
          .execute(),
        base()
          .select(['v.field_id', (eb) => eb.fn.min('v.value_num').as('lo'), (eb) => eb.fn.max('v.value_num').as('hi')])
          .groupBy('v.field_id')
          .execute(),
      ]);
      return {
        counts: counts.map((c) => ({ fieldId: c.field_id, value: c.value_text, count: num(c.n) })),
        ranges: ranges.map((r) => ({
          fieldId: r.field_id,
          min: r.lo === null || r.lo === undefined ? null : num(r.lo),
          max: r.hi === null || r.hi === undefined ? null : num(r.hi),
        })),
      };
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
