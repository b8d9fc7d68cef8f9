import { z } from 'zod';
import { defineRoute } from './route.js';
import { OkResult } from './common.contract.js';

/** Seed §9: notices fetched 20 per load. */
export const NOTICES_PER_LOAD = 20;

export const Notice = z.object({
  id: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  creationTime: z.string(),
  /** Where the notice points (a topic, a comment…), when it points somewhere. */
  link: z.string().nullable(),
  kind: z.string(),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeListResult = z.object({
  items: z.array(Notice),
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
});

export const noticeListRoute = defineRoute({
  method: 'GET',
  path: '/bbs-notice',
  summary: "The member's own notices, newest first",
  tags: ['notice'],
  access: 'member',
  query: z.object({
    maxResultCount: z.coerce.number().int().min(1).max(100).default(NOTICES_PER_LOAD),
    skipCount: z.coerce.number().int().min(0).default(0),
  }),
  response: NoticeListResult,
});

export const noticeReadRoute = defineRoute({
  method: 'PUT',
  path: '/bbs-notice/:id/read',
  summary: 'Mark one of my notices read',
  tags: ['notice'],
  access: 'member',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: OkResult,
});

export const noticeReadAllRoute = defineRoute({
  method: 'PUT',
  path: '/bbs-notice/read-all',
  summary: 'Mark all my notices read',
  tags: ['notice'],
  access: 'member',
  response: z.object({ updated: z.number().int() }),
});
