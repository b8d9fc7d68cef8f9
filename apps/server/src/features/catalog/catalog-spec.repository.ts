import { SpecFieldKind } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { oneOf } from '../../db/repository-helpers.js';
import type { ProductSpecFieldsTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, json, num } from '../../shared/values.js';
import { publicModels } from './catalog-model.repository.js';

export interface SpecFieldRow {
  id: string;
  productTypeId: string;
  key: string;
  name: string;
  nameEn: string;
  unit: string;
  kind: SpecFieldKind;
  options: string[];
  filterable: boolean;
  showInSummary: boolean;
  orderNum: number;
  createdAt: string;
  updatedAt: string;
}

export interface SpecValueRow {
  modelId: string;
  fieldId: string;
  valueText: string;
  valueNum: number | null;
}

const fieldOf = (r: Selectable<ProductSpecFieldsTable>): SpecFieldRow => ({
  id: r.id,
  productTypeId: r.product_type_id,
  key: r.field_key,
  name: r.name,
  nameEn: r.name_en,
  unit: r.unit,
  kind: oneOf(SpecFieldKind.options, r.kind, 'product_spec_fields.kind'),
  options: json<string[]>(r.options_json, []),
  filterable: bool(r.filterable),
  showInSummary: bool(r.show_in_summary),
  orderNum: num(r.order_num),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const fieldColumns = (f: SpecFieldRow) => ({
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
});

/** Spec fields defined per product type, the models' values for them, and the type page's facets. */
export function createCatalogSpecRepository(db: Db) {
  return {
    // ----- fields ----------------------------------------------------------------------------------
    async fields(tenantId: string, typeIds: string[], tx?: Tx | null): Promise<SpecFieldRow[]> {
      if (typeIds.length === 0) return [];
      const rows = await onTx(db, tx)
        .selectFrom('product_spec_fields')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('product_type_id', 'in', typeIds)
        .orderBy('order_num')
        .orderBy('created_at')
        .execute();
      return rows.map(fieldOf);
    },
    async findField(tenantId: string, id: string, tx?: Tx | null): Promise<SpecFieldRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('product_spec_fields')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? fieldOf(r) : undefined;
    },
    async keyTaken(typeId: string, key: string, exceptId?: string, tx?: Tx | null): Promise<boolean> {
      let q = onTx(db, tx)
        .selectFrom('product_spec_fields')
        .select('id')
        .where('product_type_id', '=', typeId)
        .where('field_key', '=', key);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insertField(tenantId: string, f: SpecFieldRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('product_spec_fields')
        .values({
          id: f.id,
          tenant_id: tenantId,
          product_type_id: f.productTypeId,
          created_at: f.createdAt,
          ...fieldColumns(f),
        })
        .execute();
    },
    async updateField(tenantId: string, f: SpecFieldRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('product_spec_fields')
        .set(fieldColumns(f))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', f.id)
        .execute();
    },
    /** Deletes a field and every model's value for it. */
    async removeField(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx
        .deleteFrom('product_spec_values')
        .where('tenant_id', '=', tenantId)
        .where('field_id', '=', id)
        .execute();
      await trx.deleteFrom('product_spec_fields').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    // ----- values ----------------------------------------------------------------------------------
    async values(tenantId: string, modelIds: string[], tx?: Tx | null): Promise<SpecValueRow[]> {
      if (modelIds.length === 0) return [];
      const rows = await onTx(db, tx)
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
    async replaceValues(
      tx: Tx,
      tenantId: string,
      modelId: string,
      values: Omit<SpecValueRow, 'modelId'>[],
    ): Promise<void> {
      const trx = onTx(db, tx);
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
    },
    /** Facets of a type: value counts of enum/text fields and the numeric range of number fields (published models). */
    async facets(tenantId: string, typeId: string, fieldIds: string[]) {
      if (fieldIds.length === 0) return { counts: [], ranges: [] };
      const base = () =>
        publicModels(db, tenantId)
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
