import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * The community forum (docs/product.md#community-forum). Indexes follow the read paths: a board's list (pinned first), a topic's
 * root comments newest/oldest first and the replies under a root, a member's topics and comments.
 */
export function forum(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('forum_plates')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('logo', 'varchar(64)')
        .addColumn('introduction', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_posting_disabled', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('forum_plates_tenant_code_uq', ['tenant_id', 'code'])
        .execute();

      await db.schema
        .createTable('forum_discusses')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('plate_id', 'varchar(64)', (c) => c.notNull().references('forum_plates.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('title', 'varchar(64)', (c) => c.notNull())
        .addColumn('introduction', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('cover', 'varchar(64)')
        .addColumn('tags', 'varchar(500)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('color', 'varchar(16)')
        .addColumn('visibility', 'varchar(16)', (c) =>
          c
            .notNull()
            .defaultTo('public')
            .check(sql`visibility in ('public', 'self', 'users', 'roles')`),
        )
        .addColumn('is_hidden', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('hidden_reason', 'varchar(500)')
        .addColumn('is_pinned', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comments_disabled', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('like_count', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`like_count >= 0`),
        )
        .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comment_count', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`comment_count >= 0`),
        )
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('deleted_at', t.timestamp)
        .execute();
      // A title is unique per board among live topics; a deleted topic frees its title.
      await db.schema
        .createIndex('forum_discusses_plate_title_uq')
        .on('forum_discusses')
        .columns(['tenant_id', 'plate_id', 'title'])
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('forum_discusses_plate_list_idx')
        .on('forum_discusses')
        .columns(['tenant_id', 'plate_id', 'is_pinned', 'order_num', 'created_at'])
        .execute();
      await db.schema
        .createIndex('forum_discusses_list_idx')
        .on('forum_discusses')
        .columns(['tenant_id', 'is_pinned', 'order_num', 'created_at'])
        .execute();
      await db.schema
        .createIndex('forum_discusses_user_idx')
        .on('forum_discusses')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('forum_discuss_grants')
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('user', 'role')`))
        .addColumn('value', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_discuss_grants_pk', ['discuss_id', 'kind', 'value'])
        .execute();

      await db.schema
        .createTable('forum_articles')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('parent_id', 'varchar(64)', (c) => c.references('forum_articles.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('forum_articles_discuss_idx')
        .on('forum_articles')
        .columns(['tenant_id', 'discuss_id', 'parent_id', 'order_num'])
        .execute();

      await db.schema
        .createTable('forum_comments')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('root_id', 'varchar(64)')
        .addColumn('parent_id', 'varchar(64)')
        .addColumn('reply_to_user_id', 'varchar(64)')
        .addColumn('content', 'varchar(4000)', (c) => c.notNull())
        .addColumn('like_count', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`like_count >= 0`),
        )
        .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_hidden', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
        .addColumn('hidden_reason', 'varchar(500)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('deleted_at', t.timestamp)
        .execute();
      // Root comments of a topic in time order: the first page of a 10,000-comment topic. A partial index
      // (root_id is null) so that both planners read it already in created_at order, with no sort step.
      await db.schema
        .createIndex('forum_comments_roots_idx')
        .on('forum_comments')
        .columns(['tenant_id', 'discuss_id', 'created_at', 'id'])
        .where(sql.ref('root_id'), 'is', null)
        .execute();
      // Replies under a root, oldest first. Partial (replies only) so it never competes for the roots query.
      await db.schema
        .createIndex('forum_comments_replies_idx')
        .on('forum_comments')
        .columns(['tenant_id', 'root_id', 'created_at', 'id'])
        .where(sql.ref('root_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('forum_comments_user_idx')
        .on('forum_comments')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('forum_agrees')
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_agrees_pk', ['discuss_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('forum_agrees_user_idx')
        .on('forum_agrees')
        .columns(['tenant_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('forum_comment_likes')
        .addColumn('comment_id', 'varchar(64)', (c) => c.notNull().references('forum_comments.id').onDelete('cascade'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_comment_likes_pk', ['comment_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('forum_drafts')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('editor_key', 'varchar(128)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('forum_drafts_user_key_uq', ['tenant_id', 'user_id', 'editor_key'])
        .execute();

      await db.schema
        .createTable('forum_revisions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(64)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('editor_id', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('forum_revisions_target_idx')
        .on('forum_revisions')
        .columns(['tenant_id', 'target_type', 'target_id', 'revision'])
        .execute();

      await db.schema
        .createTable('forum_reports')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('target_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('reporter_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('reason', 'varchar(32)', (c) => c.notNull())
        .addColumn('detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
        .addColumn('resolver_id', 'varchar(64)')
        .addColumn('resolution_note', 'varchar(500)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('resolved_at', t.timestamp)
        .addUniqueConstraint('forum_reports_once_uq', ['tenant_id', 'target_type', 'target_id', 'reporter_id'])
        .execute();
      await db.schema
        .createIndex('forum_reports_queue_idx')
        .on('forum_reports')
        .columns(['tenant_id', 'status', 'created_at'])
        .execute();

      await db.schema
        .createTable('forum_views')
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('viewer_key', 'varchar(80)', (c) => c.notNull())
        .addColumn('hour_bucket', 'integer', (c) => c.notNull())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_views_pk', ['discuss_id', 'viewer_key', 'hour_bucket'])
        .execute();
      await db.schema.createIndex('forum_views_bucket_idx').on('forum_views').columns(['hour_bucket']).execute();

      await db.schema
        .createTable('forum_tops')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('discuss_id', 'varchar(64)', (c) => c.notNull().references('forum_discusses.id').onDelete('cascade'))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('forum_tops_pk', ['tenant_id', 'discuss_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'forum_tops',
        'forum_views',
        'forum_reports',
        'forum_revisions',
        'forum_drafts',
        'forum_comment_likes',
        'forum_agrees',
        'forum_comments',
        'forum_articles',
        'forum_discuss_grants',
        'forum_discusses',
        'forum_plates',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
