import { randomInt } from 'node:crypto';
import {
  ActivityErrorCodes,
  LEDGER_MESSAGES,
  SIGN_IN_MESSAGES,
  SIGN_IN_RULES,
  fromCents,
  signInRewardCents,
  type SignInRecord,
  type SignInResult,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import { addDays, dateKey } from '../../shared/calendar.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { SignInRecordRow, SignInRepository } from './sign-in.repository.js';
import type { Transactor } from '../../shared/transaction.js';

/** A random base from 3.00 to 10.99, in hundredths. */
export function randomBaseCents(): number {
  return randomInt(SIGN_IN_RULES.baseMinCents, SIGN_IN_RULES.baseMaxCents + 1);
}

const alreadySigned = () => new AppError(409, ActivityErrorCodes.alreadySignedIn, SIGN_IN_MESSAGES.alreadySignedIn);

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

/**
 * Daily sign-in. Days are calendar dates in `TIME_ZONE` on the injected clock; a streak continues when the
 * previous sign-in was on yesterday's date (across month and year ends). One sign-in per member and day is
 * guaranteed by a unique (member, date), and the member's wallet row is held for the whole step, so
 * concurrent attempts get exactly one reward.
 */
export function createSignInService(deps: {
  repo: SignInRepository;
  wallet: WalletService;
  transactor: Transactor;
  clock: Clock;
  timeZone: string;
  randomBase?: () => number;
}) {
  const { repo, wallet, transactor, clock, timeZone } = deps;
  const randomBase = deps.randomBase ?? randomBaseCents;

  /** A retry carrying the key of a sign-in that succeeded answers that sign-in. */
  async function replay(ctx: RequestContext, userId: string, key: string | null): Promise<SignInResult | null> {
    if (!key) return null;
    const first = await wallet.findByKey(ctx.tenantId, userId, key);
    if (!first) return null;
    if (first.reason !== 'sign-in' || !first.reference) {
      throw new AppError(409, ActivityErrorCodes.idempotencyKeyReused, LEDGER_MESSAGES.idempotencyKeyReused);
    }
    const row = await repo.findById(ctx.tenantId, first.reference);
    const money = await wallet.balanceCents(ctx.tenantId, userId);
    return {
      value: fromCents(first.amountCents),
      continuousNumber: row?.continuousNumber ?? 1,
      money: fromCents(money ?? 0),
    };
  }

  return {
    async signIn(ctx: RequestContext, key: string | null): Promise<SignInResult> {
      const user = signedIn(ctx);
      const replayed = await replay(ctx, user.id, key);
      if (replayed) return replayed;
      const now = clock.now();
      const today = dateKey(now, timeZone);
      const yesterday = addDays(today, -1);
      const base = randomBase();
      try {
        return await transactor.run(async (tx) => {
          await wallet.hold(tx, ctx.tenantId, user.id);
          const last = await repo.latest(ctx.tenantId, user.id, tx);
          if (last && last.date >= today) throw alreadySigned();
          const streak = last?.date === yesterday ? last.continuousNumber + 1 : 1;
          const row: SignInRecordRow = {
            id: newId(),
            tenantId: ctx.tenantId,
            userId: user.id,
            date: today,
            continuousNumber: streak,
            valueCents: signInRewardCents(base, streak),
            createdAt: now.toISOString(),
          };
          await repo.insert(tx, row);
          const { entry } = await wallet.credit(
            {
              tenantId: ctx.tenantId,
              userId: user.id,
              amountCents: row.valueCents,
              reason: 'sign-in',
              reference: row.id,
              idempotencyKey: key,
            },
            tx,
          );
          return {
            value: fromCents(row.valueCents),
            continuousNumber: streak,
            money: fromCents(entry.balanceCents),
          };
        });
      } catch (error) {
        // A concurrent retry of the same request lost the race: answer the winner's result.
        const signedAlready =
          isUniqueViolation(error) || (error instanceof AppError && error.code === ActivityErrorCodes.alreadySignedIn);
        if (!signedAlready) throw error;
        const again = await replay(ctx, user.id, key);
        if (again) return again;
        throw alreadySigned();
      }
    },

    async record(ctx: RequestContext, month: string | undefined): Promise<SignInRecord> {
      const user = signedIn(ctx);
      const today = dateKey(clock.now(), timeZone);
      const shown = month ?? today.slice(0, 7);
      const first = `${shown}-01`;
      const nextMonth = addDays(`${shown}-28`, 4).slice(0, 7);
      const [items, last] = await Promise.all([
        repo.between(ctx.tenantId, user.id, first, `${nextMonth}-01`),
        repo.latest(ctx.tenantId, user.id),
      ]);
      const live = last && (last.date === today || last.date === addDays(today, -1));
      return {
        signInItem: items.map((r) => ({
          id: r.id,
          creationTime: r.createdAt,
          date: r.date,
          value: fromCents(r.valueCents),
          continuousNumber: r.continuousNumber,
        })),
        currentContinuousNumber: live ? last.continuousNumber : 0,
        signedToday: last?.date === today,
        today,
        month: shown,
        timeZone,
      };
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
