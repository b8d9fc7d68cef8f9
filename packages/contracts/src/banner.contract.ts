import { z } from 'zod';
import { AdminListQuery, AdminTimestamps, EnglishText, adminCrudRoutes } from './content.contract.js';
import { defineRoute } from './route.js';

/** The home page hero carousel. A banner shows while published and inside its optional time window. */
export const Banner = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  subtitle: z.string(),
  subtitleEn: z.string(),
  imageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  linkText: z.string(),
  linkTextEn: z.string(),
  orderNum: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;

export const bannerListRoute = defineRoute({
  method: 'GET',
  path: '/banners',
  summary: 'Banners of the home carousel that are live now, in order',
  tags: ['banner'],
  access: 'public',
  response: z.array(Banner),
});

/** Site-relative paths (`/news`) or http(s) URLs; never `javascript:`. */
export const SafeLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)/i, '链接必须以 / 或 http(s):// 开头');

export const BannerInput = z.object({
  title: z.string().trim().min(1, '请填写标题').max(100),
  titleEn: EnglishText(100),
  subtitle: z.string().trim().max(300).default(''),
  subtitleEn: EnglishText(300),
  imageFileId: z.string().trim().min(1, '请上传图片').max(64),
  mobileImageFileId: z.string().trim().min(1).max(64).nullable().default(null),
  linkUrl: SafeLink.nullable().default(null),
  linkText: z.string().trim().max(30).default(''),
  linkTextEn: EnglishText(30),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
  startTime: z.string().datetime({ offset: true }).nullable().default(null),
  endTime: z.string().datetime({ offset: true }).nullable().default(null),
});
export const AdminBanner = BannerInput.extend({
  ...AdminTimestamps.shape,
  ...Banner.pick({ titleEn: true, subtitleEn: true, linkTextEn: true }).shape,
  imageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

export const adminBannerRoutes = adminCrudRoutes({
  path: '/admin/banners',
  tag: 'banner',
  label: 'banner',
  item: AdminBanner,
  input: BannerInput,
  query: AdminListQuery,
});
