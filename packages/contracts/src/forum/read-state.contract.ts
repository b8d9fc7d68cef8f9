import { z } from 'zod';
import { IdList } from '../content.contract.js';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';

/**
 * Unread and new (`/forum/read-state`, members only; docs/decisions/0035-unread-and-new.md): how far a member
 * read each topic they opened, what is unread or new in a page of topics, and "mark all read" per board.
 */

/** The most topics one read-state question may name (a list page holds 20). */
export const READ_STATE_IDS_MAX = 50;
/** A topic never opened counts as new for this long after it was created (Discourse's default, 2 days). */
export const NEW_TOPIC_DAYS = 2;

export const READ_STATE_MESSAGES = {
  tooMany: `一次最多查询 ${READ_STATE_IDS_MAX} 个主题`,
  boardMarked: '已将本板块标记为已读',
  allMarked: '已将全部板块标记为已读',
  boardNotFound: '板块不存在',
} as const;

/** What a member has not read of one topic. */
export const TopicReadState = z.object({
  discussId: z.string(),
  /** Comments by others after the member's last read comment (live and not hidden); 0 for a topic never opened. */
  unreadCount: z.number().int(),
  /** Created in the last NEW_TOPIC_DAYS days by someone else, never opened and not marked read. */
  isNew: z.boolean(),
  /** The oldest unread comment, where the topic opens; null when nothing is unread. */
  firstUnreadCommentId: z.string().nullable(),
});
export type TopicReadState = z.infer<typeof TopicReadState>;

export const readStatesRoute = defineRoute({
  method: 'GET',
  path: '/forum/read-state',
  summary: 'What I have not read of a page of topics (topics I may not read are left out)',
  tags,
  access: 'member',
  query: z.object({
    ids: IdList.refine((ids) => ids.length <= READ_STATE_IDS_MAX, READ_STATE_MESSAGES.tooMany),
  }),
  response: z.object({ items: z.array(TopicReadState) }),
});

export const readOpenRoute = defineRoute({
  method: 'POST',
  path: '/forum/read-state/topic/:discussId',
  summary: 'I opened a topic: answers what was unread before, and moves my read mark to its newest comment',
  tags,
  access: 'member',
  params: z.object({ discussId: z.string().min(1).max(64) }),
  response: TopicReadState,
});

export const readMarkAllRoute = defineRoute({
  method: 'POST',
  path: '/forum/read-state/mark-read',
  summary: 'Mark everything read in one board, or in every board when plateId is left out',
  tags,
  access: 'member',
  body: z.object({ plateId: z.string().min(1).max(64).nullish() }),
  response: z.object({ message: z.string() }),
});
