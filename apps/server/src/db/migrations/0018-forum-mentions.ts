import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Mentions (docs/decisions/0032-mentions.md): forum_mentions holds one row per item (a topic, an article or a
 * comment) and member that item's author was allowed to notify of a mention. The primary key makes "once per
 * item" hold however often the item is edited; the rows of an item are also what its cap counts. Who is
 * linked on the page is not stored: links are resolved when the item is rendered.
 */
export function forumMentions(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_mentions')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('item_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('author_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_mentions_pk', ['item_type', 'item_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('forum_mentions').execute();
    },
  };
}
