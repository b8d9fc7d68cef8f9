import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TenantsTable } from '../../db/schema/spine.js';
import { setupTenantDefaults, type TenantAdministrator } from '../../db/seed/tenant-defaults.js';
import { bool, iso, isoOrNull } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export interface Tenant {
  id: string;
  code: string;
  name: string;
  isDefault: boolean;
  createdAt: string;
  /** Set while the tenant is disabled (its requests answer 403); absent or null while it is in use. */
  disabledAt?: string | null;
}

export interface TenantCountsRow {
  members: number;
  boards: number;
  topics: number;
  comments: number;
  activeSessions: number;
}

export const EMPTY_COUNTS: TenantCountsRow = { members: 0, boards: 0, topics: 0, comments: 0, activeSessions: 0 };

export function createTenantRepository(db: Db) {
  const map = (r: Selectable<TenantsTable>): Tenant => ({
    id: r.id,
    code: r.code,
    name: r.name,
    isDefault: bool(r.is_default),
    createdAt: iso(r.created_at),
    disabledAt: isoOrNull(r.disabled_at),
  });

  /** Rows per tenant of one table, as a map (tenants with none are absent). */
  async function perTenant(
    query: Promise<Array<{ tenant_id: string; n: string | number | bigint }>>,
  ): Promise<Map<string, number>> {
    return new Map((await query).map((r) => [r.tenant_id, Number(r.n)]));
  }

  return {
    async list(): Promise<Tenant[]> {
      return (await db.selectFrom('tenants').selectAll().orderBy('created_at').orderBy('id').execute()).map(map);
    },
    async findDefault(): Promise<Tenant | undefined> {
      const row = await db.selectFrom('tenants').selectAll().where('is_default', '=', true).executeTakeFirst();
      return row && map(row);
    },
    async find(id: string): Promise<Tenant | undefined> {
      const row = await db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
      return row && map(row);
    },
    /** Codes are compared in lower case: the header and host names match them in any letter case. */
    async codeTaken(code: string): Promise<boolean> {
      const rows = await db.selectFrom('tenants').select('code').execute();
      return rows.some((r) => r.code.toLowerCase() === code.toLowerCase());
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
          disabled_at: tenant.disabledAt ?? null,
        })
        .execute();
    },
    async setDisabled(id: string, disabledAt: string | null, tx?: Tx | null): Promise<void> {
      await onTx(db, tx).updateTable('tenants').set({ disabled_at: disabledAt }).where('id', '=', id).execute();
    },
    /** Writes what a fresh install has into the tenant, and its first administrator (tenant-defaults.ts). */
    setupDefaults(
      tenantId: string,
      options: { now: Date; siteName: string; administrator?: TenantAdministrator },
    ): Promise<{ administratorId: string | null; administratorCreated: boolean }> {
      return setupTenantDefaults(db, tenantId, options);
    },
    /** Members, boards, live topics and comments, and open sessions of every tenant. */
    async counts(now: string): Promise<Map<string, TenantCountsRow>> {
      const [members, boards, topics, comments, sessions] = await Promise.all([
        perTenant(
          db
            .selectFrom('users')
            .select(['tenant_id', (eb) => eb.fn.countAll<string>().as('n')])
            .groupBy('tenant_id')
            .execute(),
        ),
        perTenant(
          db
            .selectFrom('forum_plates')
            .select(['tenant_id', (eb) => eb.fn.countAll<string>().as('n')])
            .groupBy('tenant_id')
            .execute(),
        ),
        perTenant(
          db
            .selectFrom('forum_discusses')
            .select(['tenant_id', (eb) => eb.fn.countAll<string>().as('n')])
            .where('deleted_at', 'is', null)
            .groupBy('tenant_id')
            .execute(),
        ),
        perTenant(
          db
            .selectFrom('forum_comments')
            .select(['tenant_id', (eb) => eb.fn.countAll<string>().as('n')])
            .where('deleted_at', 'is', null)
            .groupBy('tenant_id')
            .execute(),
        ),
        perTenant(
          db
            .selectFrom('sessions')
            .select(['tenant_id', (eb) => eb.fn.countAll<string>().as('n')])
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', now)
            .groupBy('tenant_id')
            .execute(),
        ),
      ]);
      const ids = new Set([...members.keys(), ...boards.keys(), ...topics.keys(), ...comments.keys()]);
      const out = new Map<string, TenantCountsRow>();
      for (const id of ids) {
        out.set(id, {
          ...EMPTY_COUNTS,
          members: members.get(id) ?? 0,
          boards: boards.get(id) ?? 0,
          topics: topics.get(id) ?? 0,
          comments: comments.get(id) ?? 0,
          activeSessions: sessions.get(id) ?? 0,
        });
      }
      return out;
    },
    /** Accounts of a tenant that hold a session not yet revoked (disabling the tenant ends them). */
    async usersWithOpenSessions(tenantId: string, tx?: Tx | null): Promise<string[]> {
      const rows = await onTx(db, tx)
        .selectFrom('sessions')
        .select('user_id')
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where('revoked_at', 'is', null)
        .execute();
      return rows.map((r) => r.user_id);
    },
  };
}
export type TenantRepository = ReturnType<typeof createTenantRepository>;
