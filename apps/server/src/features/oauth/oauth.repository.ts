import { MEMBER_PERMISSIONS, ROLE_MEMBER, SEEDED_ROLES } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OAuthIdentitiesTable } from '../../db/schema/oauth.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { iso, isoOrNull } from '../../shared/values.js';

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

function repository(db: Db) {
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

    async insert(identity: Omit<IdentityRow, 'lastLoginAt'> & { lastLoginAt?: string | null }): Promise<void> {
      await db
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
     * The account's row is written first (a no-op update), which holds its lock on PostgreSQL and the write
     * lock on SQLite until the end: two removals at once cannot each see the other binding and leave none.
     */
    async deleteOwn(
      tenantId: string,
      userId: string,
      id: string,
      keepLast: boolean,
    ): Promise<'deleted' | 'missing' | 'last'> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('tenant_id', '=', tenantId)
          .where('id', '=', userId)
          .execute();
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
      });
    },

    /** A login through the identity: its time, the display name the provider gives today, the account's login. */
    async recordLogin(identityId: string, userId: string, displayName: string, at: string, ip: string | null) {
      await db
        .updateTable('oauth_identities')
        .set({ last_login_at: at, display_name: displayName })
        .where('id', '=', identityId)
        .execute();
      await db.updateTable('users').set({ last_login_at: at, last_login_ip: ip }).where('id', '=', userId).execute();
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

    /**
     * A member created through a provider: no phone and no password (`passwordHash` is the marker that never
     * verifies), the tenant's member role (created on first use, as registration does), and the identity.
     */
    async insertMemberWithIdentity(input: {
      tenantId: string;
      userId: string;
      userName: string;
      nick: string;
      passwordHash: string;
      roleId: string;
      identity: Omit<IdentityRow, 'lastLoginAt' | 'userId' | 'tenantId'>;
      at: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: input.userId,
            tenant_id: input.tenantId,
            user_name: input.userName,
            user_name_key: input.userName.toLowerCase(),
            nick: input.nick,
            password_hash: input.passwordHash,
            phone: null,
            email: null,
            sex: 'unknown',
            introduction: '',
            icon: null,
            status: 'active',
            ban_reason: null,
            money_cents: 0,
            experience: 0,
            topic_count: 0,
            comment_count: 0,
            like_received_count: 0,
            created_at: input.at,
            updated_at: input.at,
            last_login_at: null,
            last_login_ip: null,
          })
          .execute();
        await trx.insertInto('user_roles').values({ user_id: input.userId, role_id: input.roleId }).execute();
        await trx
          .insertInto('oauth_identities')
          .values({
            id: input.identity.id,
            tenant_id: input.tenantId,
            user_id: input.userId,
            provider: input.identity.provider,
            subject: input.identity.subject,
            display_name: input.identity.displayName,
            created_at: input.identity.createdAt,
            last_login_at: null,
          })
          .execute();
      });
    },

    /** The tenant's member role, created with the default permissions when the tenant has none yet. */
    async memberRoleId(tenantId: string, newRoleId: string, at: string): Promise<string> {
      const existing = await db
        .selectFrom('roles')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('code', '=', ROLE_MEMBER)
        .executeTakeFirst();
      if (existing) return existing.id;
      const seeded = SEEDED_ROLES.find((r) => r.code === ROLE_MEMBER);
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('roles')
            .values({
              id: newRoleId,
              tenant_id: tenantId,
              code: ROLE_MEMBER,
              name: seeded?.name ?? ROLE_MEMBER,
              description: '',
              is_system: true,
              created_at: at,
            })
            .execute();
          const codes = seeded?.permissions ?? MEMBER_PERMISSIONS;
          if (codes.length > 0) {
            await trx
              .insertInto('role_permissions')
              .values(codes.map((code) => ({ role_id: newRoleId, permission_code: code })))
              .execute();
          }
        })
        .catch((error: unknown) => {
          // Another request created it first: use theirs.
          if (!isUniqueViolation(error)) throw error;
        });
      const created = await db
        .selectFrom('roles')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('code', '=', ROLE_MEMBER)
        .executeTakeFirstOrThrow();
      return created.id;
    },
  };
}

export type OAuthRepository = ReturnType<typeof repository>;
export function createOAuthRepository(db: Db): OAuthRepository {
  return repository(db);
}
