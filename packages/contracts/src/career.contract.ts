import { z } from 'zod';
import { IdParam, OkResult, PagedQuery } from './common.contract.js';
import {
  AdminListQuery,
  AdminTimestamps,
  BinaryResponse,
  EnglishMarkdown,
  EnglishText,
  FilterOption,
  adminCrudRoutes,
  contentAccess,
} from './content.contract.js';
import { defineRoute } from './route.js';

/** Join us: job postings (closing automatically at their closing time) and applications with a CV. */
export const EmploymentType = z.enum(['full_time', 'part_time', 'intern', 'contract']);
export type EmploymentType = z.infer<typeof EmploymentType>;
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, { zh: string; en: string }> = {
  full_time: { zh: '全职', en: 'Full-time' },
  part_time: { zh: '兼职', en: 'Part-time' },
  intern: { zh: '实习', en: 'Internship' },
  contract: { zh: '合同制', en: 'Contract' },
};

export const JobListItem = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  department: z.string(),
  departmentEn: z.string(),
  city: z.string(),
  cityEn: z.string(),
  employmentType: EmploymentType,
  experience: z.string(),
  experienceEn: z.string(),
  education: z.string(),
  educationEn: z.string(),
  headcount: z.number().int(),
  salaryRange: z.string(),
  salaryRangeEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  publishTime: z.string(),
  closeTime: z.string().nullable(),
  /** False once the closing time has passed: no more applications. */
  isOpen: z.boolean(),
});
export type JobListItem = z.infer<typeof JobListItem>;

export const JobListQuery = PagedQuery.extend({
  department: z.string().trim().max(60).optional(),
  city: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
});

export const jobListRoute = defineRoute({
  method: 'GET',
  path: '/career/jobs',
  summary: 'Open jobs filtered by department and city, with search; the departments and cities present',
  tags: ['career'],
  access: 'public',
  query: JobListQuery,
  response: z.object({
    items: z.array(JobListItem),
    totalCount: z.number().int(),
    departments: z.array(z.string()),
    cities: z.array(z.string()),
    /** The same departments and cities in the same order, with their English names. */
    departmentOptions: z.array(FilterOption),
    cityOptions: z.array(FilterOption),
  }),
});

export const JobDetail = JobListItem.extend({
  responsibilitiesHtml: z.string(),
  responsibilitiesHtmlEn: z.string(),
  requirementsHtml: z.string(),
  requirementsHtmlEn: z.string(),
  benefitsHtml: z.string(),
  benefitsHtmlEn: z.string(),
  lastModificationTime: z.string(),
});
export type JobDetail = z.infer<typeof JobDetail>;

export const jobDetailRoute = defineRoute({
  method: 'GET',
  path: '/career/jobs/:id',
  summary: 'One published job (a closed job still shows, with isOpen false)',
  tags: ['career'],
  access: 'public',
  params: IdParam,
  response: JobDetail,
});

/** Accepted CV types, decided by the file's content. */
export const CV_TYPES = ['pdf', 'doc', 'docx'] as const;
export const CV_MAX_BYTES = 10 * 1024 * 1024;

/**
 * multipart/form-data: fields `name`, `phone`, `email`, `message` (optional), `consent` ("true"), then the
 * file part `cv` (PDF, DOC or DOCX by content; other types → 415). Rate limited per IP.
 */
export const JobApplicationFields = z.object({
  name: z.string().trim().min(2, '请填写姓名').max(40),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, '请填写正确的电话号码'),
  email: z.string().trim().email('请填写正确的邮箱').max(120),
  message: z.string().trim().max(2000).default(''),
  consent: z.literal('true', { message: '请阅读并同意个人信息处理说明' }),
});

export const jobApplyRoute = defineRoute({
  method: 'POST',
  path: '/career/jobs/:id/applications',
  summary: 'Apply to an open job with a CV (multipart; PDF/DOC/DOCX only; consent required)',
  tags: ['career'],
  access: 'public',
  params: IdParam,
  response: z.object({ id: z.string(), message: z.string() }),
  status: 201,
});

// ----- admin ------------------------------------------------------------------------------------------

export const JobInput = z.object({
  title: z.string().trim().min(2, '请填写职位名称').max(100),
  titleEn: z.string().trim().max(100).default(''),
  department: z.string().trim().min(1, '请填写部门').max(60),
  departmentEn: EnglishText(60),
  city: z.string().trim().min(1, '请填写城市').max(60),
  cityEn: EnglishText(60),
  employmentType: EmploymentType.default('full_time'),
  experience: z.string().trim().max(60).default(''),
  experienceEn: EnglishText(60),
  education: z.string().trim().max(60).default(''),
  educationEn: EnglishText(60),
  headcount: z.number().int().min(1).max(999).default(1),
  salaryRange: z.string().trim().max(60).default(''),
  salaryRangeEn: EnglishText(60),
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  responsibilitiesMd: z.string().min(1, '请填写岗位职责').max(20_000),
  responsibilitiesMdEn: EnglishMarkdown(20_000),
  requirementsMd: z.string().min(1, '请填写任职要求').max(20_000),
  requirementsMdEn: EnglishMarkdown(20_000),
  benefitsMd: z.string().max(20_000).default(''),
  benefitsMdEn: EnglishMarkdown(20_000),
  isPublished: z.boolean().default(true),
  publishTime: z.string().datetime({ offset: true }).nullable().default(null),
  /** After this time the job no longer shows in the list and refuses applications. */
  closeTime: z.string().datetime({ offset: true }).nullable().default(null),
});
export const AdminJob = JobInput.extend({
  ...AdminTimestamps.shape,
  ...JobListItem.pick({
    departmentEn: true,
    cityEn: true,
    experienceEn: true,
    educationEn: true,
    salaryRangeEn: true,
    summaryEn: true,
  }).shape,
  responsibilitiesMdEn: z.string(),
  requirementsMdEn: z.string(),
  benefitsMdEn: z.string(),
  publishTime: z.string(),
  isOpen: z.boolean(),
  applicationCount: z.number().int(),
});
export type AdminJob = z.infer<typeof AdminJob>;

export const AdminJobQuery = AdminListQuery.extend({
  department: z.string().trim().max(60).optional(),
  city: z.string().trim().max(60).optional(),
});

export const adminJobRoutes = adminCrudRoutes({
  path: '/admin/career/jobs',
  tag: 'career',
  label: 'job',
  item: AdminJob,
  input: JobInput,
  query: AdminJobQuery,
});

export const ApplicationStatus = z.enum(['new', 'reviewing', 'interview', 'offer', 'rejected', 'withdrawn']);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const AdminJobApplication = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  cvFileName: z.string(),
  cvSize: z.number().int(),
  /** `/prod-api/admin/career/applications/:id/cv` */
  cvUrl: z.string(),
  status: ApplicationStatus,
  notes: z.string(),
  consentTime: z.string(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type AdminJobApplication = z.infer<typeof AdminJobApplication>;

export const AdminApplicationQuery = AdminListQuery.extend({
  jobId: z.string().max(64).optional(),
  status: ApplicationStatus.optional(),
});

export const adminApplicationListRoute = defineRoute({
  method: 'GET',
  path: '/admin/career/applications',
  summary: 'Job applications with search, job and status filters (admin)',
  tags: ['career', 'admin'],
  access: contentAccess,
  query: AdminApplicationQuery,
  response: z.object({ items: z.array(AdminJobApplication), totalCount: z.number().int() }),
});

export const ApplicationUpdateInput = z.object({
  status: ApplicationStatus,
  notes: z.string().trim().max(5000).default(''),
});

export const adminApplicationUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/admin/career/applications/:id',
  summary: 'Set the status and notes of an application (admin; audited)',
  tags: ['career', 'admin'],
  access: contentAccess,
  params: IdParam,
  body: ApplicationUpdateInput,
  response: AdminJobApplication,
});

export const adminApplicationDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/admin/career/applications/:id',
  summary: 'Delete an application and its CV (admin; audited)',
  tags: ['career', 'admin'],
  access: contentAccess,
  params: IdParam,
  response: OkResult,
});

export const adminApplicationCvRoute = defineRoute({
  method: 'GET',
  path: '/admin/career/applications/:id/cv',
  summary: "Download an applicant's CV (admin)",
  tags: ['career', 'admin'],
  access: contentAccess,
  params: IdParam,
  response: BinaryResponse,
});
