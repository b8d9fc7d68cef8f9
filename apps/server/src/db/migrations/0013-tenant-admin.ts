import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Tenants the host's staff can disable (decision 0015): `disabled_at` is set while a tenant is refused,
 * so enabling it again is clearing one column and nothing of its data is touched.
 */
export function tenantAdmin(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tenants').addColumn('disabled_at', t.timestamp).execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('tenants').dropColumn('disabled_at').execute();
    },
  };
}
