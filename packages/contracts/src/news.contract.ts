import { z } from 'zod';
import { IdParam, PagedQuery, pagedResult } from './common.contract.js';
import { AdminListQuery, AdminTimestamps, EnglishMarkdown, EnglishText, adminCrudRoutes } from './content.contract.js';
import { defineRoute } from './route.js';

/** News and events. A future publish time hides an item from every public read until then. */
export const NEWS_CATEGORIES = ['company', 'industry', 'event'] as const;
export const NewsCategory = z.enum(NEWS_CATEGORIES);
export type NewsCategory = z.infer<typeof NewsCategory>;
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, { zh: string; en: string }> = {
  company: { zh: '公司新闻', en: 'Company news' },
  industry: { zh: '行业动态', en: 'Industry news' },
  event: { zh: '展会活动', en: 'Events' },
};

export const NewsEvent = z.object({
  startTime: z.string(),
  endTime: z.string().nullable(),
  place: z.string(),
  placeEn: z.string(),
  registrationUrl: z.string().nullable(),
  /** True once the event has ended (end, or start when no end is given, in the past). */
  isPast: z.boolean(),
});
export type NewsEvent = z.infer<typeof NewsEvent>;

export const NewsListItem = z.object({
  id: z.string(),
  category: NewsCategory,
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  coverUrl: z.string().nullable(),
  /** A byline: a person's name, or a department or column with its English in `authorEn`. */
  author: z.string(),
  authorEn: z.string(),
  isPinned: z.boolean(),
  viewCount: z.number().int(),
  publishTime: z.string(),
  /** Set for events. */
  event: NewsEvent.nullable(),
});
export type NewsListItem = z.infer<typeof NewsListItem>;

export const NewsNeighbour = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  publishTime: z.string(),
});

export const NewsDetail = NewsListItem.extend({
  contentHtml: z.string(),
  contentHtmlEn: z.string(),
  source: z.string(),
  sourceEn: z.string(),
  tags: z.array(z.string()),
  /** The tags English mode shows (staff write them; not necessarily one per Chinese tag). */
  tagsEn: z.array(z.string()),
  /** Neighbours in the same category by publish time: previous = older, next = newer. */
  prev: NewsNeighbour.nullable(),
  next: NewsNeighbour.nullable(),
  lastModificationTime: z.string(),
});
export type NewsDetail = z.infer<typeof NewsDetail>;

export const NewsListQuery = PagedQuery.extend({
  category: NewsCategory.optional(),
  q: z.string().trim().max(100).optional(),
});

export const newsListRoute = defineRoute({
  method: 'GET',
  path: '/news',
  summary: 'Published news and events, newest first (pinned first), by category, with search',
  tags: ['news'],
  access: 'public',
  query: NewsListQuery,
  response: pagedResult(NewsListItem),
});

export const newsUpcomingEventsRoute = defineRoute({
  method: 'GET',
  path: '/news/upcoming-events',
  summary: 'Published events that have not ended, soonest first',
  tags: ['news'],
  access: 'public',
  query: z.object({ maxResultCount: z.coerce.number().int().min(1).max(20).default(5) }),
  response: z.array(NewsListItem),
});

export const newsDetailRoute = defineRoute({
  method: 'GET',
  path: '/news/:id',
  summary: 'One published news item or event with previous/next in its category (counts a view)',
  tags: ['news'],
  access: 'public',
  params: IdParam,
  response: NewsDetail,
});

// ----- admin ------------------------------------------------------------------------------------------

export const NewsInput = z.object({
  category: NewsCategory,
  title: z.string().trim().min(2, '标题至少 2 个字符').max(200),
  titleEn: z.string().trim().max(200).default(''),
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  contentMd: z.string().min(1, '请填写正文').max(100_000),
  contentMdEn: EnglishMarkdown(100_000),
  coverFileId: z.string().trim().min(1).max(64).nullable().default(null),
  author: z.string().trim().max(60).default(''),
  authorEn: EnglishText(60),
  source: z.string().trim().max(120).default(''),
  sourceEn: EnglishText(120),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  /** Left out: the stored English tags stay (as EnglishText). */
  tagsEn: z.array(z.string().trim().min(1).max(30)).max(10).optional(),
  isPinned: z.boolean().default(false),
  isPublished: z.boolean().default(true),
  /** Publish time; a future time schedules the item (hidden until then). Null: now. */
  publishTime: z.string().datetime({ offset: true }).nullable().default(null),
  eventStartTime: z.string().datetime({ offset: true }).nullable().default(null),
  eventEndTime: z.string().datetime({ offset: true }).nullable().default(null),
  eventPlace: z.string().trim().max(200).default(''),
  eventPlaceEn: EnglishText(200),
  eventRegistrationUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, '报名链接必须是以 http(s):// 开头的网址')
    .nullable()
    .default(null),
});

export const AdminNews = NewsInput.extend({
  ...AdminTimestamps.shape,
  summaryEn: z.string(),
  contentMdEn: z.string(),
  authorEn: z.string(),
  sourceEn: z.string(),
  tagsEn: z.array(z.string()),
  eventPlaceEn: z.string(),
  publishTime: z.string(),
  coverUrl: z.string().nullable(),
  viewCount: z.number().int(),
  /** draft (not published) · scheduled (publish time in the future) · published */
  state: z.enum(['draft', 'scheduled', 'published']),
});
export type AdminNews = z.infer<typeof AdminNews>;

export const AdminNewsQuery = AdminListQuery.extend({
  category: NewsCategory.optional(),
  state: z.enum(['draft', 'scheduled', 'published']).optional(),
});

export const adminNewsRoutes = adminCrudRoutes({
  path: '/admin/news',
  tag: 'news',
  label: 'news item or event',
  item: AdminNews,
  input: NewsInput,
  query: AdminNewsQuery,
});
