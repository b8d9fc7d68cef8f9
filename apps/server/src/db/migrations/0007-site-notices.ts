import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Site-wide notices: what staff write (`content_html`), what visitors get (`html`, sanitised when saved),
 * the optional window in which the notice shows, and its state (draft → published → withdrawn). The
 * public query reads a tenant's published rows, hence the (tenant, status) index.
 */
export function siteNotices(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('site_notices')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('content_html', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('starts_at', t.timestamp)
        .addColumn('ends_at', t.timestamp)
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
        .addColumn('published_at', t.timestamp)
        .addColumn('withdrawn_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('site_notices_status_idx')
        .on('site_notices')
        .columns(['tenant_id', 'status'])
        .execute();
      await db.schema
        .createIndex('site_notices_created_idx')
        .on('site_notices')
        .columns(['tenant_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('site_notices').execute();
    },
  };
}
