import type { Db } from '../../db/database.js';
import { bool, iso } from '../../shared/values.js';

export interface Tenant {
  id: string;
  code: string;
  name: string;
  isDefault: boolean;
  createdAt: string;
}

export function createTenantRepository(db: Db) {
  const map = (r: { id: string; code: string; name: string; is_default: unknown; created_at: unknown }): Tenant => ({
    id: r.id,
    code: r.code,
    name: r.name,
    isDefault: bool(r.is_default),
    createdAt: iso(r.created_at),
  });
  return {
    async list(): Promise<Tenant[]> {
      return (await db.selectFrom('tenants').selectAll().orderBy('created_at').execute()).map(map);
    },
    async findDefault(): Promise<Tenant | undefined> {
      const row = await db.selectFrom('tenants').selectAll().where('is_default', '=', true).executeTakeFirst();
      return row && map(row);
    },
    async insert(tenant: Tenant): Promise<void> {
      await db
        .insertInto('tenants')
        .values({
          id: tenant.id,
          code: tenant.code,
          name: tenant.name,
          is_default: tenant.isDefault,
          created_at: tenant.createdAt,
        })
        .execute();
    },
  };
}
export type TenantRepository = ReturnType<typeof createTenantRepository>;
