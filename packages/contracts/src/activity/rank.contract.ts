import { z } from 'zod';
import { PagedQuery, pagedResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { MoneyValue } from './ledger.contract.js';

/**
 * The rich list (docs/product.md#rich-list): members ranked by money, most first; equal balances keep a
 * stable order (earlier members first), so a member's position never flickers between pages. Disabled
 * accounts are not ranked.
 */
const tags = ['rank'];

export const RICH_LIST_TOP = 10;

export const RankItem = z.object({
  /** 1-based position. */
  order: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  nick: z.string(),
  /** Avatar path under the file service; null for the default avatar. */
  icon: z.string().nullable(),
  money: MoneyValue,
  level: z.number().int(),
  levelName: z.string(),
  /** The title in English ('' when staff gave none: show the Chinese). */
  levelNameEn: z.string(),
});
export type RankItem = z.infer<typeof RankItem>;

export const richListRoute = defineRoute({
  method: 'GET',
  path: '/rank/money',
  summary: 'Members ranked by money, paged (the page shows 30 first; sizes 10/30/50/100)',
  tags,
  access: 'public',
  query: PagedQuery,
  response: pagedResult(RankItem),
});

export const richListTopRoute = defineRoute({
  method: 'GET',
  path: '/rank/money/top',
  summary: 'The ten richest members (the home page card)',
  tags,
  access: 'public',
  response: z.object({ items: z.array(RankItem) }),
});

export const MyRank = z.object({
  /** My 1-based position; null when my account is not ranked (disabled). */
  order: z.number().int().nullable(),
  money: MoneyValue,
  /** How many members are ranked. */
  totalCount: z.number().int(),
});
export type MyRank = z.infer<typeof MyRank>;

export const myRankRoute = defineRoute({
  method: 'GET',
  path: '/rank/money/me',
  summary: 'My position on the rich list',
  tags,
  access: 'member',
  response: MyRank,
});
