import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Forum lists that cost the same at 60 topics and at 100,000 (docs/performance.md):
 * - forum_topic_counts: kept topic counts, one row per board and topic state (visibility, hidden, deleted),
 *   moved by the forum repository in the same transaction as the topic write that changes the state. List
 *   totals and the boards' public counts are sums of these rows instead of counts over every topic.
 * - forum_discusses.root_count: the topic's root comments as its comment list shows them (live ones and
 *   deleted ones that still carry replies), kept by the comment writes, for the comment list's total.
 * - indexes for the "hot" (most viewed) and "recommended" (most liked) tabs, over all boards and per board,
 *   so the first page is read in order instead of sorting every topic (the home page asks for the hot ones).
 * Existing topics and comments are counted once here.
 */
export function forumListsAtScale(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_topic_counts')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('plate_id', 'varchar(64)', (c) => c.notNull().references('forum_plates.id').onDelete('cascade'))
        .addColumn('visibility', 'varchar(16)', (c) => c.notNull())
        .addColumn('is_hidden', t.boolean, (c) => c.notNull())
        .addColumn('is_deleted', t.boolean, (c) => c.notNull())
        .addColumn('n', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`n >= 0`),
        )
        .addPrimaryKeyConstraint('forum_topic_counts_pk', ['plate_id', 'visibility', 'is_hidden', 'is_deleted'])
        .execute();
      await db.schema
        .createIndex('forum_topic_counts_tenant_idx')
        .on('forum_topic_counts')
        .column('tenant_id')
        .execute();
      await sql`
        INSERT INTO forum_topic_counts (tenant_id, plate_id, visibility, is_hidden, is_deleted, n)
        SELECT tenant_id, plate_id, visibility, is_hidden, deleted_at IS NOT NULL, count(*)
        FROM forum_discusses
        GROUP BY tenant_id, plate_id, visibility, is_hidden, deleted_at IS NOT NULL
      `.execute(db);

      await db.schema
        .alterTable('forum_discusses')
        .addColumn('root_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        UPDATE forum_discusses SET root_count = (
          SELECT count(*) FROM forum_comments c
          WHERE c.tenant_id = forum_discusses.tenant_id AND c.discuss_id = forum_discusses.id
            AND c.root_id IS NULL AND (c.deleted_at IS NULL OR c.reply_count > 0)
        )
      `.execute(db);

      for (const [name, columns] of [
        ['forum_discusses_hot_idx', ['tenant_id', 'is_pinned', 'order_num', 'view_count']],
        ['forum_discusses_plate_hot_idx', ['tenant_id', 'plate_id', 'is_pinned', 'order_num', 'view_count']],
        ['forum_discusses_liked_idx', ['tenant_id', 'is_pinned', 'order_num', 'like_count']],
        ['forum_discusses_plate_liked_idx', ['tenant_id', 'plate_id', 'is_pinned', 'order_num', 'like_count']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('forum_discusses')
          .columns([...columns])
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const name of [
        'forum_discusses_hot_idx',
        'forum_discusses_plate_hot_idx',
        'forum_discusses_liked_idx',
        'forum_discusses_plate_liked_idx',
      ]) {
        await db.schema.dropIndex(name).ifExists().execute();
      }
      await db.schema.alterTable('forum_discusses').dropColumn('root_count').execute();
      await db.schema.dropTable('forum_topic_counts').ifExists().execute();
    },
  };
}
