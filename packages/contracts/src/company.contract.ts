import { z } from 'zod';
import { AdminListQuery, AdminTimestamps, adminCrudRoutes } from './content.contract.js';
import { defineRoute } from './route.js';

/** Company information built from admin-editable sections. */
export const CompanySectionKind = z.enum(['intro', 'history', 'honours', 'offices', 'culture', 'custom']);
export type CompanySectionKind = z.infer<typeof CompanySectionKind>;

export const TimelineEntry = z.object({
  year: z.string().trim().min(1).max(20),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(''),
});
export const HonourEntry = z.object({
  year: z.string().trim().max(20).default(''),
  title: z.string().trim().min(1).max(200),
  issuer: z.string().trim().max(200).default(''),
  imageFileId: z.string().trim().min(1).max(64).nullable().default(null),
});
export const OfficeEntry = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).default(''),
  address: z.string().trim().min(1).max(300),
  phone: z.string().trim().max(60).default(''),
  email: z.string().trim().max(120).default(''),
  fax: z.string().trim().max(60).default(''),
  hours: z.string().trim().max(100).default(''),
  isHeadquarters: z.boolean().default(false),
});

export const CompanySection = z.object({
  id: z.string(),
  kind: CompanySectionKind,
  title: z.string(),
  titleEn: z.string(),
  contentHtml: z.string(),
  imageUrl: z.string().nullable(),
  timeline: z.array(z.object({ year: z.string(), title: z.string(), description: z.string() })),
  honours: z.array(
    z.object({ year: z.string(), title: z.string(), issuer: z.string(), imageUrl: z.string().nullable() }),
  ),
  offices: z.array(
    z.object({
      name: z.string(),
      nameEn: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      fax: z.string(),
      hours: z.string(),
      isHeadquarters: z.boolean(),
    }),
  ),
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
  imageFileId: z.string().trim().min(1).max(64).nullable().default(null),
  timeline: z.array(TimelineEntry).max(100).default([]),
  honours: z.array(HonourEntry).max(100).default([]),
  offices: z.array(OfficeEntry).max(50).default([]),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminCompanySection = CompanySectionInput.extend({ ...AdminTimestamps.shape });
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
