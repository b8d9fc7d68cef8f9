import type { Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Following and notification settings (docs/decisions/0034-following-and-notice-settings.md).
 *
 * - forum_watches: a member's level on a topic or a board (watching / normal / muted), one row per member and
 *   item; the index by item is what a new comment's fan-out reads.
 * - notice_settings: which event groups raise a member's notices, whether they watch their own and replied
 *   topics by default, and their own daily limit. No row: everything on, the site's limit.
 * - notice_days: how many limited notices a member was given on a calendar day (the daily limit's counter).
 * - notices.group_key / group_count: a grouped notice ("3 new replies in …") carries its group while unread;
 *   the unique index makes "one unread notice per member and group" hold under concurrent writers (reading the
 *   notice clears its key, so the next reply starts a new group). NULL keys never collide on either engine.
 */
export function followingAndNoticeSettings(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_watches')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('level', 'varchar(16)', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_watches_pk', ['user_id', 'target_type', 'target_id'])
        .execute();
      await db.schema
        .createIndex('forum_watches_target_idx')
        .on('forum_watches')
        .columns(['tenant_id', 'target_type', 'target_id', 'level'])
        .execute();
      await db.schema
        .createIndex('forum_watches_member_idx')
        .on('forum_watches')
        .columns(['tenant_id', 'user_id', 'updated_at'])
        .execute();

      await db.schema
        .createTable('notice_settings')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('replies', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('mentions', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('watching', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('likes', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('solved', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('tasks', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('watch_own_topics', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('watch_replied_topics', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('daily_limit', 'integer')
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('notice_days')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('notice_days_pk', ['user_id', 'day'])
        .execute();

      await db.schema.alterTable('notices').addColumn('group_key', 'varchar(100)').execute();
      await db.schema
        .alterTable('notices')
        .addColumn('group_count', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('notices_open_group_uq')
        .on('notices')
        .columns(['tenant_id', 'user_id', 'group_key'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('notices_open_group_uq').execute();
      await db.schema.alterTable('notices').dropColumn('group_count').execute();
      await db.schema.alterTable('notices').dropColumn('group_key').execute();
      await db.schema.dropTable('notice_days').execute();
      await db.schema.dropTable('notice_settings').execute();
      await db.schema.dropIndex('forum_watches_member_idx').execute();
      await db.schema.dropIndex('forum_watches_target_idx').execute();
      await db.schema.dropTable('forum_watches').execute();
    },
  };
}
