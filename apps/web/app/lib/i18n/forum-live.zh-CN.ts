import type { Widen } from './widen';

/**
 * Strings of live topics and boards (docs/decisions/0036-live-topics-and-boards.md), nested under `forum.live`: the
 * live code loads them with itself after the page is interactive, so no page's first scripts carry them.
 * `forum-live.en.ts` has the same shape.
 */
export const forumLiveZhCN = {
  forum: {
    live: {
      newReplies_other: '有 {{count}} 条新回复，点击查看',
      newTopics_other: '有 {{count}} 个新主题，点击查看',
    },
  },
} as const;

export type ForumLiveMessages = Widen<typeof forumLiveZhCN>;
