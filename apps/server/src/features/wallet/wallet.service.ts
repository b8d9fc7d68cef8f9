import {
  ActivityErrorCodes,
  LEDGER_MESSAGES,
  Permissions,
  fromCents,
  hasAny,
  toCents,
  type AdminLedgerEntry,
  type AdminLedgerQuery,
  type LedgerAdjustBody,
  type LedgerCheckResult,
  type LedgerEntry,
  type LedgerReason,
} from '@clearsight/contracts';
import type { z } from 'zod';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import { addDays, startOfDay } from '../../shared/calendar.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { newId } from '../../shared/ids.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import type { LedgerFilter, LedgerRecord, WalletRepository } from './wallet.repository.js';

export type { LedgerRecord } from './wallet.repository.js';
export type { Tx } from '../../shared/transaction.js';

/** No single change may exceed this many cents (far above any activity; keeps sums exact in doubles). */
const MAX_CHANGE_CENTS = 1_000_000_000;

/** One change of one member's money, as a service asks the wallet for it. */
export interface MoneyChange {
  tenantId: string;
  userId: string;
  /** Signed integer cents: positive credits, negative debits. Never 0. */
  amountCents: number;
  reason: LedgerReason;
  /** What the change belongs to (a sign-in, a draw, a card, a task…). */
  reference?: string | null;
  /** Free text kept on the row (a staff adjustment's reason). */
  remark?: string | null;
  /**
   * The request's `Idempotency-Key` (or, for a second row of the same request, a key derived from it such
   * as `${key}:prize`). When the member already has a row with this key, nothing changes and that row is
   * answered with `replayed: true`; a row with the key but another reason or amount is a 409.
   */
  idempotencyKey?: string | null;
  /** The staff member making an adjustment. */
  actor?: { id: string; userName: string } | null;
}

export interface MoneyChanged {
  entry: LedgerRecord;
  /** True when the key had already been used: `entry` is the first request's row and nothing changed now. */
  replayed: boolean;
}

export type LedgerQuery = z.infer<typeof AdminLedgerQuery>;

function toEntry(r: LedgerRecord): LedgerEntry {
  return {
    id: r.id,
    amount: fromCents(r.amountCents),
    balance: fromCents(r.balanceCents),
    reason: r.reason,
    reference: r.reference,
    remark: r.remark,
    creationTime: r.createdAt,
  };
}

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

function requirePermission(ctx: RequestContext, permission: string): SessionUser {
  const user = signedIn(ctx);
  if (!hasAny(user, { permissions: [permission] })) throw AppError.forbidden();
  return user;
}

const ledgerCheckKey = (tenantId: string) => `ledger:check:${tenantId}`;
/** Members listed in a check's answer; the count covers them all. */
const LEDGER_CHECK_LISTED = 100;
/** How long the health answer reports a check. */
const LEDGER_CHECK_KEPT_MS = 30 * 86_400_000;

export const insufficientMoney = () =>
  new AppError(409, ActivityErrorCodes.insufficientMoney, LEDGER_MESSAGES.insufficientMoney);

/**
 * The wallet: the one place that changes a member's money (docs/decisions/0011-money-ledger.md).
 *
 * Every change locks the member's balance row, checks the idempotency key, moves the balance with a guarded
 * update (`money + n >= 0`) and appends the ledger row with the balance after it, all in one transaction;
 * `money.changed` is emitted once that transaction commits. Another feature's service composes its own
 * writes with money changes by running them in one transaction:
 *
 * ```ts
 * await transactor.run(async (tx) => {
 *   await wallet.hold(tx, tenantId, userId);            // lock first: serialises the member's money
 *   const card = await bankRepo.card(tx, tenantId, cardId);
 *   const { replayed } = await wallet.change({ tenantId, userId, amountCents: -5000, reason: 'bank.deposit',
 *     reference: card.id, idempotencyKey }, tx);
 *   if (!replayed) await bankRepo.markDeposited(tx, card.id);
 * });
 * ```
 *
 * Inside the callback every query must take `tx` (decision 0018; the database guard refuses any other).
 */
export function createWalletService(deps: {
  repo: WalletRepository;
  transactor: Transactor;
  events: DomainEvents;
  audit: Audit;
  clock: Clock;
  timeZone: string;
  kv: KeyValueStore;
}) {
  const { repo, transactor, events, audit, clock, timeZone, kv } = deps;

  async function runLedgerCheck(tenantId: string): Promise<LedgerCheckResult> {
    const found = await repo.mismatches(tenantId, LEDGER_CHECK_LISTED);
    const result: LedgerCheckResult = {
      checkedAt: clock.now().toISOString(),
      members: found.members,
      mismatchCount: found.count,
      mismatches: found.items.map((m) => ({
        userId: m.userId,
        userName: m.userName,
        balance: fromCents(m.balanceCents),
        ledgerSum: fromCents(m.ledgerCents),
      })),
    };
    await kv.set(
      ledgerCheckKey(tenantId),
      JSON.stringify({ checkedAt: result.checkedAt, mismatchCount: result.mismatchCount }),
      LEDGER_CHECK_KEPT_MS,
    );
    return result;
  }

  async function change(input: MoneyChange, outer?: Tx | null): Promise<MoneyChanged> {
    const amount = input.amountCents;
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_CHANGE_CENTS) {
      throw new Error(`wallet: invalid amount ${amount} cents`);
    }
    return transactor.run(async (tx) => {
      const balance = await repo.lockBalance(tx, input.tenantId, input.userId);
      if (balance === undefined) throw AppError.notFound(LEDGER_MESSAGES.memberNotFound);
      const key = input.idempotencyKey ?? null;
      if (key) {
        const first = await repo.findByKey(tx, input.tenantId, input.userId, key);
        if (first) {
          if (first.reason !== input.reason || first.amountCents !== amount) {
            throw new AppError(409, ActivityErrorCodes.idempotencyKeyReused, LEDGER_MESSAGES.idempotencyKeyReused);
          }
          return { entry: first, replayed: true };
        }
      }
      const after = await repo.addToBalance(tx, input.tenantId, input.userId, amount);
      if (after === undefined) throw insufficientMoney();
      const entry: LedgerRecord = {
        id: newId(),
        tenantId: input.tenantId,
        userId: input.userId,
        amountCents: amount,
        balanceCents: after,
        reason: input.reason,
        reference: input.reference ?? null,
        remark: input.remark ?? null,
        idempotencyKey: key,
        actorId: input.actor?.id ?? null,
        actorName: input.actor?.userName ?? null,
        createdAt: clock.now().toISOString(),
      };
      try {
        await repo.insert(tx, entry);
      } catch (error) {
        // The row lock above makes this unreachable through the wallet; a writer that bypassed it loses.
        if (isUniqueViolation(error)) {
          throw new AppError(409, ActivityErrorCodes.idempotencyKeyReused, LEDGER_MESSAGES.idempotencyKeyReused);
        }
        throw error;
      }
      tx.afterCommit(() =>
        events.emit('money.changed', {
          tenantId: entry.tenantId,
          userId: entry.userId,
          amount: fromCents(entry.amountCents),
          balance: fromCents(entry.balanceCents),
          reason: entry.reason,
        }),
      );
      return { entry, replayed: false };
    }, outer);
  }

  function dateRange(query: { dateFrom?: string | undefined; dateTo?: string | undefined }) {
    if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
      throw AppError.field('dateTo', '结束日期不能早于开始日期');
    }
    return {
      from: query.dateFrom ? startOfDay(query.dateFrom, timeZone).toISOString() : undefined,
      to: query.dateTo ? startOfDay(addDays(query.dateTo, 1), timeZone).toISOString() : undefined,
    };
  }

  function filterOf(tenantQuery: LedgerQuery): LedgerFilter {
    return {
      userId: tenantQuery.userId,
      userName: tenantQuery.userName,
      reason: tenantQuery.reason,
      ...dateRange(tenantQuery),
      skip: tenantQuery.skipCount,
      take: tenantQuery.maxResultCount,
    };
  }

  return {
    /**
     * Locks the member's money until `tx` ends and answers the balance in cents (404 for an unknown
     * member). Call it first in a transaction that reads state of its own before changing money (a card's
     * state, a task's claim), so two requests of the same member cannot both pass the check.
     */
    async hold(tx: Tx, tenantId: string, userId: string): Promise<number> {
      const balance = await repo.lockBalance(tx, tenantId, userId);
      if (balance === undefined) throw AppError.notFound(LEDGER_MESSAGES.memberNotFound);
      return balance;
    },

    /** One change of money; in `tx` when given, in a transaction of its own otherwise. */
    change,

    /** `change` with a positive amount. */
    credit(input: Omit<MoneyChange, 'amountCents'> & { amountCents: number }, tx?: Tx | null) {
      if (input.amountCents <= 0) throw new Error('wallet.credit takes a positive amount');
      return change(input, tx);
    },

    /** `change` with the amount to take, given positive; 409 `InsufficientMoney` "钱钱不足" when it cannot. */
    debit(input: Omit<MoneyChange, 'amountCents'> & { amountCents: number }, tx?: Tx | null) {
      if (input.amountCents <= 0) throw new Error('wallet.debit takes a positive amount');
      return change({ ...input, amountCents: -input.amountCents }, tx);
    },

    /** The member's row for an idempotency key, if the key was used: a service answers a retry with it. */
    findByKey(tenantId: string, userId: string, key: string, tx?: Tx | null): Promise<LedgerRecord | undefined> {
      return repo.findByKey(tx ?? null, tenantId, userId, key);
    },

    /** The balance in cents (undefined for an unknown member). */
    balanceCents(tenantId: string, userId: string, tx?: Tx | null): Promise<number | undefined> {
      return repo.balance(tenantId, userId, tx);
    },

    /**
     * Compares every member's balance with the sum of their ledger rows (decision 0011: they are equal by
     * construction). Staff run it from the console; the result is kept in the shared store so the health
     * answer of every instance reports the last run.
     */
    async checkLedger(ctx: RequestContext): Promise<LedgerCheckResult> {
      requirePermission(ctx, Permissions.ledgerRead);
      return runLedgerCheck(ctx.tenantId);
    },

    /** The last check of a tenant's ledger (null before the first). */
    async lastLedgerCheck(tenantId: string): Promise<{ checkedAt: string; mismatchCount: number } | null> {
      const stored = await kv.get(ledgerCheckKey(tenantId));
      if (!stored) return null;
      try {
        const parsed = JSON.parse(stored) as { checkedAt: string; mismatchCount: number };
        return { checkedAt: parsed.checkedAt, mismatchCount: parsed.mismatchCount };
      } catch {
        return null;
      }
    },

    runLedgerCheck,

    /** The signed-in member's own history and balance. */
    async mine(ctx: RequestContext, query: Omit<LedgerQuery, 'userId' | 'userName'>) {
      const user = signedIn(ctx);
      const [page, balance] = await Promise.all([
        repo.list(ctx.tenantId, filterOf({ ...query, userId: user.id, userName: undefined })),
        repo.balance(ctx.tenantId, user.id),
      ]);
      return { items: page.items.map(toEntry), totalCount: page.totalCount, balance: fromCents(balance ?? 0) };
    },

    /** Anyone's history for staff holding `ledger:read`. */
    async list(ctx: RequestContext, query: LedgerQuery) {
      requirePermission(ctx, Permissions.ledgerRead);
      const page = await repo.list(ctx.tenantId, filterOf(query));
      return {
        items: page.items.map((r): AdminLedgerEntry => ({
          ...toEntry(r),
          userId: r.userId,
          userName: r.userName,
          nick: r.nick,
          actorName: r.actorName,
        })),
        totalCount: page.totalCount,
        sumAmount: fromCents(page.sumCents),
      };
    },

    /**
     * A staff credit or debit with its mandatory reason, audited as `ledger.adjust`. The key makes a
     * resubmitted form change nothing twice (and write no second audit record).
     */
    async adjust(ctx: RequestContext, body: LedgerAdjustBody, key: string): Promise<AdminLedgerEntry> {
      const staff = requirePermission(ctx, Permissions.ledgerAdjust);
      return transactor.run(async (tx) => {
        const { entry, replayed } = await change(
          {
            tenantId: ctx.tenantId,
            userId: body.userId,
            amountCents: toCents(body.amount),
            reason: 'staff.adjust',
            remark: body.remark,
            idempotencyKey: key,
            actor: { id: staff.id, userName: staff.userName },
          },
          tx,
        );
        const member = await repo.member(ctx.tenantId, entry.userId, tx);
        const result: AdminLedgerEntry = {
          ...toEntry(entry),
          userId: entry.userId,
          userName: member?.userName ?? '',
          nick: member?.nick ?? '',
          actorName: entry.actorName,
        };
        // The adjustment and its record commit together: a replay found the first one's record already there.
        if (!replayed) {
          await audit.record(tx, ctx, {
            action: 'ledger.adjust',
            targetType: 'user',
            targetId: entry.userId,
            after: { ...result, idempotencyKey: key },
          });
        }
        return result;
      });
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
