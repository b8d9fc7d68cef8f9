import type { LedgerReason } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db, DbKind } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, num } from '../../shared/values.js';
import type { Selectable } from 'kysely';
import type { MoneyLedgerTable } from '../../db/schema/economy.js';

/** One ledger row as the wallet works with it (amounts in cents). */
export interface LedgerRecord {
  id: string;
  tenantId: string;
  userId: string;
  amountCents: number;
  balanceCents: number;
  reason: LedgerReason;
  reference: string | null;
  remark: string | null;
  idempotencyKey: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface LedgerListRecord extends LedgerRecord {
  userName: string;
  nick: string;
}

export interface LedgerFilter {
  userId?: string | undefined;
  userName?: string | undefined;
  reason?: LedgerReason | undefined;
  /** Instants bounding the creation time: from inclusive, to exclusive (ISO). */
  from?: string | undefined;
  to?: string | undefined;
  skip: number;
  take: number;
}

type LedgerRow = Selectable<MoneyLedgerTable>;

function toRecord(r: LedgerRow): LedgerRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    amountCents: num(r.amount_cents),
    balanceCents: num(r.balance_cents),
    reason: r.reason as LedgerReason,
    reference: r.reference,
    remark: r.remark,
    idempotencyKey: r.idempotency_key,
    actorId: r.actor_id,
    actorName: r.actor_name,
    createdAt: iso(r.created_at),
  };
}

const ledgerColumns = [
  'money_ledger.id',
  'money_ledger.tenant_id',
  'money_ledger.user_id',
  'money_ledger.amount_cents',
  'money_ledger.balance_cents',
  'money_ledger.reason',
  'money_ledger.reference',
  'money_ledger.remark',
  'money_ledger.idempotency_key',
  'money_ledger.actor_id',
  'money_ledger.actor_name',
  'money_ledger.created_at',
] as const;

/**
 * The money ledger and the balance column it moves. Every write takes the transaction it belongs to: the
 * wallet service is the only caller, and it always writes the row and the balance together.
 */
export function createWalletRepository(db: Db, kind: DbKind) {
  return {
    /**
     * Locks the member's row until the transaction ends and answers the balance (undefined for an unknown
     * member). On PostgreSQL `FOR UPDATE` queues every other money change of the member behind this one;
     * SQLite runs one write transaction at a time, so it needs no lock.
     */
    async lockBalance(tx: Tx, tenantId: string, userId: string): Promise<number | undefined> {
      const query = onTx(db, tx)
        .selectFrom('users')
        .select('money_cents')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId);
      const row = await (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
      return row ? num(row.money_cents) : undefined;
    },

    async balance(tenantId: string, userId: string, tx?: Tx | null): Promise<number | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('users')
        .select('money_cents')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? num(row.money_cents) : undefined;
    },

    async member(
      tenantId: string,
      userId: string,
      tx?: Tx | null,
    ): Promise<{ userName: string; nick: string } | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('users')
        .select(['user_name', 'nick'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && { userName: row.user_name, nick: row.nick };
    },

    async findByKey(tx: Tx | null, tenantId: string, userId: string, key: string): Promise<LedgerRecord | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('money_ledger')
        .select(ledgerColumns)
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /**
     * `money = money + delta` only when the result stays ≥ 0 (the CHECK on users.money_cents is the last
     * guard). Answers the new balance, or undefined when the member cannot afford it.
     */
    async addToBalance(tx: Tx, tenantId: string, userId: string, deltaCents: number): Promise<number | undefined> {
      const row = await onTx(db, tx)
        .updateTable('users')
        .set({ money_cents: sql<number>`money_cents + ${deltaCents}` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .where(sql<number>`money_cents + ${deltaCents}`, '>=', 0)
        .returning('money_cents')
        .executeTakeFirst();
      return row ? num(row.money_cents) : undefined;
    },

    async insert(tx: Tx, r: LedgerRecord): Promise<void> {
      await onTx(db, tx)
        .insertInto('money_ledger')
        .values({
          id: r.id,
          tenant_id: r.tenantId,
          user_id: r.userId,
          amount_cents: r.amountCents,
          balance_cents: r.balanceCents,
          reason: r.reason,
          reference: r.reference,
          remark: r.remark,
          idempotency_key: r.idempotencyKey,
          actor_id: r.actorId,
          actor_name: r.actorName,
          created_at: r.createdAt,
        })
        .execute();
    },

    /** A page of rows, newest first, with the member's names and the sum of every row the filter selects. */
    async list(
      tenantId: string,
      f: LedgerFilter,
    ): Promise<{ items: LedgerListRecord[]; totalCount: number; sumCents: number }> {
      let base = db
        .selectFrom('money_ledger')
        .innerJoin('users', 'users.id', 'money_ledger.user_id')
        .where('money_ledger.tenant_id', '=', tenantId);
      if (f.userId) base = base.where('money_ledger.user_id', '=', f.userId);
      if (f.userName) base = base.where('users.user_name_key', '=', f.userName.toLowerCase());
      if (f.reason) base = base.where('money_ledger.reason', '=', f.reason);
      if (f.from) base = base.where('money_ledger.created_at', '>=', f.from);
      if (f.to) base = base.where('money_ledger.created_at', '<', f.to);
      const [rows, totals] = await Promise.all([
        base
          .select([...ledgerColumns, 'users.user_name', 'users.nick'])
          .orderBy('money_ledger.created_at', 'desc')
          // UUIDv7 ids grow with time: a stable order among rows of the same millisecond.
          .orderBy('money_ledger.id', 'desc')
          .offset(f.skip)
          .limit(f.take)
          .execute(),
        base
          .select((eb) => [
            eb.fn.countAll().as('n'),
            eb.fn.coalesce(eb.fn.sum('money_ledger.amount_cents'), sql<number>`0`).as('total'),
          ])
          .executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({ ...toRecord(r), userName: r.user_name, nick: r.nick })),
        totalCount: num(totals?.n ?? 0),
        sumCents: num(totals?.total ?? 0),
      };
    },

    /**
     * Every member of the tenant whose balance differs from the sum of their ledger rows (the first `limit`),
     * and how many members were compared and differ. One grouped scan of the ledger.
     */
    async mismatches(
      tenantId: string,
      limit: number,
    ): Promise<{
      members: number;
      count: number;
      items: Array<{ userId: string; userName: string; balanceCents: number; ledgerCents: number }>;
    }> {
      const sums = db
        .selectFrom('money_ledger')
        .select(['user_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')])
        .where('tenant_id', '=', tenantId)
        .groupBy('user_id')
        .as('l');
      const differing = db
        .selectFrom('users')
        .leftJoin(sums, 'l.user_id', 'users.id')
        .where('users.tenant_id', '=', tenantId)
        .where(sql<boolean>`users.money_cents <> coalesce(l.total, 0)`);
      const [members, count, rows] = await Promise.all([
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst(),
        differing.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
        differing
          .select(['users.id', 'users.user_name', 'users.money_cents', sql<number>`coalesce(l.total, 0)`.as('total')])
          .orderBy('users.id')
          .limit(limit)
          .execute(),
      ]);
      return {
        members: num(members?.n ?? 0),
        count: num(count?.n ?? 0),
        items: rows.map((r) => ({
          userId: r.id,
          userName: r.user_name,
          balanceCents: num(r.money_cents),
          ledgerCents: num(r.total),
        })),
      };
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
