import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SiteConfigsTable } from '../../db/schema/spine.js';
import { newId } from '../../shared/ids.js';
import { iso } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export interface SiteConfigRow {
  id: string;
  configKey: string;
  configValue: string;
  remark: string;
  updatedAt: string;
}

export function createSiteConfigRepository(db: Db) {
  const map = (r: Selectable<SiteConfigsTable>): SiteConfigRow => ({
    id: r.id,
    configKey: r.config_key,
    configValue: r.config_value,
    remark: r.remark,
    updatedAt: iso(r.updated_at),
  });
  return {
    async list(tenantId: string): Promise<SiteConfigRow[]> {
      return (
        await db
          .selectFrom('site_configs')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('config_key')
          .execute()
      ).map(map);
    },
    async find(tenantId: string, key: string, tx?: Tx | null): Promise<SiteConfigRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('site_configs')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('config_key', '=', key)
        .executeTakeFirst();
      return r && map(r);
    },
    async upsert(
      tx: Tx,
      tenantId: string,
      key: string,
      value: string,
      remark: string | undefined,
      at: string,
    ): Promise<void> {
      await onTx(db, tx)
        .insertInto('site_configs')
        .values({
          id: newId(),
          tenant_id: tenantId,
          config_key: key,
          config_value: value,
          remark: remark ?? '',
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'config_key']).doUpdateSet({
            config_value: value,
            updated_at: at,
            ...(remark !== undefined ? { remark } : {}),
          }),
        )
        .execute();
    },
    /** Inserts only when the key is absent (seeding never overwrites an administrator's value). */
    async insertIfAbsent(tenantId: string, key: string, value: string, remark: string, at: string): Promise<void> {
      await db
        .insertInto('site_configs')
        .values({ id: newId(), tenant_id: tenantId, config_key: key, config_value: value, remark, updated_at: at })
        .onConflict((oc) => oc.columns(['tenant_id', 'config_key']).doNothing())
        .execute();
    },
  };
}
export type SiteConfigRepository = ReturnType<typeof createSiteConfigRepository>;
