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

/**
 * What raises a notice, per member (`/bbs-notice/settings`). Each event group can be switched off; the daily
 * limit caps how many notices of these groups are stored a day (system notices — security, staff messages,
 * moderation, the welcome — are never switched off nor counted). The staff's default limit is the site setting
 * NOTICE_DAILY_LIMIT_SETTING; a member may only lower it.
 */
export const NOTICE_EVENT_GROUPS = ['replies', 'mentions', 'watching', 'likes', 'solved', 'tasks'] as const;
export type NoticeEventGroup = (typeof NOTICE_EVENT_GROUPS)[number];

/** The site setting with the default daily limit of notices per member. */
export const NOTICE_DAILY_LIMIT_SETTING = 'bbs.notice.dailyLimit';
export const NOTICE_DAILY_LIMIT_DEFAULT = 50;
export const NOTICE_DAILY_LIMIT_MAX = 1000;
export const NOTICE_DAILY_LIMIT_INVALID = `每日通知上限必须是 1 到 ${NOTICE_DAILY_LIMIT_MAX} 之间的整数（留空即默认 ${NOTICE_DAILY_LIMIT_DEFAULT}）`;

/** The limit a setting's value holds; empty means the default, anything unreadable `null`. */
export function parseNoticeDailyLimit(value: string): number | null {
  const raw = value.trim();
  if (raw === '') return NOTICE_DAILY_LIMIT_DEFAULT;
  if (!/^\d{1,4}$/.test(raw)) return null;
  const limit = Number(raw);
  return limit >= 1 && limit <= NOTICE_DAILY_LIMIT_MAX ? limit : null;
}

export const NoticeEvents = z.object({
  /** Replies to my comments and comments on my topics. */
  replies: z.boolean(),
  mentions: z.boolean(),
  /** New comments and topics in what I watch. */
  watching: z.boolean(),
  likes: z.boolean(),
  /** My answer was accepted. */
  solved: z.boolean(),
  /** A task of mine was completed. */
  tasks: z.boolean(),
});
export type NoticeEvents = z.infer<typeof NoticeEvents>;

export const NoticeSettings = z.object({
  events: NoticeEvents,
  /** Watch my own topics when I post them (a topic's own level set later wins). */
  watchOwnTopics: z.boolean(),
  /** Watch a topic when I comment on it. */
  watchRepliedTopics: z.boolean(),
  /** My daily limit: at most the site's (`siteDailyLimit`), which applies when I set none. */
  dailyLimit: z.number().int().nullable(),
  /** The site's default daily limit (set by staff). */
  siteDailyLimit: z.number().int(),
});
export type NoticeSettings = z.infer<typeof NoticeSettings>;

export const noticeSettingsGetRoute = defineRoute({
  method: 'GET',
  path: '/bbs-notice/settings',
  summary: 'My notification settings',
  tags: ['notice'],
  access: 'member',
  response: NoticeSettings,
});

export const NoticeSettingsBody = z.object({
  events: NoticeEvents.partial().optional(),
  watchOwnTopics: z.boolean().optional(),
  watchRepliedTopics: z.boolean().optional(),
  /** null clears my limit (the site's applies); above the site's limit is refused. */
  dailyLimit: z
    .number({ error: '每日上限须为整数' })
    .int('每日上限须为整数')
    .min(1, '每日上限至少为 1')
    .max(NOTICE_DAILY_LIMIT_MAX, `每日上限最多为 ${NOTICE_DAILY_LIMIT_MAX}`)
    .nullable()
    .optional(),
});
export type NoticeSettingsBody = z.infer<typeof NoticeSettingsBody>;

export const noticeSettingsSetRoute = defineRoute({
  method: 'PUT',
  path: '/bbs-notice/settings',
  summary: 'Change my notification settings',
  tags: ['notice'],
  access: 'member',
  body: NoticeSettingsBody,
  response: NoticeSettings,
});
