import { z } from 'zod';
import { Permissions } from '../permissions.js';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';

/** Likes (`/agree`) on topics and comments: one per member, toggled. */

export const AgreeResult = z.object({
  /** True when the viewer now likes it. */
  isAgree: z.boolean(),
  likeCount: z.number().int(),
  message: z.string(),
});
export type AgreeResult = z.infer<typeof AgreeResult>;

export const agreeOperateRoute = defineRoute({
  method: 'POST',
  path: '/agree/operate/:discussId',
  summary: 'Toggle my like on a topic',
  tags,
  access: { permission: Permissions.likeOperate },
  params: z.object({ discussId: z.string().min(1).max(64) }),
  response: AgreeResult,
});

export const commentAgreeOperateRoute = defineRoute({
  method: 'POST',
  path: '/agree/operate/comment/:commentId',
  summary: 'Toggle my like on a comment',
  tags,
  access: { permission: Permissions.likeOperate },
  params: z.object({ commentId: z.string().min(1).max(64) }),
  response: AgreeResult,
});
