import { z } from 'zod';
import { AdminListQuery, AdminTimestamps, EnglishMarkdown, EnglishText, adminCrudRoutes } from './content.contract.js';
import { defineRoute } from './route.js';

/** Company information built from admin-editable sections. */
export const CompanySectionKind = z.enum(['intro', 'history', 'honours', 'offices', 'culture', 'custom']);
export type CompanySectionKind = z.infer<typeof CompanySectionKind>;

export const TimelineEntry = z.object({
  year: z.string().trim().min(1).max(20),
  title: z.string().trim().min(1).max(200),
  titleEn: EnglishText(200),
  description: z.string().trim().max(1000).default(''),
  descriptionEn: EnglishText(1000),
});
export const HonourEntry = z.object({
  year: z.string().trim().max(20).default(''),
  title: z.string().trim().min(1).max(200),
  titleEn: EnglishText(200),
  issuer: z.string().trim().max(200).default(''),
  issuerEn: EnglishText(200),
  imageFileId: z.string().trim().min(1).max(64).nullable().default(null),
});
export const OfficeEntry = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).default(''),
  address: z.string().trim().min(1).max(300),
  addressEn: EnglishText(300),
  phone: z.string().trim().max(60).default(''),
  email: z.string().trim().max(120).default(''),
  fax: z.string().trim().max(60).default(''),
  hours: z.string().trim().max(100).default(''),
  hoursEn: EnglishText(100),
  isHeadquarters: z.boolean().default(false),
});

/** The entries as stored and shown, English included. */
export const TimelineItem = z.object({
  year: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
});
export const HonourItem = z.object({
  year: z.string(),
  title: z.string(),
  titleEn: z.string(),
  issuer: z.string(),
  issuerEn: z.string(),
  imageFileId: z.string().nullable(),
});
export const OfficeItem = z.object({
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  phone: z.string(),
  email: z.string(),
  fax: z.string(),
  hours: z.string(),
  hoursEn: z.string(),
  isHeadquarters: z.boolean(),
});

export const CompanySection = z.object({
  id: z.string(),
  kind: CompanySectionKind,
  title: z.string(),
  titleEn: z.string(),
  contentHtml: z.string(),
  contentHtmlEn: z.string(),
  imageUrl: z.string().nullable(),
  timeline: z.array(TimelineItem),
  honours: z.array(HonourItem.omit({ imageFileId: true }).extend({ imageUrl: z.string().nullable() })),
  offices: z.array(OfficeItem),
  orderNum: z.number().int(),
});
export type CompanySection = z.infer<typeof CompanySection>;

export const CompanyInfo = z.object({
  sections: z.array(CompanySection),
  /** Offices of every published offices section, for /contact. */
  offices: CompanySection.shape.offices,
  lastModificationTime: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export const companyInfoRoute = defineRoute({
  method: 'GET',
  path: '/company',
  summary: 'Company information: published sections in order (introduction, history, honours, offices…)',
  tags: ['company'],
  access: 'public',
  response: CompanyInfo,
});

export const CompanySectionInput = z.object({
  kind: CompanySectionKind,
  title: z.string().trim().min(1, '请填写标题').max(100),
  titleEn: z.string().trim().max(100).default(''),
  contentMd: z.string().max(50_000).default(''),
  contentMdEn: EnglishMarkdown(),
  imageFileId: z.string().trim().min(1).max(64).nullable().default(null),
  timeline: z.array(TimelineEntry).max(100).default([]),
  honours: z.array(HonourEntry).max(100).default([]),
  offices: z.array(OfficeEntry).max(50).default([]),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminCompanySection = CompanySectionInput.extend({
  ...AdminTimestamps.shape,
  contentMdEn: z.string(),
  timeline: z.array(TimelineItem),
  honours: z.array(HonourItem),
  offices: z.array(OfficeItem),
});
export type AdminCompanySection = z.infer<typeof AdminCompanySection>;

/** Sections are few: the admin list shows them all on one page by default. */
export const AdminCompanySectionQuery = AdminListQuery.extend({
  maxResultCount: z.coerce.number().int().min(1).max(100).default(100),
});

export const adminCompanySectionRoutes = adminCrudRoutes({
  path: '/admin/company/sections',
  tag: 'company',
  label: 'company section',
  item: AdminCompanySection,
  input: CompanySectionInput,
  query: AdminCompanySectionQuery,
});
