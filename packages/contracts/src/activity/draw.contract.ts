import { z } from 'zod';
import { Permissions } from '../permissions.js';
import { defineRoute } from '../route.js';
import { MoneyInput, MoneyValue, idempotent } from './ledger.contract.js';

/**
 * Lucky draws (docs/product.md#lucky-draws), `/lucky` as in the original product: the wheel, the 3×3 grid
 * and the slot machine. Each game has a cost and a prize table (value, weight, text or image, colours) that
 * staff edit. The server decides every prize in one transaction (charge the cost, weighted pick, credit the
 * prize) and answers the prize's index; the widget only animates to it. One click is one request carrying
 * one `Idempotency-Key`: a retry answers the same prize and charges nothing more.
 */
const tags = ['lucky'];

export const DrawGame = z.enum(['wheel', 'grid', 'slot']);
export type DrawGame = z.infer<typeof DrawGame>;

/** How many prizes each game's table holds: the grid's 8 cells surround its start button. */
export const DRAW_PRIZE_COUNT: Record<DrawGame, { min: number; max: number }> = {
  wheel: { min: 2, max: 16 },
  grid: { min: 8, max: 8 },
  slot: { min: 2, max: 20 },
};
/** Reels of the slot machine. */
export const SLOT_REELS = 3;

export const DRAW_MESSAGES = {
  disabled: '该抽奖暂未开放',
  weightsEmpty: '至少一个奖品的权重须大于 0',
  prizeCount: '奖品数量不符合该游戏的要求',
} as const;

const Colour = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, '颜色格式应为 #RGB 或 #RRGGBB');

/** One prize: what the widget draws (text or image, colours) and what the server pays (value, weight). */
export const DrawPrize = z.object({
  /** Money credited when drawn; 0 is "nothing". */
  value: MoneyValue,
  /** Relative chance: drawn with probability weight / total weight. */
  weight: z.number().int(),
  /** Label shown on the prize ("啥也没有", "10", "666"). */
  text: z.string(),
  /** The label in English; '' when it needs none (a number) or staff gave none: English mode shows `text`. */
  textEn: z.string(),
  /** Optional image: a file id; null when the text alone is shown. */
  image: z.string().nullable(),
  background: z.string(),
  fontColor: z.string(),
});
export type DrawPrize = z.infer<typeof DrawPrize>;

export const DrawGameConfig = z.object({
  game: DrawGame,
  /** Money charged per draw. */
  cost: MoneyValue,
  enabled: z.boolean(),
  /** By index: the server's answer is an index into this list. */
  prizes: z.array(DrawPrize),
});
export type DrawGameConfig = z.infer<typeof DrawGameConfig>;

const GameParams = z.object({ game: DrawGame });

export const drawGamesRoute = defineRoute({
  method: 'GET',
  path: '/lucky',
  summary: 'Every draw game with its cost and prize table',
  tags,
  access: 'public',
  response: z.object({ items: z.array(DrawGameConfig) }),
});

export const drawGameRoute = defineRoute({
  method: 'GET',
  path: '/lucky/:game',
  summary: 'One draw game with its cost and prize table',
  tags,
  access: 'public',
  params: GameParams,
  response: DrawGameConfig,
});

export const DrawResult = z.object({
  /** This draw's id (a retry with the same key answers the same id). */
  id: z.string(),
  game: DrawGame,
  /** The prize's index in the game's table: the widget stops there. */
  index: z.number().int(),
  /** The slot machine's stop per reel (all equal to `index` on a win); null for the other games. */
  slots: z.array(z.number().int()).nullable(),
  prize: DrawPrize,
  cost: MoneyValue,
  /** The balance after the charge and the prize. */
  money: MoneyValue,
});
export type DrawResult = z.infer<typeof DrawResult>;

/**
 * One draw: 409 `InsufficientMoney` "钱钱不足" when the balance cannot pay the cost, 409 `DrawDisabled` when
 * staff switched the game off. Carries `Idempotency-Key`.
 */
export const drawRoute = idempotent(
  defineRoute({
    method: 'POST',
    path: '/lucky/:game',
    summary: 'Draw once: pay the cost, get the prize the server picks (its index)',
    tags,
    access: 'member',
    params: GameParams,
    response: DrawResult,
  }),
);

// ----- staff: the tables -----------------------------------------------------------------------------------

export const DrawPrizeInput = z.object({
  value: MoneyInput.refine((v) => v >= 0 && v <= 100_000, '奖品金额须在 0–100000 之间'),
  weight: z.coerce.number().int('权重须为整数').min(0, '权重不能为负').max(1_000_000),
  text: z.string().trim().max(20, '奖品文字最多 20 个字').default(''),
  textEn: z.string().trim().max(40, '英文奖品文字最多 40 个字符').default(''),
  image: z.string().trim().min(1).max(64).nullable().default(null),
  background: Colour.default('#e9e8fe'),
  fontColor: Colour.default('#333333'),
});

export const DrawGameInput = z
  .object({
    cost: MoneyInput.refine((v) => v > 0 && v <= 10_000, '每次消耗须在 0.01–10000 之间'),
    enabled: z.boolean().default(true),
    prizes: z.array(DrawPrizeInput).min(2).max(20),
  })
  .refine((v) => v.prizes.some((p) => p.weight > 0), { message: DRAW_MESSAGES.weightsEmpty, path: ['prizes'] });
export type DrawGameInput = z.infer<typeof DrawGameInput>;

export const adminDrawRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/lucky',
    summary: 'Every draw game’s table (staff)',
    tags,
    access: { permission: Permissions.activityManage },
    response: z.object({ items: z.array(DrawGameConfig) }),
  }),
  /** The prize count must suit the game (`DRAW_PRIZE_COUNT`). Audited (`draw.update`). */
  update: defineRoute({
    method: 'PUT',
    path: '/admin/lucky/:game',
    summary: 'Replace a game’s cost, switch and prize table (staff, audited)',
    tags,
    access: { permission: Permissions.activityManage },
    params: GameParams,
    body: DrawGameInput,
    response: DrawGameConfig,
  }),
};

/**
 * The tables a tenant starts with. The wheel is the original product's: 150 weight, expected prize 36.5. The slot
 * machine's prizes are named by words, never emoji: the web draws each as its SVG symbol.
 */
export const DEFAULT_DRAW_GAMES: ReadonlyArray<{
  game: DrawGame;
  cost: number;
  /** `textEn` only where the text is words: a number reads the same in English. */
  prizes: ReadonlyArray<Pick<DrawPrize, 'value' | 'weight' | 'text' | 'background'> & { textEn?: string }>;
}> = [
  {
    game: 'wheel',
    cost: 50,
    prizes: [
      { value: 0, weight: 30, text: '啥也没有', textEn: 'Nothing', background: '#e9e8fe' },
      { value: 10, weight: 40, text: '10', background: '#b8c5f2' },
      { value: 30, weight: 30, text: '30', background: '#e9e8fe' },
      { value: 50, weight: 15, text: '50', background: '#b8c5f2' },
      { value: 60, weight: 15, text: '60', background: '#e9e8fe' },
      { value: 80, weight: 10, text: '80', background: '#b8c5f2' },
      { value: 90, weight: 4, text: '90', background: '#e9e8fe' },
      { value: 100, weight: 3, text: '100', background: '#b8c5f2' },
      { value: 200, weight: 2, text: '200', background: '#e9e8fe' },
      { value: 666, weight: 1, text: '666', background: '#FAD400' },
    ],
  },
  {
    game: 'grid',
    cost: 20,
    prizes: [
      { value: 0, weight: 40, text: '谢谢参与', textEn: 'Thanks for playing', background: '#f4f4f5' },
      { value: 5, weight: 30, text: '5', background: '#e9e8fe' },
      { value: 10, weight: 20, text: '10', background: '#b8c5f2' },
      { value: 15, weight: 15, text: '15', background: '#e9e8fe' },
      { value: 20, weight: 10, text: '20', background: '#b8c5f2' },
      { value: 40, weight: 5, text: '40', background: '#e9e8fe' },
      { value: 100, weight: 2, text: '100', background: '#b8c5f2' },
      { value: 300, weight: 1, text: '300', background: '#FAD400' },
    ],
  },
  {
    game: 'slot',
    cost: 30,
    prizes: [
      { value: 0, weight: 50, text: '柠檬', textEn: 'Lemon', background: '#fffbe6' },
      { value: 20, weight: 25, text: '樱桃', textEn: 'Cherry', background: '#fff1f0' },
      { value: 40, weight: 12, text: '铃铛', textEn: 'Bell', background: '#e6f4ff' },
      { value: 80, weight: 6, text: '星星', textEn: 'Star', background: '#f9f0ff' },
      { value: 150, weight: 2, text: '钻石', textEn: 'Diamond', background: '#e6fffb' },
      { value: 500, weight: 1, text: '7', background: '#FAD400' },
    ],
  },
];
