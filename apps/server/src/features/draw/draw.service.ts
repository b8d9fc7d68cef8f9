import { randomBytes } from 'node:crypto';
import {
  ActivityErrorCodes,
  DEFAULT_DRAW_GAMES,
  DRAW_MESSAGES,
  DRAW_PRIZE_COUNT,
  DrawGame,
  LEDGER_MESSAGES,
  Permissions,
  SLOT_REELS,
  fromCents,
  hasAny,
  toCents,
  type DrawGameConfig,
  type DrawGameInput,
  type DrawPrize,
  type DrawResult,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { FileService } from '../file/file.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { DrawGameRecord, DrawRecord, DrawRepository, StoredPrize } from './draw.repository.js';
import type { Transactor, Tx } from '../../shared/transaction.js';

/** A source of uniform numbers in [0, 1). Tests pass a seeded one; the server uses the CSPRNG. */
export type RandomSource = () => number;

/** Uniform in [0, 1) from 48 bits of node's CSPRNG: prizes must not be predictable from earlier draws. */
export const secureRandom: RandomSource = () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

/** A small seeded generator (mulberry32): the same seed gives the same draws, for tests and tools. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Picks an index with probability weight / total weight (weights are whole numbers ≥ 0, one at least > 0). */
export function pickIndex(weights: readonly number[], random: RandomSource): number {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total <= 0) throw new Error('draw: no prize has a weight');
  let r = Math.min(Math.floor(random() * total), total - 1);
  for (const [i, weight] of weights.entries()) {
    const w = Math.max(0, weight);
    if (r < w) return i;
    r -= w;
  }
  throw new Error('draw: weights changed while picking');
}

/**
 * Where the slot machine's reels stop: all on the prize when it pays something; otherwise a random
 * combination that is never three of a kind, so a losing draw never looks like a win.
 */
export function slotStops(index: number, prizes: readonly StoredPrize[], random: RandomSource): number[] {
  if ((prizes[index]?.valueCents ?? 0) > 0) return Array.from({ length: SLOT_REELS }, () => index);
  const n = prizes.length;
  const stops = Array.from({ length: SLOT_REELS }, () => Math.min(Math.floor(random() * n), n - 1));
  if (stops.every((s) => s === stops[0])) stops[SLOT_REELS - 1] = (stops[0]! + 1 + Math.floor(random() * (n - 1))) % n;
  return stops;
}

const DEFAULT_FONT_COLOR = '#333333';

/** The table a game has until staff save one (the original product's wheel, and tables of our own). */
function defaultGame(game: DrawGame): DrawGameRecord {
  const d = DEFAULT_DRAW_GAMES.find((g) => g.game === game)!;
  return {
    game,
    costCents: toCents(d.cost),
    enabled: true,
    prizes: d.prizes.map((p) => ({
      valueCents: toCents(p.value),
      weight: p.weight,
      text: p.text,
      // A number reads the same in English.
      textEn: p.textEn ?? p.text,
      image: null,
      background: p.background,
      fontColor: DEFAULT_FONT_COLOR,
    })),
  };
}

export const DEFAULT_GAME_RECORDS: readonly DrawGameRecord[] = DrawGame.options.map(defaultGame);

function toPrize(p: StoredPrize): DrawPrize {
  return {
    value: fromCents(p.valueCents),
    weight: p.weight,
    text: p.text,
    textEn: p.textEn ?? '',
    image: p.image,
    background: p.background,
    fontColor: p.fontColor,
  };
}

function toConfig(g: DrawGameRecord): DrawGameConfig {
  return { game: g.game, cost: fromCents(g.costCents), enabled: g.enabled, prizes: g.prizes.map(toPrize) };
}

function toResult(d: DrawRecord, balanceCents: number): DrawResult {
  return {
    id: d.id,
    game: d.game,
    index: d.prizeIndex,
    slots: d.slots,
    prize: toPrize(d.prize),
    cost: fromCents(d.costCents),
    money: fromCents(balanceCents),
  };
}

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

function requireManager(ctx: RequestContext): SessionUser {
  const user = signedIn(ctx);
  if (!hasAny(user, { permissions: [Permissions.activityManage] })) throw AppError.forbidden();
  return user;
}

const keyReused = () =>
  new AppError(409, ActivityErrorCodes.idempotencyKeyReused, LEDGER_MESSAGES.idempotencyKeyReused);

/**
 * Lucky draws (docs/product.md#lucky-draws): the wheel, the 3×3 grid and the slot machine. The server
 * decides every prize. One request is one transaction: the wallet debits the cost under the click's
 * Idempotency-Key (which also locks the member's money, so concurrent clicks queue and none overspends), the
 * weighted pick is written as a draw row, and the prize is credited. A retried click finds its ledger row by
 * the key and answers the same draw without charging again.
 */
export function createDrawService(deps: {
  repo: DrawRepository;
  wallet: WalletService;
  files: FileService;
  audit: Audit;
  transactor: Transactor;
  clock: Clock;
  random?: RandomSource;
}) {
  const { repo, wallet, files, audit, transactor, clock } = deps;
  const random = deps.random ?? secureRandom;

  async function tables(tenantId: string, tx?: Tx): Promise<DrawGameRecord[]> {
    const stored = await repo.games(tenantId, tx);
    return DrawGame.options.map((game) => stored.find((g) => g.game === game) ?? defaultGame(game));
  }

  async function table(tenantId: string, game: DrawGame, tx?: Tx): Promise<DrawGameRecord> {
    return (await tables(tenantId, tx)).find((g) => g.game === game)!;
  }

  /** The draw a key already made, if it did (a retried click). */
  async function replay(tenantId: string, userId: string, key: string, game: DrawGame): Promise<DrawResult | null> {
    const first = await wallet.findByKey(tenantId, userId, key);
    if (!first) return null;
    if (first.reason !== 'draw.cost' || !first.reference) throw keyReused();
    const draw = await repo.draw(tenantId, first.reference);
    if (!draw || draw.game !== game) throw keyReused();
    return toResult(draw, (await wallet.balanceCents(tenantId, userId)) ?? 0);
  }

  return {
    async list(ctx: RequestContext): Promise<{ items: DrawGameConfig[] }> {
      return { items: (await tables(ctx.tenantId)).map(toConfig) };
    },

    async game(ctx: RequestContext, game: DrawGame): Promise<DrawGameConfig> {
      return toConfig(await table(ctx.tenantId, game));
    },

    /**
     * One draw. 409 `InsufficientMoney` "钱钱不足" when the balance cannot pay, 409 `DrawDisabled` when the
     * game is off; nothing is charged then. The Idempotency-Key is required: one per click.
     */
    async draw(ctx: RequestContext, game: DrawGame, key: string): Promise<DrawResult> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const again = await replay(tenantId, user.id, key, game);
      if (again) return again;
      const config = await table(tenantId, game);
      if (!config.enabled) throw new AppError(409, ActivityErrorCodes.drawDisabled, DRAW_MESSAGES.disabled);
      const index = pickIndex(
        config.prizes.map((p) => p.weight),
        random,
      );
      const prize = config.prizes[index]!;
      const draw: DrawRecord = {
        id: newId(),
        tenantId,
        userId: user.id,
        game,
        prizeIndex: index,
        slots: game === 'slot' ? slotStops(index, config.prizes, random) : null,
        prize,
        costCents: config.costCents,
        prizeCents: prize.valueCents,
        idempotencyKey: key,
        createdAt: clock.now().toISOString(),
      };
      return transactor.run(async (tx) => {
        const cost = await wallet.debit(
          {
            tenantId,
            userId: user.id,
            amountCents: draw.costCents,
            reason: 'draw.cost',
            reference: draw.id,
            idempotencyKey: key,
          },
          tx,
        );
        if (cost.replayed) {
          // The same click arrived twice at once and the other request drew first: answer its draw.
          const first = cost.entry.reference ? await repo.draw(tenantId, cost.entry.reference, tx) : undefined;
          if (!first || first.game !== game) throw keyReused();
          return toResult(first, (await wallet.balanceCents(tenantId, user.id, tx)) ?? 0);
        }
        await repo.insertDraw(tx, draw);
        let balance = cost.entry.balanceCents;
        if (draw.prizeCents > 0) {
          const won = await wallet.credit(
            {
              tenantId,
              userId: user.id,
              amountCents: draw.prizeCents,
              reason: 'draw.prize',
              reference: draw.id,
              // Derived from the draw (not the client's key) so it always fits the ledger's key column.
              idempotencyKey: `${draw.id}:prize`,
            },
            tx,
          );
          balance = won.entry.balanceCents;
        }
        return toResult(draw, balance);
      });
    },

    async adminList(ctx: RequestContext): Promise<{ items: DrawGameConfig[] }> {
      requireManager(ctx);
      return { items: (await tables(ctx.tenantId)).map(toConfig) };
    },

    /** Replaces a game's cost, switch and prizes; the count must suit the game. Audited as `draw.update`. */
    async update(ctx: RequestContext, game: DrawGame, input: DrawGameInput): Promise<DrawGameConfig> {
      requireManager(ctx);
      const { min, max } = DRAW_PRIZE_COUNT[game];
      if (input.prizes.length < min || input.prizes.length > max) {
        throw AppError.field('prizes', `${DRAW_MESSAGES.prizeCount}（${min === max ? min : `${min}–${max}`} 个）`);
      }
      for (const [i, p] of input.prizes.entries()) {
        if (!p.image) continue;
        const file = await files.findPublic(ctx.tenantId, p.image);
        if (!file || file.kind !== 'image') throw AppError.field(`prizes.${i}.image`, '图片不存在，请重新上传');
      }
      const record: DrawGameRecord = {
        game,
        costCents: toCents(input.cost),
        enabled: input.enabled,
        prizes: input.prizes.map((p) => ({
          valueCents: toCents(p.value),
          weight: p.weight,
          text: p.text,
          textEn: p.textEn,
          image: p.image,
          background: p.background,
          fontColor: p.fontColor,
        })),
      };
      return transactor.run(async (tx) => {
        const before = toConfig(await table(ctx.tenantId, game, tx));
        await repo.save(ctx.tenantId, record, clock.now().toISOString(), tx);
        const after = toConfig(record);
        await audit.record(tx, ctx, { action: 'draw.update', targetType: 'draw-game', targetId: game, before, after });
        return after;
      });
    },
  };
}
export type DrawService = ReturnType<typeof createDrawService>;
