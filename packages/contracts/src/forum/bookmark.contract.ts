import { z } from 'zod';
import { PagedQuery, pagedResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';
import { ForumUser } from './shared.contract.js';

/**
 * Bookmarks (`/bookmark`): a member keeps topics and comments to come back to, on their own profile only.
 * Items the member may no longer read (deleted, hidden, made private) are left out of the list.
 */

/** The most bookmarks one member may keep. */
export const BOOKMARK_MAX = 1000;

export const BOOKMARK_MESSAGES = {
  added: '已收藏',
  removed: '已取消收藏',
  limit: `最多收藏 ${BOOKMARK_MAX} 条，请先取消一些旧的收藏`,
  onlyOwn: '只能查看自己的收藏',
  commentNotFound: '评论不存在或已被删除',
} as const;

export const BookmarkTargetType = z.enum(['discuss', 'comment']);
export type BookmarkTargetType = z.infer<typeof BookmarkTargetType>;

export const BookmarkResult = z.object({
  /** True when the item is now bookmarked by the viewer. */
  isBookmarked: z.boolean(),
  message: z.string(),
});
export type BookmarkResult = z.infer<typeof BookmarkResult>;

/** One bookmark as the member's profile lists it. */
export const BookmarkItem = z.object({
  targetType: BookmarkTargetType,
  targetId: z.string(),
  discussId: z.string(),
  /** The topic's title (of the topic the comment is on, for a comment). */
  title: z.string(),
  /** The comment's text, cut short; the topic's introduction for a topic. */
  excerpt: z.string(),
  /** Who wrote the bookmarked topic or comment. */
  author: ForumUser,
  /** When it was bookmarked. */
  creationTime: z.string(),
});
export type BookmarkItem = z.infer<typeof BookmarkItem>;

export const bookmarkTopicRoute = defineRoute({
  method: 'POST',
  path: '/bookmark/discuss/:discussId',
  summary: 'Toggle my bookmark on a topic',
  tags,
  access: 'member',
  params: z.object({ discussId: z.string().min(1).max(64) }),
  response: BookmarkResult,
});

export const bookmarkCommentRoute = defineRoute({
  method: 'POST',
  path: '/bookmark/comment/:commentId',
  summary: 'Toggle my bookmark on a comment',
  tags,
  access: 'member',
  params: z.object({ commentId: z.string().min(1).max(64) }),
  response: BookmarkResult,
});

export const bookmarkRemoveRoute = defineRoute({
  method: 'DELETE',
  path: '/bookmark/:targetType/:targetId',
  summary: 'Remove one of my bookmarks (answers the same when it was already gone)',
  tags,
  access: 'member',
  params: z.object({ targetType: BookmarkTargetType, targetId: z.string().min(1).max(64) }),
  response: BookmarkResult,
});

export const bookmarkListRoute = defineRoute({
  method: 'GET',
  path: '/bookmark/user/:userName',
  summary: "A member's bookmarks, newest first: only for the member themself (403 for anyone else)",
  tags,
  access: 'member',
  params: z.object({ userName: z.string().min(1).max(64) }),
  query: PagedQuery,
  response: pagedResult(BookmarkItem),
});
