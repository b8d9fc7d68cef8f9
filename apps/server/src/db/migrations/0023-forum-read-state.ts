import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Unread and new (docs/decisions/0035-unread-and-new.md):
 * - forum_topic_reads: one row per member and topic they opened, with the newest comment they had read
 *   (its time and id: the position in the topic's comment order). The primary key (user_id, discuss_id) is
 *   what a list page's question looks up for its twenty topic ids.
 * - forum_board_reads: "mark all read" — one row per member and board ('' for every board) with the time it
 *   was marked; everything created before it counts as read. One row, whatever the board holds.
 * - forum_comments_topic_time_idx: every comment of a topic (roots and replies) in time order, so counting a
 *   topic's comments after a read mark, and finding the first of them, is a range of one index.
 */
export function forumReadState(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_topic_reads')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('last_comment_at', t.timestamp)
        .addColumn('last_comment_id', 'varchar(64)')
        .addColumn('read_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_topic_reads_pk', ['user_id', 'discuss_id'])
        .execute();
      await db.schema
        .createTable('forum_board_reads')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // No foreign key: '' stands for every board.
        .addColumn('plate_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('read_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_board_reads_pk', ['user_id', 'plate_id'])
        .execute();
      await db.schema
        .createIndex('forum_comments_topic_time_idx')
        .on('forum_comments')
        .columns(['tenant_id', 'discuss_id', 'created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('forum_comments_topic_time_idx').execute();
      await db.schema.dropTable('forum_board_reads').execute();
      await db.schema.dropTable('forum_topic_reads').execute();
    },
  };
}
