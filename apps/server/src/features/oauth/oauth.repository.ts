import type { Selectable } from 'kysely';
import type { Db, DbKind } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { OAuthIdentitiesTable } from '../../db/schema/oauth.js';
import { iso, isoOrNull } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';

export interface IdentityRow {
  id: string;
  tenantId: string;
  userId: string;
  provider: string;
  subject: string;
  displayName: string;
  createdAt: string;
  lastLoginAt: string | null;
}

/** The account an identity logs in as: enough to refuse a disabled one and to start its session. */
export interface IdentityOwner {
  userId: string;
  userName: string;
  status: string;
  passwordHash: string;
}

const identityOf = (r: Selectable<OAuthIdentitiesTable>): IdentityRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  userId: r.user_id,
  provider: r.provider,
  subject: r.subject,
  displayName: r.display_name,
  createdAt: iso(r.created_at),
  lastLoginAt: isoOrNull(r.last_login_at),
});

function repository(db: Db, kind: DbKind) {
  return {
    async findBySubject(tenantId: string, provider: string, subject: string): Promise<IdentityRow | undefined> {
      const row = await db
        .selectFrom('oauth_identities')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row && identityOf(row);
    },

    async listForUser(tenantId: string, userId: string): Promise<IdentityRow[]> {
      const rows = await db
        .selectFrom('oauth_identities')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map(identityOf);
    },

    async insert(
      identity: Omit<IdentityRow, 'lastLoginAt'> & { lastLoginAt?: string | null },
      tx?: Tx | null,
    ): Promise<void> {
      await onTx(db, tx)
        .insertInto('oauth_identities')
        .values({
          id: identity.id,
          tenant_id: identity.tenantId,
          user_id: identity.userId,
          provider: identity.provider,
          subject: identity.subject,
          display_name: identity.displayName,
          created_at: identity.createdAt,
          last_login_at: identity.lastLoginAt ?? null,
        })
        .execute();
    },

    /**
     * Deletes one of the user's own identities unless it is the last one and `keepLast` says it must stay.
     * The account's row is locked first (`FOR UPDATE` on PostgreSQL; SQLite runs one write transaction at a
     * time): two removals at once cannot each see the other binding and leave none.
     */
    async deleteOwn(
      tx: Tx,
      tenantId: string,
      userId: string,
      id: string,
      keepLast: boolean,
    ): Promise<'deleted' | 'missing' | 'last'> {
      const trx = onTx(db, tx);
      const owner = trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', '=', userId);
      await (kind === 'postgres' ? owner.forUpdate() : owner).execute();
      const rows = await trx
        .selectFrom('oauth_identities')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute();
      if (!rows.some((r) => r.id === id)) return 'missing';
      if (keepLast && rows.length <= 1) return 'last';
      await trx.deleteFrom('oauth_identities').where('id', '=', id).execute();
      return 'deleted';
    },

    /** A login through the identity: its time and the display name the provider gives today. */
    async recordLogin(identityId: string, displayName: string, at: string): Promise<void> {
      await db
        .updateTable('oauth_identities')
        .set({ last_login_at: at, display_name: displayName })
        .where('id', '=', identityId)
        .execute();
    },

    async owner(tenantId: string, userId: string): Promise<IdentityOwner | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'user_name', 'status', 'password_hash'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && { userId: row.id, userName: row.user_name, status: row.status, passwordHash: row.password_hash };
    },

    async userNameTaken(tenantId: string, userName: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_name_key', '=', userName.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type OAuthRepository = ReturnType<typeof repository>;
/**
 * Third-party identities. Reads the owning account (its name, state and whether it has a password) but never
 * writes `users` or the role tables: accounts are created and logged in through the account service.
 */
export function createOAuthRepository(db: Db, kind: DbKind): OAuthRepository {
  return repository(db, kind);
}
