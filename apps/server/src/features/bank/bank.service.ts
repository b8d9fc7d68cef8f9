import { randomBytes } from 'node:crypto';
import {
  ActivityErrorCodes,
  BANK_MESSAGES,
  BANK_RULES,
  LEDGER_MESSAGES,
  fromCents,
  toCents,
  type BankCard,
  type BankMoveResult,
  type InterestRecord,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { LevelService } from '../level/level.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { BankCardRecord, BankRepository, RateRecord } from './bank.repository.js';
import type { Transactor } from '../../shared/transaction.js';

/** A source of uniform numbers in [0, 1). Tests pass a seeded one. */
export type RandomSource = () => number;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const BP = 10_000;

/**
 * The rate's walk (docs/product.md#bank): each hour's value is the last one pulled back toward the mean plus
 * a random shock, so the curve has memory and hovers around 1.15, normally within about 0.90–1.40. About one
 * hour in ten is volatile: its change is doubled and it may reach 0.60–1.60; the hours after it drift back.
 */
export const RATE_MODEL = {
  mean: 1.15,
  /** Share of the distance to the mean closed each hour. */
  reversion: 0.25,
  /** Standard deviation of an hour's shock. */
  shock: 0.045,
  volatileChance: 0.1,
  volatileFactor: 2,
  normal: { min: 0.9, max: 1.4 },
  volatile: { min: 0.6, max: 1.6 },
} as const;

/** A standard normal number (Box–Muller). */
function gaussian(random: RandomSource): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** The next hour's rate from the last one. */
export function nextRate(previous: number, random: RandomSource): { value: number; isFluctuate: boolean } {
  const m = RATE_MODEL;
  const isFluctuate = random() < m.volatileChance;
  let change = m.reversion * (m.mean - previous) + m.shock * gaussian(random);
  if (isFluctuate) change *= m.volatileFactor;
  const band = isFluctuate ? m.volatile : m.normal;
  // A calm hour after a volatile one drifts back from where the rate is rather than jumping into the band.
  const min = Math.max(m.volatile.min, Math.min(band.min, previous));
  const max = Math.min(m.volatile.max, Math.max(band.max, previous));
  const value = Math.min(max, Math.max(min, previous + change));
  return { value: Math.round(value * BP) / BP, isFluctuate };
}

/** The start of the hour an instant falls in (hours are whole in UTC and in every whole-hour time zone). */
export function hourOf(instant: Date): number {
  return Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;
}

const secureRandom: RandomSource = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

function toCard(c: BankCardRecord): BankCard {
  return {
    id: c.id,
    storageMoney: fromCents(c.storageCents),
    maxStorageMoney: fromCents(c.maxStorageCents),
    bankCardState: c.state,
    lastDepositTime: c.lastDepositAt,
    lastDrawTime: c.lastDrawAt,
    fulltermTime: c.fulltermAt,
    creationTime: c.createdAt,
  };
}

function toInterest(r: RateRecord): InterestRecord {
  return { id: r.id, creationTime: r.hour, value: r.valueBp / BP, isFluctuate: r.isFluctuate };
}

const cardNotFound = () => AppError.notFound(BANK_MESSAGES.cardNotFound);
const cardState = (message: string) => new AppError(409, ActivityErrorCodes.bankCardState, message);
const keyReused = () =>
  new AppError(409, ActivityErrorCodes.idempotencyKeyReused, LEDGER_MESSAGES.idempotencyKeyReused);

/**
 * The bank (docs/product.md#bank). Cards up to the member's level; one deposit of 50–100 per card for 3
 * days; drawing after the term pays deposit × the rate holding then, drawing early the deposit alone. Every
 * card action holds the member's money first and checks the card belongs to them (404 otherwise), then moves
 * the card with a guarded update and the money through the wallet in the same transaction.
 *
 * The rate gets one value per hour on the hour: a cheap timer on each instance (and any read that finds the
 * hour missing) inserts it if absent; the unique (tenant, hour) keeps exactly one whichever instance wins.
 */
export function createBankService(deps: {
  repo: BankRepository;
  wallet: WalletService;
  levels: LevelService;
  transactor: Transactor;
  clock: Clock;
  random?: RandomSource;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, wallet, levels, transactor, clock } = deps;
  const random = deps.random ?? secureRandom;
  const log = deps.log ?? (() => undefined);
  /** The last hour each tenant is known to have, so reads cost nothing once the hour is written. */
  const written = new Map<string, number>();
  const inFlight = new Map<string, Promise<void>>();

  /**
   * Writes the rates missing up to the current hour (at most the chart's 24), each from the value stored
   * before it — its own or, when another instance won the hour, that instance's.
   */
  async function fillRates(tenantId: string, now: Date): Promise<void> {
    const hour = hourOf(now);
    const latest = await repo.latestRate(tenantId);
    const latestHour = latest ? Date.parse(latest.hour) : Number.NEGATIVE_INFINITY;
    let previous = latest ? latest.valueBp / BP : RATE_MODEL.mean;
    for (
      let h = Math.max(latestHour + HOUR_MS, hour - (BANK_RULES.chartPoints - 1) * HOUR_MS);
      h <= hour;
      h += HOUR_MS
    ) {
      const next = nextRate(previous, random);
      const at = new Date(h).toISOString();
      await repo.insertRateIfAbsent({
        id: newId(),
        tenantId,
        hour: at,
        valueBp: Math.round(next.value * BP),
        isFluctuate: next.isFluctuate,
        createdAt: now.toISOString(),
      });
      const stored = await repo.rateAt(tenantId, at);
      previous = stored ? stored.valueBp / BP : next.value;
    }
    written.set(tenantId, hour);
  }

  function ensureRates(tenantId: string, now: Date = clock.now()): Promise<void> {
    if (written.get(tenantId) === hourOf(now)) return Promise.resolve();
    // One fill per tenant and hour at a time on this instance; a fill for an earlier hour does not cover this one.
    const key = `${tenantId}|${hourOf(now)}`;
    const running = inFlight.get(key);
    if (running) return running;
    const work = fillRates(tenantId, now).finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  }

  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const ticks = new Set<Promise<void>>();

  function tick(): void {
    const run = (async () => {
      const now = clock.now();
      for (const tenantId of await repo.tenantIds()) await ensureRates(tenantId, now);
    })()
      .catch((error: unknown) => log('bank: cannot write the hourly rate', error))
      .finally(() => ticks.delete(run));
    ticks.add(run);
  }

  function schedule(): void {
    if (stopped) return;
    const now = clock.now().getTime();
    // Just past the hour, so the new hour is the one written.
    const delay = hourOf(new Date(now)) + HOUR_MS - now + 50;
    timer = setTimeout(() => {
      tick();
      schedule();
    }, delay);
    timer.unref();
  }

  return {
    /** The hourly rate job: one timer per instance, writing the hour's rate on the hour. */
    rateJob: {
      start(): void {
        if (timer || stopped) return;
        tick();
        schedule();
      },
      async stop(): Promise<void> {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = null;
        await Promise.allSettled([...ticks, ...inFlight.values()]);
      },
    },

    ensureRates,

    /** The latest 24 hourly rates, oldest first. */
    async interest(ctx: RequestContext): Promise<InterestRecord[]> {
      const now = clock.now();
      await ensureRates(ctx.tenantId, now);
      return (await repo.history(ctx.tenantId, now.toISOString(), BANK_RULES.chartPoints)).map(toInterest);
    },

    async cards(ctx: RequestContext): Promise<BankCard[]> {
      const user = signedIn(ctx);
      return (await repo.cards(ctx.tenantId, user.id)).map(toCard);
    },

    /** Tops my cards up to my level; 409 `BankCardLimit` when I already hold that many. */
    async apply(ctx: RequestContext): Promise<BankCard[]> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const { level } = await levels.mine(ctx);
      return transactor.run(async (tx) => {
        await wallet.hold(tx, tenantId, user.id);
        const cards = await repo.cards(tenantId, user.id, tx);
        if (cards.length >= level) {
          throw new AppError(
            409,
            ActivityErrorCodes.bankCardLimit,
            BANK_MESSAGES.cardLimit.replaceAll('{level}', String(level)).replaceAll('{count}', String(cards.length)),
          );
        }
        const at = clock.now().toISOString();
        const fresh: BankCardRecord[] = Array.from({ length: level - cards.length }, () => ({
          id: newId(),
          tenantId,
          userId: user.id,
          storageCents: 0,
          maxStorageCents: toCents(BANK_RULES.depositMax),
          state: 'Unused',
          lastDepositAt: null,
          lastDrawAt: null,
          lastDrawEarly: null,
          fulltermAt: null,
          createdAt: at,
        }));
        await repo.insertCards(tx, fresh);
        return [...cards, ...fresh].map(toCard);
      });
    },

    /**
     * Deposits into my idle card for the term. 404 for a card that is not mine, 409 `BankCardState` when it
     * holds a deposit, 409 `InsufficientMoney` "钱钱不足". The Idempotency-Key is required; a retry answers
     * the first deposit.
     */
    async deposit(ctx: RequestContext, cardId: string, amount: number, key: string): Promise<BankMoveResult> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const cents = toCents(amount);
      return transactor.run(async (tx) => {
        const balance = await wallet.hold(tx, tenantId, user.id);
        const card = await repo.card(tenantId, cardId, tx);
        if (!card || card.userId !== user.id) throw cardNotFound();
        const first = key ? await wallet.findByKey(tenantId, user.id, key, tx) : undefined;
        if (first) {
          if (first.reason !== 'bank.deposit' || first.reference !== card.id || first.amountCents !== -cents) {
            throw keyReused();
          }
          return { card: toCard(card), amount: fromCents(first.amountCents), early: false, money: fromCents(balance) };
        }
        if (card.state !== 'Unused') throw cardState(BANK_MESSAGES.cannotDeposit);
        if (cents > card.maxStorageCents) throw AppError.field('moneyNum', BANK_MESSAGES.depositTooLarge);
        const { entry } = await wallet.debit(
          {
            tenantId,
            userId: user.id,
            amountCents: cents,
            reason: 'bank.deposit',
            reference: card.id,
            idempotencyKey: key,
          },
          tx,
        );
        const at = entry.createdAt;
        const fulltermAt = new Date(Date.parse(at) + BANK_RULES.termDays * DAY_MS).toISOString();
        if (!(await repo.markDeposited(tx, tenantId, card.id, cents, at, fulltermAt))) {
          throw cardState(BANK_MESSAGES.cannotDeposit);
        }
        const deposited: BankCardRecord = {
          ...card,
          state: 'Wait',
          storageCents: cents,
          lastDepositAt: at,
          fulltermAt,
        };
        return {
          card: toCard(deposited),
          amount: -fromCents(cents),
          early: false,
          money: fromCents(entry.balanceCents),
        };
      });
    },

    /**
     * Draws my card's deposit: × the rate holding now after the term, the deposit alone before it. 404 for a
     * card that is not mine, 409 `BankCardState` on an idle card. A retry with the first draw's key answers it.
     */
    async draw(ctx: RequestContext, cardId: string, key: string | null): Promise<BankMoveResult> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const now = clock.now();
      // Outside the transaction: the rate is written through the pool.
      await ensureRates(tenantId, now);
      return transactor.run(async (tx) => {
        const balance = await wallet.hold(tx, tenantId, user.id);
        const card = await repo.card(tenantId, cardId, tx);
        if (!card || card.userId !== user.id) throw cardNotFound();
        const first = key ? await wallet.findByKey(tenantId, user.id, key, tx) : undefined;
        if (first) {
          if (first.reason !== 'bank.draw' || first.reference !== card.id) throw keyReused();
          return {
            card: toCard(card),
            amount: fromCents(first.amountCents),
            early: card.lastDrawEarly ?? false,
            money: fromCents(balance),
          };
        }
        if (card.state !== 'Wait' || !card.fulltermAt) throw cardState(BANK_MESSAGES.cannotDraw);
        const at = now.toISOString();
        const early = now.getTime() < Date.parse(card.fulltermAt);
        let payout = card.storageCents;
        if (!early) {
          const rate = await repo.latestRate(tenantId, at, tx);
          payout = Math.round((card.storageCents * (rate?.valueBp ?? BP)) / BP);
        }
        if (!(await repo.markDrawn(tx, tenantId, card.id, at, early))) throw cardState(BANK_MESSAGES.cannotDraw);
        let money = balance;
        if (payout > 0) {
          const { entry, replayed } = await wallet.credit(
            {
              tenantId,
              userId: user.id,
              amountCents: payout,
              reason: 'bank.draw',
              reference: card.id,
              idempotencyKey: key,
            },
            tx,
          );
          if (replayed) throw keyReused();
          money = entry.balanceCents;
        }
        const idle: BankCardRecord = {
          ...card,
          state: 'Unused',
          storageCents: 0,
          fulltermAt: null,
          lastDrawAt: at,
          lastDrawEarly: early,
        };
        return { card: toCard(idle), amount: fromCents(payout), early, money: fromCents(money) };
      });
    },
  };
}
export type BankService = ReturnType<typeof createBankService>;
