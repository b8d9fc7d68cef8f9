import { sql, type Kysely } from 'kysely';
import { newId } from '../../shared/ids.js';
import type { DbKind } from '../database.js';
import type { MoneyLedgerTable } from '../schema/economy.js';
import { columnTypes } from './column-types.js';

/**
 * The points economy's foundation (docs/decisions/0011-money-ledger.md):
 *
 * - `money_ledger`: one append-only row per change of a member's money, written in the same transaction as
 *   `users.money_cents` (whose CHECK keeps it ≥ 0). `balance_cents` is the balance right after the row, so
 *   the balance always equals the sum of the member's rows. A unique (tenant, user, idempotency key) makes a
 *   retried request change nothing twice (NULL keys do not collide on either engine). Triggers refuse any
 *   UPDATE or DELETE, so history cannot be rewritten by a stray query.
 * - `sign_ins`: one row per member and calendar day (`TIME_ZONE`), unique, so concurrent sign-ins on the
 *   same day cannot both succeed.
 * - `levels`: each tenant's level table (the seed writes the default ten; staff edit it).
 *
 * Members who already had money get one `opening` row each, so the ledger and the balances agree from the
 * start.
 */
export function economy(kind: DbKind) {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('money_ledger')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('balance_cents', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'varchar(32)', (c) => c.notNull())
        .addColumn('reference', 'varchar(64)')
        .addColumn('remark', 'varchar(500)')
        .addColumn('idempotency_key', 'varchar(100)')
        .addColumn('actor_id', 'varchar(64)')
        .addColumn('actor_name', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('money_ledger_amount_ck', sql`amount_cents <> 0`)
        .addCheckConstraint('money_ledger_balance_ck', sql`balance_cents >= 0`)
        .addUniqueConstraint('money_ledger_idempotency_uq', ['tenant_id', 'user_id', 'idempotency_key'])
        .execute();
      await db.schema
        .createIndex('money_ledger_user_idx')
        .on('money_ledger')
        .columns(['tenant_id', 'user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('money_ledger_created_idx')
        .on('money_ledger')
        .columns(['tenant_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('money_ledger_reference_idx')
        .on('money_ledger')
        .columns(['tenant_id', 'reference'])
        .execute();

      if (kind === 'postgres') {
        await sql`
          create function money_ledger_append_only() returns trigger language plpgsql as $$
          begin
            raise exception 'money_ledger is append-only';
          end
          $$`.execute(db);
        await sql`
          create trigger money_ledger_append_only before update or delete on money_ledger
          for each row execute function money_ledger_append_only()`.execute(db);
      } else {
        await sql`
          create trigger money_ledger_no_update before update on money_ledger
          begin select raise(abort, 'money_ledger is append-only'); end`.execute(db);
        await sql`
          create trigger money_ledger_no_delete before delete on money_ledger
          begin select raise(abort, 'money_ledger is append-only'); end`.execute(db);
      }

      await db.schema
        .createTable('sign_ins')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
        .addColumn('sign_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('continuous_number', 'integer', (c) => c.notNull())
        .addColumn('value_cents', 'bigint', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('sign_ins_continuous_ck', sql`continuous_number >= 1`)
        .addCheckConstraint('sign_ins_value_ck', sql`value_cents > 0`)
        .addUniqueConstraint('sign_ins_user_date_uq', ['tenant_id', 'user_id', 'sign_date'])
        .execute();

      await db.schema
        .createTable('levels')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
        .addColumn('current_level', 'integer', (c) => c.notNull())
        .addColumn('min_experience', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('nick', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('logo', 'varchar(64)')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addCheckConstraint('levels_level_ck', sql`current_level >= 1`)
        .addCheckConstraint('levels_min_experience_ck', sql`min_experience >= 0`)
        .addUniqueConstraint('levels_tenant_level_uq', ['tenant_id', 'current_level'])
        .execute();

      // Balances that predate the ledger become its first rows.
      const holders = await sql<{ id: string; tenant_id: string; money_cents: number | string }>`
        select id, tenant_id, money_cents from users where money_cents <> 0`.execute(db);
      const at = new Date().toISOString();
      for (let i = 0; i < holders.rows.length; i += 200) {
        const rows = holders.rows.slice(i, i + 200).map((u) => ({
          id: newId(),
          tenant_id: u.tenant_id,
          user_id: u.id,
          amount_cents: Number(u.money_cents),
          balance_cents: Number(u.money_cents),
          reason: 'opening',
          reference: null,
          remark: null,
          idempotency_key: null,
          actor_id: null,
          actor_name: null,
          created_at: at,
        }));
        await db.withTables<{ money_ledger: MoneyLedgerTable }>().insertInto('money_ledger').values(rows).execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('levels').execute();
      await db.schema.dropTable('sign_ins').execute();
      await db.schema.dropTable('money_ledger').execute();
      if (kind === 'postgres') await sql`drop function if exists money_ledger_append_only()`.execute(db);
    },
  };
}
