import { z } from 'zod';
import { IdParam, OkResult, PagedQuery, pagedResult } from '../common.contract.js';
import { Permissions } from '../permissions.js';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';
import { COMMENT_MAX, ForumUser } from './shared.contract.js';

/** Comments (`/comment`): plain text, roots with flattened replies; clients render text with links. */

export const CommentReply = z.object({
  id: z.string(),
  discussId: z.string(),
  /** Null on a root comment. */
  rootId: z.string().nullable(),
  parentId: z.string().nullable(),
  /** Empty when deleted or hidden from the viewer (see the flags). */
  content: z.string(),
  author: ForumUser,
  /** The member replied to ("reply @nick"); null on root comments. */
  replyTo: z.object({ id: z.string(), userName: z.string(), nick: z.string() }).nullable(),
  likeCount: z.number().int(),
  isAgree: z.boolean(),
  /** Whether the viewer bookmarked it (false for guests). */
  isBookmarked: z.boolean(),
  /** The topic's marked answer. */
  isAnswer: z.boolean(),
  isDeleted: z.boolean(),
  isHidden: z.boolean(),
  /** Only for staff and the comment's author. */
  hiddenReason: z.string().nullable(),
  canDelete: z.boolean(),
  creationTime: z.string(),
  /**
   * `@userName`s of the content that name members, where they are in it (UTF-16 offsets of `@` and of the
   * name's end) and the member's user name; absent when there are none. The page links them to profiles.
   */
  mentions: z.array(z.object({ start: z.number().int(), end: z.number().int(), userName: z.string() })).optional(),
});
export type CommentReply = z.infer<typeof CommentReply>;

export const CommentRoot = CommentReply.extend({
  replyCount: z.number().int(),
  /** The first replies, oldest first; fetch the rest with the replies route. */
  replies: z.array(CommentReply),
});
export type CommentRoot = z.infer<typeof CommentRoot>;

export const commentListRoute = defineRoute({
  method: 'GET',
  path: '/comment/discuss-id/:discussId',
  summary: "A topic's root comments (paged, newest or oldest first) with their first replies",
  tags,
  access: 'public',
  params: z.object({ discussId: z.string().min(1).max(64) }),
  query: PagedQuery.extend({
    sort: z.enum(['newest', 'oldest']).default('newest'),
    replyLimit: z.coerce.number().int().min(0).max(50).default(10),
  }),
  response: pagedResult(CommentRoot),
});

export const commentGetRoute = defineRoute({
  method: 'GET',
  path: '/comment/:id',
  summary: 'One comment, as the viewer may see it',
  tags,
  access: 'public',
  params: IdParam,
  response: CommentReply,
});

/** Where a comment is shown in its topic's list of root comments: the page holding it (or its root, for a reply). */
export const CommentPlace = z.object({
  discussId: z.string(),
  /** The root comment the page shows: the comment itself, or the root a reply sits under. */
  rootId: z.string(),
  /** 1-based, for the sort and page size asked. */
  page: z.number().int().min(1),
});
export type CommentPlace = z.infer<typeof CommentPlace>;

export const commentPlaceRoute = defineRoute({
  method: 'GET',
  path: '/comment/:id/place',
  summary: "The page of its topic's comments that shows a comment (a link to a comment opens there)",
  tags,
  access: 'public',
  params: IdParam,
  query: z.object({
    sort: z.enum(['newest', 'oldest']).default('newest'),
    maxResultCount: z.coerce.number().int().min(1).max(100).default(10),
  }),
  response: CommentPlace,
});

export const commentRepliesRoute = defineRoute({
  method: 'GET',
  path: '/comment/:id/replies',
  summary: 'Replies under a root comment, oldest first (paged)',
  tags,
  access: 'public',
  params: IdParam,
  query: PagedQuery,
  response: pagedResult(CommentReply),
});

export const ProfileComment = z.object({
  id: z.string(),
  discussId: z.string(),
  discussTitle: z.string(),
  content: z.string(),
  likeCount: z.number().int(),
  creationTime: z.string(),
});

export const commentByUserRoute = defineRoute({
  method: 'GET',
  path: '/comment/user/:userName',
  summary: "A member's comments for their profile (only on topics the viewer may see)",
  tags,
  access: 'public',
  params: z.object({ userName: z.string().min(1).max(64) }),
  query: PagedQuery,
  response: pagedResult(ProfileComment),
});

export const CommentCreateBody = z.object({
  discussId: z.string().min(1).max(64),
  content: z
    .string({ error: '请输入评论内容' })
    .trim()
    .min(1, '请输入评论内容')
    .max(COMMENT_MAX, `评论最多 ${COMMENT_MAX} 个字`),
  /** The comment replied to (a root or a reply); absent for a root comment. */
  parentId: z.string().min(1).max(64).nullable().optional(),
});
export type CommentCreateBody = z.input<typeof CommentCreateBody>;

export const commentCreateRoute = defineRoute({
  method: 'POST',
  path: '/comment',
  summary: 'Comment on a topic or reply to a comment (refused when comments are disabled, except for staff)',
  tags,
  access: { permission: Permissions.commentCreate },
  body: CommentCreateBody,
  response: CommentReply,
  status: 201,
});

export const commentDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/comment/:id',
  summary: 'Delete a comment (author or staff); its replies stay under a "deleted" marker',
  tags,
  access: 'member',
  params: IdParam,
  response: OkResult,
});
