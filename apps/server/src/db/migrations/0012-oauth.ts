import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Third-party identities (docs/decisions/0014-third-party-login.md): which provider account (provider type and
 * the provider's stable subject) logs in as which member. Only the subject and a display name are kept — no
 * provider token outlives the login that fetched it. One identity belongs to one member of a tenant, and a
 * member binds at most one account of each provider.
 */
export function oauth(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('oauth_identities')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_login_at', t.timestamp)
        .addUniqueConstraint('oauth_identities_subject_uq', ['tenant_id', 'provider', 'subject'])
        .addUniqueConstraint('oauth_identities_user_provider_uq', ['user_id', 'provider'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('oauth_identities').execute();
    },
  };
}
