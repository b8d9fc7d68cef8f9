import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

const DOCUMENT_COLUMNS = [
  'id',
  'tenant_id',
  'kind',
  'ref_id',
  'title',
  'body',
  'url',
  'tokens',
  'visible_from',
  'visible_until',
  'updated_at',
];

/**
 * The site search's index in generations (decision 0019): every document belongs to one generation of its
 * tenant's index, and `search_generations` names the one that answers searches and the one being rebuilt.
 * A rebuild writes a new generation beside the one serving and switches to it in one short transaction, so
 * the old index answers until the new one is complete. Rows already indexed become generation 0, the one a
 * tenant without a row in `search_generations` serves.
 */
export function searchRebuild(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('search_generations')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenants.id'))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('building', 'integer')
        .addColumn('building_since', t.timestamp)
        .addColumn('last_generation', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (kind === 'postgres') {
        await sql`ALTER TABLE search_documents ADD COLUMN generation integer NOT NULL DEFAULT 0`.execute(db);
        await sql`ALTER TABLE search_documents DROP CONSTRAINT search_documents_ref_uq`.execute(db);
        await sql`ALTER TABLE search_documents ADD CONSTRAINT search_documents_ref_uq UNIQUE (tenant_id, generation, kind, ref_id)`.execute(
          db,
        );
        return;
      }
      // SQLite cannot change a table's constraints: the table is made again with its rows. It gains `seq`, an
      // integer key the FTS5 table's rows take as their rowid: the FTS5 table had only the document's id, in a
      // column it cannot index, so every replaced or deleted document cost a scan of the whole index.
      await db.schema
        .createTable('search_documents_next')
        .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('tokens', 'text', (c) => c.notNull())
        .addColumn('visible_from', t.timestamp)
        .addColumn('visible_until', t.timestamp)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('search_documents_ref_uq', ['tenant_id', 'generation', 'kind', 'ref_id'])
        .execute();
      const columns = sql.raw(DOCUMENT_COLUMNS.join(', '));
      await sql`INSERT INTO search_documents_next (${columns}) SELECT ${columns} FROM search_documents`.execute(db);
      await db.schema.dropTable('search_documents').execute();
      await db.schema.alterTable('search_documents_next').renameTo('search_documents').execute();
      await sql`DROP TABLE search_fts`.execute(db);
      await sql`CREATE VIRTUAL TABLE search_fts USING fts5(tokens, tokenize = 'unicode61 remove_diacritics 0')`.execute(
        db,
      );
      await sql`INSERT INTO search_fts (rowid, tokens) SELECT seq, tokens FROM search_documents WHERE tokens <> ''`.execute(
        db,
      );
    },

    async down(db: Kysely<unknown>): Promise<void> {
      // Back to one index per tenant: the generation that serves stays, the others go.
      const stale = sql`generation <> COALESCE((SELECT g.active FROM search_generations g WHERE g.tenant_id = search_documents.tenant_id), 0)`;
      await sql`DELETE FROM search_documents WHERE ${stale}`.execute(db);
      await db.schema.dropTable('search_generations').execute();
      if (kind === 'postgres') {
        await sql`ALTER TABLE search_documents DROP CONSTRAINT search_documents_ref_uq`.execute(db);
        await sql`ALTER TABLE search_documents DROP COLUMN generation`.execute(db);
        await sql`ALTER TABLE search_documents ADD CONSTRAINT search_documents_ref_uq UNIQUE (tenant_id, kind, ref_id)`.execute(
          db,
        );
        return;
      }
      await db.schema
        .createTable('search_documents_prev')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('ref_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('title', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('tokens', 'text', (c) => c.notNull())
        .addColumn('visible_from', t.timestamp)
        .addColumn('visible_until', t.timestamp)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('search_documents_ref_uq', ['tenant_id', 'kind', 'ref_id'])
        .execute();
      const columns = sql.raw(DOCUMENT_COLUMNS.join(', '));
      await sql`INSERT INTO search_documents_prev (${columns}) SELECT ${columns} FROM search_documents`.execute(db);
      await db.schema.dropTable('search_documents').execute();
      await db.schema.alterTable('search_documents_prev').renameTo('search_documents').execute();
      await sql`DROP TABLE search_fts`.execute(db);
      await sql`CREATE VIRTUAL TABLE search_fts USING fts5(tokens, doc_id UNINDEXED, tokenize = 'unicode61 remove_diacritics 0')`.execute(
        db,
      );
      await sql`INSERT INTO search_fts (tokens, doc_id) SELECT tokens, id FROM search_documents WHERE tokens <> ''`.execute(
        db,
      );
    },
  };
}
