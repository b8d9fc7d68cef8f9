import {
  LEVELS,
  LEVEL_MESSAGES,
  Permissions,
  fromCents,
  hasAny,
  type LevelInput,
  type LevelItem,
  type LevelListQuery,
  type LevelUpgradeResult,
  type MyLevel,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { LevelRepository } from './level.repository.js';
import type { Transactor, Tx } from '../../shared/transaction.js';

/** How long an instance trusts its copy of a tenant's table when no change message arrives. */
const CACHE_TTL_MS = 30_000;
/** Tenants whose table one instance keeps at most (a bound, not a limit anyone reaches). */
const CACHE_MAX_TENANTS = 1000;
/** Staff edits are announced here so every instance drops its copy at once. */
const CHANGED_CHANNEL = 'levels:changed';
/** Hard cap on a tenant's levels: the bank gives one card per level. */
const MAX_LEVELS = 50;

export interface LevelBadge {
  level: number;
  name: string;
  /** '' when staff gave no English title (English mode shows the Chinese). */
  nameEn: string;
}

/** The default table (a tenant that has none yet, e.g. one created after the seed). */
function defaults(): LevelItem[] {
  return LEVELS.map((l) => ({
    id: `default-${l.level}`,
    currentLevel: l.level,
    minExperience: l.minExperience,
    name: l.name,
    nick: '',
    nameEn: l.nameEn,
    nickEn: '',
    logo: null,
  }));
}

/** The highest level whose minimum is reached; level 1 (the lowest) otherwise. */
export function badgeOf(table: readonly LevelItem[], experience: number): LevelBadge {
  let current = table[0];
  for (const l of table) if (experience >= l.minExperience) current = l;
  return current
    ? { level: current.currentLevel, name: current.name, nameEn: current.nameEn }
    : { level: 1, name: LEVELS[0]!.name, nameEn: LEVELS[0]!.nameEn };
}

function requireManager(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  if (!hasAny(ctx.user, { permissions: [Permissions.activityManage] })) throw AppError.forbidden();
  return ctx.user;
}

/**
 * Levels (docs/product.md#levels): the tenant's table, the badge any member card shows, buying experience
 * through the wallet, and staff edits. Instances cache each tenant's table for a short time and drop it as
 * soon as any instance announces an edit through the key-value store, so a change applies at once
 * everywhere; the cache is bounded and never outlives its TTL.
 */
export function createLevelService(deps: {
  repo: LevelRepository;
  wallet: WalletService;
  audit: Audit;
  transactor: Transactor;
  kv: KeyValueStore;
  clock: Clock;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, wallet, audit, transactor, kv, clock } = deps;
  const log = deps.log ?? (() => undefined);
  const cache = new Map<string, { table: LevelItem[]; expiresAt: number }>();

  // Resolves once this instance hears other instances' edits (tests of several instances wait for it).
  const ready = kv
    .subscribe(CHANGED_CHANNEL, (tenantId) => cache.delete(tenantId))
    .catch((error: unknown) => log('levels: cannot subscribe to table changes', error));

  async function table(tenantId: string): Promise<LevelItem[]> {
    const now = Date.now();
    const hit = cache.get(tenantId);
    if (hit && hit.expiresAt > now) return hit.table;
    const rows = await repo.list(tenantId);
    const fresh = rows.length > 0 ? rows : defaults();
    if (cache.size >= CACHE_MAX_TENANTS) cache.clear();
    cache.set(tenantId, { table: fresh, expiresAt: now + CACHE_TTL_MS });
    return fresh;
  }

  async function changed(tenantId: string): Promise<void> {
    cache.delete(tenantId);
    await kv
      .publish(CHANGED_CHANNEL, tenantId)
      .catch((error: unknown) => log('levels: cannot announce a change', error));
  }

  async function standing(tenantId: string, experience: number, moneyCents: number): Promise<MyLevel> {
    const levels = await table(tenantId);
    const badge = badgeOf(levels, experience);
    const next = levels.find((l) => l.currentLevel > badge.level && l.minExperience > experience);
    return {
      level: badge.level,
      levelName: badge.name,
      levelNameEn: badge.nameEn,
      experience,
      next: next
        ? { level: next.currentLevel, name: next.name, nameEn: next.nameEn, minExperience: next.minExperience }
        : null,
      money: fromCents(moneyCents),
    };
  }

  /** The table as staff left it, with the tenant's rows (not the defaults) so edits have ids. */
  async function stored(tenantId: string, tx?: Tx): Promise<LevelItem[]> {
    const rows = await repo.list(tenantId, tx);
    if (rows.length > 0) return rows;
    // A tenant edited for the first time: write the defaults, then edit them.
    await repo.insertDefaultsIfEmpty(
      tenantId,
      defaults().map((l) => ({ ...l, id: newId() })),
      clock.now().toISOString(),
      tx,
    );
    return repo.list(tenantId, tx);
  }

  function checkOrder(levels: readonly LevelItem[], currentLevel: number, minExperience: number): void {
    const below = levels.find((l) => l.currentLevel === currentLevel - 1);
    const above = levels.find((l) => l.currentLevel === currentLevel + 1);
    if ((below && minExperience <= below.minExperience) || (above && minExperience >= above.minExperience)) {
      throw AppError.field('minExperience', LEVEL_MESSAGES.minExperienceOrder);
    }
  }

  return {
    ready,
    table,

    /** The level and its name for an amount of experience, by the tenant's current table. */
    async badge(tenantId: string, experience: number): Promise<LevelBadge> {
      return badgeOf(await table(tenantId), experience);
    },

    /** Badges for several members at once (one table read). */
    async badges(tenantId: string, experiences: readonly number[]): Promise<LevelBadge[]> {
      const levels = await table(tenantId);
      return experiences.map((e) => badgeOf(levels, e));
    },

    /** The badge of each listed member (members of another tenant or unknown ids are left out). */
    async badgesFor(tenantId: string, userIds: readonly string[]): Promise<Map<string, LevelBadge>> {
      const unique = [...new Set(userIds)];
      const [levels, experiences] = await Promise.all([table(tenantId), repo.experiences(tenantId, unique)]);
      return new Map([...experiences].map(([id, experience]) => [id, badgeOf(levels, experience)]));
    },

    async list(ctx: RequestContext, query: z.infer<typeof LevelListQuery>) {
      const name = query.name?.toLowerCase();
      const rows = (await table(ctx.tenantId)).filter(
        (l) =>
          (query.minLevel === undefined || l.currentLevel >= query.minLevel) &&
          (!name || l.name.toLowerCase().includes(name)),
      );
      return {
        items: rows.slice(query.skipCount, query.skipCount + query.maxResultCount),
        totalCount: rows.length,
      };
    },

    async mine(ctx: RequestContext): Promise<MyLevel> {
      if (!ctx.user) throw AppError.unauthorized();
      const [experience, money] = await Promise.all([
        repo.experienceOf(ctx.tenantId, ctx.user.id),
        wallet.balanceCents(ctx.tenantId, ctx.user.id),
      ]);
      if (experience === undefined || money === undefined) throw AppError.unauthorized();
      return standing(ctx.tenantId, experience, money);
    },

    /**
     * Buys `experience` for as much money, in one transaction with the wallet's debit. A retry with the same
     * key answers the standing now and spends nothing more.
     */
    async upgrade(ctx: RequestContext, experience: number, idempotencyKey: string): Promise<LevelUpgradeResult> {
      if (!ctx.user) throw AppError.unauthorized();
      const userId = ctx.user.id;
      const tenantId = ctx.tenantId;
      const costCents = experience * 100;
      const { total, balance } = await transactor.run(async (tx) => {
        const { entry, replayed } = await wallet.debit(
          { tenantId, userId, amountCents: costCents, reason: 'level.upgrade', idempotencyKey },
          tx,
        );
        const now = replayed
          ? ((await repo.experienceOf(tenantId, userId, tx)) ?? 0)
          : await repo.addExperience(tx, tenantId, userId, experience);
        const money = replayed ? ((await wallet.balanceCents(tenantId, userId, tx)) ?? 0) : entry.balanceCents;
        return { total: now, balance: money };
      });
      return { ...(await standing(tenantId, total, balance)), spent: fromCents(costCents) };
    },

    async adminList(ctx: RequestContext): Promise<{ items: LevelItem[] }> {
      requireManager(ctx);
      return { items: await stored(ctx.tenantId) };
    },

    async update(ctx: RequestContext, currentLevel: number, input: LevelInput): Promise<LevelItem> {
      requireManager(ctx);
      return transactor.run(async (tx) => {
        const levels = await stored(ctx.tenantId, tx);
        const before = levels.find((l) => l.currentLevel === currentLevel);
        if (!before) throw AppError.notFound(LEVEL_MESSAGES.levelNotFound);
        checkOrder(levels, currentLevel, input.minExperience);
        await repo.update(ctx.tenantId, currentLevel, input, clock.now().toISOString(), tx);
        const after: LevelItem = { ...before, ...input };
        await audit.record(tx, ctx, {
          action: 'level.update',
          targetType: 'level',
          targetId: before.id,
          before,
          after,
        });
        tx.afterCommit(() => changed(ctx.tenantId));
        return after;
      });
    },

    async create(ctx: RequestContext, input: LevelInput): Promise<LevelItem> {
      requireManager(ctx);
      return transactor.run(async (tx) => {
        const levels = await stored(ctx.tenantId, tx);
        if (levels.length >= MAX_LEVELS) throw AppError.badRequest(LEVEL_MESSAGES.tooManyLevels);
        const currentLevel = (levels.at(-1)?.currentLevel ?? 0) + 1;
        checkOrder(levels, currentLevel, input.minExperience);
        const item: LevelItem = { id: newId(), currentLevel, ...input };
        await repo.insert(ctx.tenantId, item.id, item, clock.now().toISOString(), tx);
        await audit.record(tx, ctx, { action: 'level.create', targetType: 'level', targetId: item.id, after: item });
        tx.afterCommit(() => changed(ctx.tenantId));
        return item;
      });
    },

    async remove(ctx: RequestContext, currentLevel: number): Promise<{ ok: true }> {
      requireManager(ctx);
      return transactor.run(async (tx) => {
        const levels = await stored(ctx.tenantId, tx);
        const before = levels.find((l) => l.currentLevel === currentLevel);
        if (!before) throw AppError.notFound(LEVEL_MESSAGES.levelNotFound);
        if (levels.length <= 1) throw AppError.badRequest(LEVEL_MESSAGES.lastLevel);
        if (currentLevel !== levels.at(-1)!.currentLevel) {
          throw AppError.badRequest(LEVEL_MESSAGES.onlyTopLevelRemovable);
        }
        await repo.remove(ctx.tenantId, currentLevel, tx);
        await audit.record(tx, ctx, { action: 'level.delete', targetType: 'level', targetId: before.id, before });
        tx.afterCommit(() => changed(ctx.tenantId));
        return { ok: true as const };
      });
    },
  };
}
export type LevelService = ReturnType<typeof createLevelService>;
