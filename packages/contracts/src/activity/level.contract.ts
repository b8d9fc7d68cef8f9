import { z } from 'zod';
import { OkResult, PagedQuery, pagedResult } from '../common.contract.js';
import { Permissions } from '../permissions.js';
import { defineRoute } from '../route.js';
import { MoneyValue, idempotent } from './ledger.contract.js';

/**
 * Levels (docs/product.md#levels): members buy experience with money 1:1; the level is the highest whose
 * minimum experience is reached, level 1 otherwise. Each tenant has its own table, seeded with `LEVELS`
 * (account.contract.ts) and edited by staff; an edit applies at once on every server instance.
 */
const tags = ['level'];

export const LEVEL_UPGRADE_MIN = 1;
export const LEVEL_UPGRADE_MAX = 10_000;

export const LEVEL_MESSAGES = {
  upgradeRange: `经验提升须在 ${LEVEL_UPGRADE_MIN}–${LEVEL_UPGRADE_MAX} 之间`,
  levelNotFound: '等级不存在',
  minExperienceOrder: '所需经验必须高于上一级、低于下一级',
  onlyTopLevelRemovable: '只能删除最高的等级',
  lastLevel: '至少保留一个等级',
  tooManyLevels: '最多 50 个等级',
} as const;

/** One row of the level table (the original's field names). */
export const LevelItem = z.object({
  id: z.string(),
  /** 1, 2, 3…: contiguous from 1. */
  currentLevel: z.number().int(),
  minExperience: z.number().int(),
  /** The title shown as "{level}-{name}". */
  name: z.string(),
  /** An optional second title; '' when none. */
  nick: z.string(),
  /** The title and second title in English; '' when none (English mode shows the Chinese). */
  nameEn: z.string(),
  nickEn: z.string(),
  /** Optional badge image: a file id; null when none. */
  logo: z.string().nullable(),
});
export type LevelItem = z.infer<typeof LevelItem>;

export const LevelListQuery = PagedQuery.extend({
  minLevel: z.coerce.number().int().min(1).max(1000).optional(),
  name: z.string().trim().max(20).optional(),
});

export const levelListRoute = defineRoute({
  method: 'GET',
  path: '/level',
  summary: 'The level table, ordered by level',
  tags,
  access: 'public',
  query: LevelListQuery,
  response: pagedResult(LevelItem),
});

/** Where a member stands: what the level page's header and progress bar show. */
export const MyLevel = z.object({
  level: z.number().int(),
  levelName: z.string(),
  levelNameEn: z.string(),
  experience: z.number().int(),
  /** The next level and its minimum experience; null at the top level. */
  next: z
    .object({ level: z.number().int(), name: z.string(), nameEn: z.string(), minExperience: z.number().int() })
    .nullable(),
  money: MoneyValue,
});
export type MyLevel = z.infer<typeof MyLevel>;

export const myLevelRoute = defineRoute({
  method: 'GET',
  path: '/level/me',
  summary: 'My level, experience, the next level and my money',
  tags,
  access: 'member',
  response: MyLevel,
});

export const LevelUpgradeQuery = z.object({
  /** Experience to buy; costs the same amount of money. */
  experience: z.coerce
    .number({ error: LEVEL_MESSAGES.upgradeRange })
    .int(LEVEL_MESSAGES.upgradeRange)
    .min(LEVEL_UPGRADE_MIN, LEVEL_MESSAGES.upgradeRange)
    .max(LEVEL_UPGRADE_MAX, LEVEL_MESSAGES.upgradeRange),
});

export const LevelUpgradeResult = MyLevel.extend({
  /** Money spent by this purchase. */
  spent: MoneyValue,
});
export type LevelUpgradeResult = z.infer<typeof LevelUpgradeResult>;

/**
 * Buys `experience` for as much money. 400 outside 1–10000; 409 `InsufficientMoney` "钱钱不足" when the
 * balance cannot pay. Carries `Idempotency-Key`.
 */
export const levelUpgradeRoute = idempotent(
  defineRoute({
    method: 'PUT',
    path: '/level/upgrade',
    summary: 'Buy experience with money (1:1) and recompute my level',
    tags,
    access: 'member',
    query: LevelUpgradeQuery,
    response: LevelUpgradeResult,
  }),
);

// ----- staff: the table ------------------------------------------------------------------------------------

export const LevelInput = z.object({
  name: z.string({ error: '请填写称号' }).trim().min(1, '请填写称号').max(20, '称号最多 20 个字'),
  minExperience: z.coerce
    .number({ error: '请填写所需经验' })
    .int('所需经验须为整数')
    .min(0, '所需经验不能为负')
    .max(100_000_000),
  nick: z.string().trim().max(20).default(''),
  /** English title and second title; '' shows the Chinese in English mode. */
  nameEn: z.string().trim().max(40, '英文称号最多 40 个字符').default(''),
  nickEn: z.string().trim().max(40, '英文称号最多 40 个字符').default(''),
  logo: z.string().trim().min(1).max(64).nullable().default(null),
});
export type LevelInput = z.infer<typeof LevelInput>;

const manage = { permission: Permissions.activityManage };
const LevelParams = z.object({ currentLevel: z.coerce.number().int().min(1).max(1000) });

export const adminLevelRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/level',
    summary: 'The whole level table (staff)',
    tags,
    access: manage,
    response: z.object({ items: z.array(LevelItem) }),
  }),
  /** Minimum experience must stay strictly between the neighbours'. Audited (`level.update`). */
  update: defineRoute({
    method: 'PUT',
    path: '/admin/level/:currentLevel',
    summary: 'Change a level’s title, minimum experience or badge (staff, audited)',
    tags,
    access: manage,
    params: LevelParams,
    body: LevelInput,
    response: LevelItem,
  }),
  /** Adds the level above the current top one. Audited (`level.create`). */
  create: defineRoute({
    method: 'POST',
    path: '/admin/level',
    summary: 'Add a level above the top one (staff, audited)',
    tags,
    access: manage,
    body: LevelInput,
    response: LevelItem,
    status: 201,
  }),
  /** Only the top level can go, and one level always stays. Audited (`level.delete`). */
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/level/:currentLevel',
    summary: 'Remove the top level (staff, audited)',
    tags,
    access: manage,
    params: LevelParams,
    response: OkResult,
  }),
};
