import { sql, type Kysely } from 'kysely';
import type { DbKind } from '../database.js';
import { columnTypes } from './column-types.js';

/**
 * Tasks, lucky draws and the bank (docs/product.md#activities-and-points), all built on the wallet of
 * migration 0008:
 *
 * - `task_definitions`: what staff define (soft-deleted, since accepted tasks point at them); a novice task
 *   names its predecessor explicitly.
 * - `member_tasks`: a member's accepted task with its own copy of the definition. `period_key` is the day
 *   (`D:2025-03-10`), the week's Monday (`W:2025-03-10`) or `N` for novice tasks; the unique (member,
 *   definition, period) makes a second accept in the same period impossible even under concurrency.
 *   Progress is not stored: it is counted from the facts below, so a step cannot be lost or counted twice.
 * - `profile_changes`: one row per nick or avatar change, written in the same transaction as the change, so
 *   tasks can count them like topics, comments and likes.
 * - `draw_games`, `draws`: each game's cost and prize table, and one row per draw (unique per member and
 *   Idempotency-Key, so a retried click cannot draw twice).
 * - `bank_cards`, `bank_rates`: the cards and the hourly rate, unique per hour so that several instances
 *   racing to write the same hour store exactly one value.
 */
export function tasksDrawsBank(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('task_definitions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('remarks', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('assignment_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('requirement_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('total_steps', 'integer', (c) => c.notNull())
        .addColumn('reward_cents', 'bigint', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pre_definition_id', 'varchar(64)', (c) => c.references('task_definitions.id'))
        .addColumn('is_enabled', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('deleted_at', t.timestamp)
        .addCheckConstraint('task_definitions_steps_ck', sql`total_steps >= 1`)
        .addCheckConstraint('task_definitions_reward_ck', sql`reward_cents > 0`)
        .execute();
      await db.schema
        .createIndex('task_definitions_order_idx')
        .on('task_definitions')
        .columns(['tenant_id', 'order_num'])
        .execute();

      await db.schema
        .createTable('member_tasks')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('definition_id', 'varchar(64)', (c) => c.notNull().references('task_definitions.id'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('remarks', 'varchar(500)', (c) => c.notNull())
        .addColumn('assignment_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('requirement_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('total_steps', 'integer', (c) => c.notNull())
        .addColumn('reward_cents', 'bigint', (c) => c.notNull())
        .addColumn('order_num', 'integer', (c) => c.notNull())
        .addColumn('period_key', 'varchar(16)', (c) => c.notNull())
        .addColumn('accepted_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp)
        .addColumn('completed_at', t.timestamp)
        .addColumn('claimed_at', t.timestamp)
        .addColumn('claim_key', 'varchar(100)')
        .addColumn('notified_at', t.timestamp)
        .addCheckConstraint('member_tasks_steps_ck', sql`total_steps >= 1`)
        .addCheckConstraint('member_tasks_reward_ck', sql`reward_cents > 0`)
        .addUniqueConstraint('member_tasks_period_uq', ['tenant_id', 'user_id', 'definition_id', 'period_key'])
        .execute();
      await db.schema
        .createIndex('member_tasks_user_idx')
        .on('member_tasks')
        .columns(['tenant_id', 'user_id', 'accepted_at'])
        .execute();

      await db.schema
        .createTable('profile_changes')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('value', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('profile_changes_kind_ck', sql`kind in ('nick', 'icon')`)
        .execute();
      await db.schema
        .createIndex('profile_changes_user_idx')
        .on('profile_changes')
        .columns(['tenant_id', 'user_id', 'kind', 'created_at'])
        .execute();
      // Tasks count a member's likes of comments by time; topics, comments and topic likes have such indexes.
      await db.schema
        .createIndex('forum_comment_likes_user_idx')
        .on('forum_comment_likes')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('draw_games')
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('cost_cents', 'bigint', (c) => c.notNull())
        .addColumn('is_enabled', t.boolean, (c) => c.notNull())
        .addColumn('prizes_json', 'text', (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('draw_games_pk', ['tenant_id', 'game'])
        .addCheckConstraint('draw_games_cost_ck', sql`cost_cents > 0`)
        .execute();

      await db.schema
        .createTable('draws')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('game', 'varchar(16)', (c) => c.notNull())
        .addColumn('prize_index', 'integer', (c) => c.notNull())
        .addColumn('slots_json', 'text')
        .addColumn('prize_json', 'text', (c) => c.notNull())
        .addColumn('cost_cents', 'bigint', (c) => c.notNull())
        .addColumn('prize_cents', 'bigint', (c) => c.notNull())
        .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('draws_amounts_ck', sql`cost_cents > 0 and prize_cents >= 0`)
        .addUniqueConstraint('draws_idempotency_uq', ['tenant_id', 'user_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('draws_user_idx')
        .on('draws')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('bank_cards')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('storage_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('max_storage_cents', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('last_deposit_at', t.timestamp)
        .addColumn('last_draw_at', t.timestamp)
        .addColumn('last_draw_early', t.boolean)
        .addColumn('fullterm_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('bank_cards_storage_ck', sql`storage_cents >= 0 and storage_cents <= max_storage_cents`)
        .addCheckConstraint('bank_cards_state_ck', sql`state in ('Unused', 'Wait')`)
        .execute();
      await db.schema
        .createIndex('bank_cards_user_idx')
        .on('bank_cards')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('bank_rates')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('rate_hour', t.timestamp, (c) => c.notNull())
        .addColumn('value_bp', 'integer', (c) => c.notNull())
        .addColumn('is_fluctuate', t.boolean, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('bank_rates_value_ck', sql`value_bp > 0`)
        .addUniqueConstraint('bank_rates_hour_uq', ['tenant_id', 'rate_hour'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('bank_rates').execute();
      await db.schema.dropTable('bank_cards').execute();
      await db.schema.dropTable('draws').execute();
      await db.schema.dropTable('draw_games').execute();
      await db.schema.dropIndex('forum_comment_likes_user_idx').execute();
      await db.schema.dropTable('profile_changes').execute();
      await db.schema.dropTable('member_tasks').execute();
      await db.schema.dropTable('task_definitions').execute();
    },
  };
}
