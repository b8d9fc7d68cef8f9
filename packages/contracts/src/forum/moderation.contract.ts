import { z } from 'zod';
import { IdParam, PagedQuery, pagedResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { DiscussCard } from './discuss.contract.js';
import { adminTags, moderate } from './fields.js';
import { ForumUser } from './shared.contract.js';

/** Staff moderation of topics and comments, and the console's lists of both (every change audited). */

export const DiscussModerationBody = z
  .object({
    isPinned: z.boolean(),
    orderNum: z.number().int().min(-100000).max(100000),
    commentsDisabled: z.boolean(),
    isHidden: z.boolean(),
    hiddenReason: z.string().trim().max(500),
    /** Move to another board. */
    plateId: z.string().min(1).max(64),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, '没有要修改的内容');

/** A topic as staff see it in the console: never masked, with moderation state. */
export const AdminDiscussItem = DiscussCard.extend({
  hiddenReason: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedTime: z.string().nullable(),
  openReportCount: z.number().int(),
});
export type AdminDiscussItem = z.infer<typeof AdminDiscussItem>;

export const discussModerationRoute = defineRoute({
  method: 'PUT',
  path: '/discuss/:id/moderation',
  summary: 'Pin, order weight, disable comments, hide with a reason, move board (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: DiscussModerationBody,
  response: AdminDiscussItem,
});

export const AdminCommentItem = z.object({
  id: z.string(),
  discussId: z.string(),
  discussTitle: z.string(),
  rootId: z.string().nullable(),
  content: z.string(),
  author: ForumUser,
  likeCount: z.number().int(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  isDeleted: z.boolean(),
  openReportCount: z.number().int(),
  creationTime: z.string(),
});
export type AdminCommentItem = z.infer<typeof AdminCommentItem>;

/** Hiding or showing a comment, with the reason its author is shown. */
export const CommentModerationBody = z.object({
  isHidden: z.boolean(),
  hiddenReason: z.string().trim().max(500).optional(),
});

export const commentModerationRoute = defineRoute({
  method: 'PUT',
  path: '/comment/:id/moderation',
  summary: 'Hide (with a reason) or unhide a comment (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: CommentModerationBody,
  response: AdminCommentItem,
});

export const adminDiscussListRoute = defineRoute({
  method: 'GET',
  path: '/admin/forum/discuss',
  summary: 'All topics with moderation state, search and filters (staff)',
  tags: adminTags,
  access: moderate,
  query: PagedQuery.extend({
    plateId: z.string().min(1).max(64).optional(),
    q: z.string().trim().max(40).optional(),
    userName: z.string().trim().max(64).optional(),
    status: z.enum(['all', 'visible', 'hidden', 'deleted', 'pinned']).default('all'),
  }),
  response: pagedResult(AdminDiscussItem),
});

export const adminCommentListRoute = defineRoute({
  method: 'GET',
  path: '/admin/forum/comments',
  summary: 'All comments with moderation state, search and filters (staff)',
  tags: adminTags,
  access: moderate,
  query: PagedQuery.extend({
    discussId: z.string().min(1).max(64).optional(),
    q: z.string().trim().max(40).optional(),
    userName: z.string().trim().max(64).optional(),
    status: z.enum(['all', 'visible', 'hidden', 'deleted']).default('all'),
  }),
  response: pagedResult(AdminCommentItem),
});
