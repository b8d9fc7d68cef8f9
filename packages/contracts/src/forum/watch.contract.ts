import { z } from 'zod';
import { PagedQuery, pagedResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';

/**
 * Following (`/watch`), as Discourse's members know it: a member sets a topic or a board to watching, normal or
 * muted. A topic's own level overrides its board's. Watching: every new comment (and, for a board, every new
 * topic) raises a notice, replies grouped per topic while unread. Muted: no notices at all from it except direct
 * mentions. Normal: only what concerns the member (replies to them, comments on their topic, mentions).
 * A member watches their own topics and the topics they comment on unless their notice settings say otherwise.
 */

export const WatchLevel = z.enum(['watching', 'normal', 'muted']);
export type WatchLevel = z.infer<typeof WatchLevel>;

/** What can be watched: a topic (`discuss`) or a board (`plate`), the forum's own names. */
export const WatchTargetType = z.enum(['discuss', 'plate']);
export type WatchTargetType = z.infer<typeof WatchTargetType>;

/** The most watched or muted topics and boards one member may keep. */
export const WATCH_MAX = 2000;

export const WATCH_MESSAGES = {
  saved: '关注设置已保存',
  limit: `最多关注或屏蔽 ${WATCH_MAX} 个主题和板块，请先取消一些`,
  boardNotFound: '板块不存在',
} as const;

export const WatchState = z.object({
  /** The level that applies now (the topic's own, else its board's, else normal). */
  level: WatchLevel,
  /** Where that level comes from: set on this item, inherited from the topic's board, or nothing set. */
  source: z.enum(['own', 'board', 'default']),
});
export type WatchState = z.infer<typeof WatchState>;

/** One topic or board the member watches or mutes, as their profile lists it. */
export const WatchItem = z.object({
  targetType: WatchTargetType,
  targetId: z.string(),
  /** The topic's title or the board's name. */
  title: z.string(),
  /** The board's English name ('' when it has none, and for topics). */
  titleEn: z.string(),
  level: WatchLevel,
  updateTime: z.string(),
});
export type WatchItem = z.infer<typeof WatchItem>;

const watchParams = z.object({ targetType: WatchTargetType, targetId: z.string().min(1).max(64) });

export const watchGetRoute = defineRoute({
  method: 'GET',
  path: '/watch/:targetType/:targetId',
  summary: 'My watch level on a topic or a board',
  tags,
  access: 'member',
  params: watchParams,
  response: WatchState,
});

export const watchSetRoute = defineRoute({
  method: 'PUT',
  path: '/watch/:targetType/:targetId',
  summary: 'Set my watch level on a topic or a board (normal clears it: the board or the default applies)',
  tags,
  access: 'member',
  params: watchParams,
  body: z.object({ level: WatchLevel }),
  response: WatchState.extend({ message: z.string() }),
});

export const watchListRoute = defineRoute({
  method: 'GET',
  path: '/watch/mine',
  summary: 'The topics and boards I watch or mute, newest first (topics I may no longer read are left out)',
  tags,
  access: 'member',
  query: PagedQuery.extend({ level: WatchLevel.exclude(['normal']).optional() }),
  response: pagedResult(WatchItem),
});
