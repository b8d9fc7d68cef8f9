import type { ProductTypeWithSeries, SolutionTypeItem } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';

export function createCatalogRepository(db: Db) {
  return {
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
  };
}
