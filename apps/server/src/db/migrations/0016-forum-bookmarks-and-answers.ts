import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Bookmarks and solved questions (docs/decisions/0026-bookmarks-and-solved-answers.md):
 * - forum_bookmarks: one row per member and bookmarked topic or comment, listed newest first on the member's
 *   own profile. `discuss_id` is the topic the item belongs to, so the list can leave out what the member may
 *   no longer read with the topic's visibility rule.
 * - forum_plates.is_question_board: a staff flag; in such a board a topic's author or staff mark one comment
 *   as the answer.
 * - forum_discusses.solved_comment_id: the marked answer. answer_paid_user_id / answer_paid_cents: who holds
 *   the answer reward for the topic and how much, so moving or clearing the mark reverses exactly what was
 *   paid, once. A partial index finds the topics whose answer is one of a page's comments.
 */
export function forumBookmarksAndAnswers(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_bookmarks')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_bookmarks_pk', ['user_id', 'target_type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('forum_bookmarks_member_idx')
        .on('forum_bookmarks')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();
      await db.schema
        .alterTable('forum_plates')
        .addColumn('is_question_board', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .execute();
      await db.schema.alterTable('forum_discusses').addColumn('solved_comment_id', 'varchar(64)').execute();
      await db.schema.alterTable('forum_discusses').addColumn('answer_paid_user_id', 'varchar(64)').execute();
      await db.schema
        .alterTable('forum_discusses')
        .addColumn('answer_paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Comment lists ask which of their comments are an accepted answer: a small index of the answered topics
      // keeps that a lookup however many topics there are.
      await db.schema
        .createIndex('forum_discusses_solved_idx')
        .on('forum_discusses')
        .column('solved_comment_id')
        .where(sql.ref('solved_comment_id'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('forum_discusses_solved_idx').execute();
      await db.schema.alterTable('forum_discusses').dropColumn('answer_paid_cents').execute();
      await db.schema.alterTable('forum_discusses').dropColumn('answer_paid_user_id').execute();
      await db.schema.alterTable('forum_discusses').dropColumn('solved_comment_id').execute();
      await db.schema.alterTable('forum_plates').dropColumn('is_question_board').execute();
      await db.schema.dropTable('forum_bookmarks').execute();
    },
  };
}
