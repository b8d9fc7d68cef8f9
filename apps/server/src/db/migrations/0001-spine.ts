import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * The spine: tenants, accounts, roles, sessions, captchas, SMS, site config, notices, files, the catalogue
 * taxonomy and the audit log. Every tenant-owned table carries tenant_id from the start.
 */
export function spine(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('tenants')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('is_default', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_name_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('nick', 'varchar(64)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('phone', 'varchar(32)')
        .addColumn('email', 'varchar(255)')
        .addColumn('sex', 'varchar(16)', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('introduction', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'varchar(255)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
        .addColumn('ban_reason', 'varchar(500)')
        .addColumn('money_cents', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`money_cents >= 0`),
        )
        .addColumn('experience', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('topic_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_received_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_login_at', t.timestamp)
        .addColumn('last_login_ip', 'varchar(64)')
        .addUniqueConstraint('users_tenant_name_uq', ['tenant_id', 'user_name_key'])
        .addUniqueConstraint('users_tenant_phone_uq', ['tenant_id', 'phone'])
        .execute();
      await db.schema.createIndex('users_money_idx').on('users').columns(['tenant_id', 'money_cents']).execute();

      await db.schema
        .createTable('roles')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('is_system', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('roles_tenant_code_uq', ['tenant_id', 'code'])
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'varchar(64)', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_code', 'varchar(100)', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_code'])
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'varchar(64)', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('revoked_at', t.timestamp)
        .addColumn('revoke_reason', 'varchar(64)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(500)')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id']).execute();

      await db.schema
        .createTable('captcha_challenges')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('answer', 'varchar(16)', (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('consumed_at', t.timestamp)
        .execute();
      await db.schema.createIndex('captcha_expires_idx').on('captcha_challenges').columns(['expires_at']).execute();

      await db.schema
        .createTable('sms_codes')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(32)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('consumed_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('sms_codes_lookup_idx')
        .on('sms_codes')
        .columns(['tenant_id', 'phone', 'purpose', 'created_at'])
        .execute();

      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('content', 'varchar(1000)', (c) => c.notNull())
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_outbox_created_idx')
        .on('sms_outbox')
        .columns(['tenant_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('site_configs')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('config_key', 'varchar(128)', (c) => c.notNull())
        .addColumn('config_value', 'text', (c) => c.notNull())
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('site_configs_tenant_key_uq', ['tenant_id', 'config_key'])
        .execute();

      await db.schema
        .createTable('notices')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message', 'varchar(2000)', (c) => c.notNull())
        .addColumn('link', 'varchar(500)')
        .addColumn('kind', 'varchar(32)', (c) => c.notNull().defaultTo('system'))
        .addColumn('is_read', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('owner_id', 'varchar(64)', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('mime', 'varchar(128)', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('product_types')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'varchar(255)')
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_types_tenant_name_uq', ['tenant_id', 'name'])
        .execute();

      await db.schema
        .createTable('product_series')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('product_type_id', 'varchar(64)', (c) =>
          c.notNull().references('product_types.id').onDelete('cascade'),
        )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('is_flagship', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_series_type_name_uq', ['product_type_id', 'name'])
        .execute();

      await db.schema
        .createTable('solution_types')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_published', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('solution_types_tenant_name_uq', ['tenant_id', 'name'])
        .execute();

      await db.schema
        .createTable('audit_logs')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('actor_id', 'varchar(64)')
        .addColumn('actor_name', 'varchar(64)')
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_type', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_logs_created_idx')
        .on('audit_logs')
        .columns(['tenant_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'audit_logs',
        'solution_types',
        'product_series',
        'product_types',
        'files',
        'notices',
        'site_configs',
        'sms_outbox',
        'sms_codes',
        'captcha_challenges',
        'sessions',
        'user_roles',
        'role_permissions',
        'roles',
        'users',
        'tenants',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
