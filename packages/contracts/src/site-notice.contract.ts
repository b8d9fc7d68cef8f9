import { z } from 'zod';
import { OkResult, PagedQuery, pagedResult } from './common.contract.js';
import { Permissions } from './permissions.js';
import { SITE_NOTICE_TYPES } from './realtime.contract.js';
import { defineRoute } from './route.js';

/**
 * Site-wide announcements (docs/product.md#realtime): staff write one, publish it live to everyone
 * (`receiveNotice` on the notice hub) and withdraw it. Visitors who arrive while it is active still see it
 * once: the page asks for the active ones and remembers per browser which it has shown.
 */
const tags = ['site-notice'];

const SiteNoticeTypeSchema = z.enum(SITE_NOTICE_TYPES);

/** What visitors receive: the body is sanitised HTML. */
export const ActiveSiteNotice = z.object({
  id: z.string(),
  type: SiteNoticeTypeSchema,
  title: z.string(),
  html: z.string(),
  publishedTime: z.string(),
  endTime: z.string().nullable(),
});
export type ActiveSiteNotice = z.infer<typeof ActiveSiteNotice>;

export const SiteNoticeStatus = z.enum(['draft', 'published', 'withdrawn']);
export type SiteNoticeStatus = z.infer<typeof SiteNoticeStatus>;

export const AdminSiteNotice = z.object({
  id: z.string(),
  type: SiteNoticeTypeSchema,
  title: z.string(),
  /** The staff's rich text as written (HTML); `html` is what visitors get after sanitising. */
  contentHtml: z.string(),
  html: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: SiteNoticeStatus,
  publishedTime: z.string().nullable(),
  withdrawnTime: z.string().nullable(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type AdminSiteNotice = z.infer<typeof AdminSiteNotice>;

export const SiteNoticeInput = z
  .object({
    type: SiteNoticeTypeSchema,
    title: z.string().trim().min(1, '请填写标题').max(100, '标题最多 100 个字'),
    contentHtml: z.string().trim().min(1, '请填写内容').max(20_000, '内容太长'),
    startTime: z.string().datetime({ offset: true }).nullable().default(null),
    endTime: z.string().datetime({ offset: true }).nullable().default(null),
  })
  .refine((v) => !v.startTime || !v.endTime || new Date(v.startTime) < new Date(v.endTime), {
    message: '结束时间必须晚于开始时间',
    path: ['endTime'],
  });
export type SiteNoticeInput = z.infer<typeof SiteNoticeInput>;

export const SiteNoticeListQuery = PagedQuery.extend({ status: SiteNoticeStatus.optional() });

const IdParams = z.object({ id: z.string().min(1).max(64) });
const manage = { permission: Permissions.siteNoticeManage };

export const activeSiteNoticesRoute = defineRoute({
  method: 'GET',
  path: '/notice/active',
  summary: 'Site-wide notices active now (published, within their start and end time)',
  tags,
  access: 'public',
  response: z.object({ items: z.array(ActiveSiteNotice) }),
});

export const adminSiteNoticeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/notice',
    summary: 'Site-wide notices, newest first (staff)',
    tags,
    access: manage,
    query: SiteNoticeListQuery,
    response: pagedResult(AdminSiteNotice),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/notice/:id',
    summary: 'One site-wide notice (staff)',
    tags,
    access: manage,
    params: IdParams,
    response: AdminSiteNotice,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/notice',
    summary: 'Write a site-wide notice (a draft until published)',
    tags,
    access: manage,
    body: SiteNoticeInput,
    response: AdminSiteNotice,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/notice/:id',
    summary: 'Change a site-wide notice',
    tags,
    access: manage,
    params: IdParams,
    body: SiteNoticeInput,
    response: AdminSiteNotice,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/notice/:id',
    summary: 'Delete a site-wide notice',
    tags,
    access: manage,
    params: IdParams,
    response: OkResult,
  }),
};

export const publishSiteNoticeRoute = defineRoute({
  method: 'POST',
  path: '/notice/online/:id',
  summary: 'Publish a notice live to everyone on the site',
  tags,
  access: manage,
  params: IdParams,
  response: AdminSiteNotice,
});

/**
 * What visitors would get for a body as staff type it: the console's live preview shows the server's own
 * sanitising (the one allow-list), not a guess of it. Nothing is stored.
 */
export const previewSiteNoticeRoute = defineRoute({
  method: 'POST',
  path: '/notice/preview',
  summary: 'Sanitise a notice body for the live preview (nothing is stored)',
  tags,
  access: manage,
  body: z.object({ contentHtml: z.string().max(20_000, '内容太长') }),
  response: z.object({ html: z.string() }),
});

export const withdrawSiteNoticeRoute = defineRoute({
  method: 'POST',
  path: '/notice/offline/:id',
  summary: 'Withdraw a published notice',
  tags,
  access: manage,
  params: IdParams,
  response: AdminSiteNotice,
});
