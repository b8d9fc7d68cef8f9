import { z } from 'zod';
import { IdParam, PagedQuery, pagedResult } from './common.contract.js';
import { ModelRef } from './catalog.contract.js';
import {
  AdminListQuery,
  AdminTimestamps,
  EnglishMarkdown,
  EnglishText,
  NamedRef,
  adminCrudRoutes,
} from './content.contract.js';
import { defineRoute } from './route.js';

/** Solutions by industry/application (solution types from the mega-menu). */
export const SolutionCard = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  coverUrl: z.string().nullable(),
  solutionType: NamedRef,
  publishTime: z.string(),
});
export type SolutionCard = z.infer<typeof SolutionCard>;

export const SolutionTypeDetail = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  coverUrl: z.string().nullable(),
  solutions: z.array(SolutionCard),
});
export type SolutionTypeDetail = z.infer<typeof SolutionTypeDetail>;

export const solutionTypeDetailRoute = defineRoute({
  method: 'GET',
  path: '/solutions/types/:id',
  summary: 'A solution type (industry) with its published solutions as cards',
  tags: ['solution'],
  access: 'public',
  params: IdParam,
  response: SolutionTypeDetail,
});

export const SolutionListQuery = PagedQuery.extend({
  solutionTypeId: z.string().max(64).optional(),
  q: z.string().trim().max(100).optional(),
});

export const solutionListRoute = defineRoute({
  method: 'GET',
  path: '/solutions',
  summary: 'Published solutions, optionally of one type, with search',
  tags: ['solution'],
  access: 'public',
  query: SolutionListQuery,
  response: pagedResult(SolutionCard),
});

export const Highlight = z.object({
  label: z.string().trim().min(1).max(40),
  labelEn: EnglishText(40),
  value: z.string().trim().min(1).max(40),
  valueEn: EnglishText(40),
});
export const CaseStudy = z.object({
  customer: z.string().trim().min(1).max(100),
  customerEn: EnglishText(100),
  title: z.string().trim().min(1).max(200),
  titleEn: EnglishText(200),
  summary: z.string().trim().max(2000).default(''),
  summaryEn: EnglishText(2000),
  imageFileId: z.string().trim().min(1).max(64).nullable().default(null),
});
/** A key figure as stored and shown (e.g. 检出率 99.9% / Detection rate 99.9%). */
export const HighlightItem = z.object({
  label: z.string(),
  labelEn: z.string(),
  value: z.string(),
  valueEn: z.string(),
});
/** A case study as stored (admin). */
export const CaseStudyItem = z.object({
  customer: z.string(),
  customerEn: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  imageFileId: z.string().nullable(),
});

/** A document linked as a related download of a solution. */
export const SolutionDownload = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  docType: z.string(),
  language: z.string(),
  size: z.number().int(),
  membersOnly: z.boolean(),
  downloadUrl: z.string(),
});

export const SolutionDetail = SolutionCard.extend({
  challengeHtml: z.string(),
  challengeHtmlEn: z.string(),
  approachHtml: z.string(),
  approachHtmlEn: z.string(),
  resultsHtml: z.string(),
  resultsHtmlEn: z.string(),
  /** Key figures (e.g. 检出率 99.9%). */
  highlights: z.array(HighlightItem),
  caseStudies: z.array(CaseStudyItem.omit({ imageFileId: true }).extend({ imageUrl: z.string().nullable() })),
  /** Products used, linking to their model pages (unpublished models left out). */
  products: z.array(ModelRef),
  downloads: z.array(SolutionDownload),
  lastModificationTime: z.string(),
});
export type SolutionDetail = z.infer<typeof SolutionDetail>;

export const solutionDetailRoute = defineRoute({
  method: 'GET',
  path: '/solutions/:id',
  summary: 'One solution: challenge, approach, results, products used, case studies, related downloads',
  tags: ['solution'],
  access: 'public',
  params: IdParam,
  response: SolutionDetail,
});

// ----- admin ------------------------------------------------------------------------------------------

export const SolutionTypeInput = z.object({
  name: z.string().trim().min(1, '请填写名称').max(100),
  nameEn: z.string().trim().max(100).default(''),
  description: z.string().trim().max(2000).default(''),
  descriptionEn: EnglishText(2000),
  coverFileId: z.string().trim().min(1).max(64).nullable().default(null),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminSolutionType = SolutionTypeInput.extend({
  ...AdminTimestamps.shape,
  descriptionEn: z.string(),
  coverUrl: z.string().nullable(),
  solutionCount: z.number().int(),
});
export type AdminSolutionType = z.infer<typeof AdminSolutionType>;

export const adminSolutionTypeRoutes = adminCrudRoutes({
  path: '/admin/solutions/types',
  tag: 'solution',
  label: 'solution type',
  item: AdminSolutionType,
  input: SolutionTypeInput,
});

export const SolutionInput = z.object({
  solutionTypeId: z.string().trim().min(1, '请选择解决方案类型').max(64),
  title: z.string().trim().min(2, '标题至少 2 个字符').max(200),
  titleEn: z.string().trim().max(200).default(''),
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  coverFileId: z.string().trim().min(1).max(64).nullable().default(null),
  challengeMd: z.string().max(50_000).default(''),
  challengeMdEn: EnglishMarkdown(),
  approachMd: z.string().max(50_000).default(''),
  approachMdEn: EnglishMarkdown(),
  resultsMd: z.string().max(50_000).default(''),
  resultsMdEn: EnglishMarkdown(),
  highlights: z.array(Highlight).max(8).default([]),
  caseStudies: z.array(CaseStudy).max(10).default([]),
  productIds: z.array(z.string().min(1).max(64)).max(20).default([]),
  documentIds: z.array(z.string().min(1).max(64)).max(20).default([]),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});
export const AdminSolution = SolutionInput.extend({
  ...AdminTimestamps.shape,
  summaryEn: z.string(),
  challengeMdEn: z.string(),
  approachMdEn: z.string(),
  resultsMdEn: z.string(),
  highlights: z.array(HighlightItem),
  caseStudies: z.array(CaseStudyItem),
  solutionTypeName: z.string(),
  coverUrl: z.string().nullable(),
});
export type AdminSolution = z.infer<typeof AdminSolution>;

export const AdminSolutionQuery = AdminListQuery.extend({ solutionTypeId: z.string().max(64).optional() });

export const adminSolutionRoutes = adminCrudRoutes({
  path: '/admin/solutions',
  tag: 'solution',
  label: 'solution',
  item: AdminSolution,
  input: SolutionInput,
  query: AdminSolutionQuery,
});
