import type { BankCardState } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, isoOrNull, num } from '../../shared/values.js';
import type { Selectable } from 'kysely';
import type { BankCardsTable, BankRatesTable } from '../../db/schema/activity.js';

export interface BankCardRecord {
  id: string;
  tenantId: string;
  userId: string;
  storageCents: number;
  maxStorageCents: number;
  state: BankCardState;
  lastDepositAt: string | null;
  lastDrawAt: string | null;
  lastDrawEarly: boolean | null;
  fulltermAt: string | null;
  createdAt: string;
}

export interface RateRecord {
  id: string;
  tenantId: string;
  /** The hour the rate holds from (ISO, on the hour). */
  hour: string;
  /** The multiplier in ten-thousandths. */
  valueBp: number;
  isFluctuate: boolean;
  createdAt: string;
}

/** The columns cardColumns selects. */
type CardRow = Omit<Selectable<BankCardsTable>, 'updated_at'>;

type RateRow = Selectable<BankRatesTable>;

const cardColumns = [
  'id',
  'tenant_id',
  'user_id',
  'storage_cents',
  'max_storage_cents',
  'state',
  'last_deposit_at',
  'last_draw_at',
  'last_draw_early',
  'fullterm_at',
  'created_at',
] as const;

function toCard(r: CardRow): BankCardRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    userId: r.user_id,
    storageCents: num(r.storage_cents),
    maxStorageCents: num(r.max_storage_cents),
    state: r.state as BankCardState,
    lastDepositAt: isoOrNull(r.last_deposit_at),
    lastDrawAt: isoOrNull(r.last_draw_at),
    lastDrawEarly: r.last_draw_early === null ? null : bool(r.last_draw_early),
    fulltermAt: isoOrNull(r.fullterm_at),
    createdAt: iso(r.created_at),
  };
}

function toRate(r: RateRow): RateRecord {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    hour: iso(r.rate_hour),
    valueBp: num(r.value_bp),
    isFluctuate: bool(r.is_fluctuate),
    createdAt: iso(r.created_at),
  };
}

/** Bank cards (their state moves only with a guarded update) and the hourly rates. */
export function createBankRepository(db: Db) {
  return {
    async cards(tenantId: string, userId: string, tx?: Tx | null): Promise<BankCardRecord[]> {
      const rows = await onTx(db, tx)
        .selectFrom('bank_cards')
        .select(cardColumns)
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toCard);
    },

    async card(tenantId: string, id: string, tx?: Tx | null): Promise<BankCardRecord | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('bank_cards')
        .select(cardColumns)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toCard(row);
    },

    async insertCards(tx: Tx, cards: readonly BankCardRecord[]): Promise<void> {
      if (cards.length === 0) return;
      await onTx(db, tx)
        .insertInto('bank_cards')
        .values(
          cards.map((c) => ({
            id: c.id,
            tenant_id: c.tenantId,
            user_id: c.userId,
            storage_cents: c.storageCents,
            max_storage_cents: c.maxStorageCents,
            state: c.state,
            last_deposit_at: c.lastDepositAt,
            last_draw_at: c.lastDrawAt,
            last_draw_early: c.lastDrawEarly,
            fullterm_at: c.fulltermAt,
            created_at: c.createdAt,
            updated_at: c.createdAt,
          })),
        )
        .execute();
    },

    /** Idle → deposited; answers false when the card was not idle (nothing changed). */
    async markDeposited(
      tx: Tx,
      tenantId: string,
      id: string,
      cents: number,
      at: string,
      fulltermAt: string,
    ): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('bank_cards')
        .set({ state: 'Wait', storage_cents: cents, last_deposit_at: at, fullterm_at: fulltermAt, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('state', '=', 'Unused')
        .executeTakeFirst();
      return num(result.numUpdatedRows) === 1;
    },

    /** Deposited → idle; answers false when the card held no deposit (nothing changed). */
    async markDrawn(tx: Tx, tenantId: string, id: string, at: string, early: boolean): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('bank_cards')
        .set({
          state: 'Unused',
          storage_cents: 0,
          fullterm_at: null,
          last_draw_at: at,
          last_draw_early: early,
          updated_at: at,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('state', '=', 'Wait')
        .executeTakeFirst();
      return num(result.numUpdatedRows) === 1;
    },

    // ----- rates ---------------------------------------------------------------------------------------

    async tenantIds(): Promise<string[]> {
      return (await db.selectFrom('tenants').select('id').execute()).map((r) => r.id);
    },

    /** The newest rate that holds at `at` (any time when `at` is not given). */
    async latestRate(tenantId: string, at?: string, tx?: Tx | null): Promise<RateRecord | undefined> {
      let q = onTx(db, tx).selectFrom('bank_rates').selectAll().where('tenant_id', '=', tenantId);
      if (at) q = q.where('rate_hour', '<=', at);
      const row = await q.orderBy('rate_hour', 'desc').limit(1).executeTakeFirst();
      return row && toRate(row);
    },

    async rateAt(tenantId: string, hour: string): Promise<RateRecord | undefined> {
      const row = await db
        .selectFrom('bank_rates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('rate_hour', '=', hour)
        .executeTakeFirst();
      return row && toRate(row);
    },

    /** The latest `limit` rates holding at `at`, oldest first. */
    async history(tenantId: string, at: string, limit: number): Promise<RateRecord[]> {
      const rows = await db
        .selectFrom('bank_rates')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('rate_hour', '<=', at)
        .orderBy('rate_hour', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse().map(toRate);
    },

    /**
     * Stores the hour's rate unless one is stored already: the unique (tenant, hour) lets whichever
     * instance gets there first win, and the others keep it. Answers whether this call stored it.
     */
    async insertRateIfAbsent(r: RateRecord): Promise<boolean> {
      const result = await db
        .insertInto('bank_rates')
        .values({
          id: r.id,
          tenant_id: r.tenantId,
          rate_hour: r.hour,
          value_bp: r.valueBp,
          is_fluctuate: r.isFluctuate,
          created_at: r.createdAt,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'rate_hour']).doNothing())
        .executeTakeFirst();
      return num(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
export type BankRepository = ReturnType<typeof createBankRepository>;
