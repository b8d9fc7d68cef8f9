import { z } from 'zod';
import { IdParam, OkResult } from './common.contract.js';
import { AdminListQuery, contentAccess } from './content.contract.js';
import { defineRoute } from './route.js';

/**
 * Contact forms: contact sales (/contactus) and feedback (/contact). Both need the image captcha
 * (`GET /account/captcha-image` → uuid + img; send `uuid` and the typed `code`), are rate limited per IP
 * and land in the admin leads inbox.
 */
export const LeadKind = z.enum(['sales', 'feedback']);
export type LeadKind = z.infer<typeof LeadKind>;
export const LeadStatus = z.enum(['new', 'contacted', 'closed']);
export type LeadStatus = z.infer<typeof LeadStatus>;

export const SALES_REGIONS = ['华东', '华南', '华北', '华中', '西南', '西北', '东北', '港澳台', '海外'] as const;

const Captcha = {
  uuid: z.string().trim().min(1, '请获取验证码').max(64),
  code: z.string().trim().min(1, '请填写验证码').max(16),
};
const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, '请填写正确的电话号码');

export const SalesLeadInput = z.object({
  name: z.string().trim().min(2, '请填写姓名').max(40),
  company: z.string().trim().min(2, '请填写公司名称').max(100),
  phone: Phone,
  email: z.string().trim().email('请填写正确的邮箱').max(120),
  region: z.string().trim().min(1, '请选择所在地区').max(40),
  productInterest: z.string().trim().max(200).default(''),
  /** When sent from a model page ("contact sales about this model"). */
  modelId: z.string().trim().min(1).max(64).nullable().default(null),
  message: z.string().trim().min(5, '请简单描述您的需求（至少 5 个字）').max(2000),
  consent: z.literal(true, { message: '请阅读并同意个人信息处理说明' }),
  sourceUrl: z.string().trim().max(500).default(''),
  ...Captcha,
});

/** An optional field: left blank (missing, null, or only spaces) it is null; given, it must pass `schema`. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().default(null),
  );
}

export const FeedbackInput = z.object({
  name: z.string().trim().min(1, '请填写称呼').max(40),
  email: optional(z.string().trim().email('请填写正确的邮箱').max(120)),
  phone: optional(Phone),
  message: z.string().trim().min(5, '请填写反馈内容（至少 5 个字）').max(2000),
  ...Captcha,
});

export const LeadSubmitted = z.object({ id: z.string(), message: z.string() });

export const salesLeadRoute = defineRoute({
  method: 'POST',
  path: '/leads/sales',
  summary: 'Contact sales: a lead for the sales team (captcha; rate limited per IP)',
  tags: ['lead'],
  access: 'public',
  body: SalesLeadInput,
  response: LeadSubmitted,
  status: 201,
});

export const feedbackRoute = defineRoute({
  method: 'POST',
  path: '/leads/feedback',
  summary: 'Feedback from the contact page (captcha; rate limited per IP)',
  tags: ['lead'],
  access: 'public',
  body: FeedbackInput,
  response: LeadSubmitted,
  status: 201,
});

// ----- admin ------------------------------------------------------------------------------------------

export const AdminLead = z.object({
  id: z.string(),
  kind: LeadKind,
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  region: z.string(),
  productInterest: z.string(),
  model: z.object({ id: z.string(), modelNumber: z.string(), name: z.string() }).nullable(),
  message: z.string(),
  sourceUrl: z.string(),
  status: LeadStatus,
  notes: z.string(),
  ip: z.string().nullable(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type AdminLead = z.infer<typeof AdminLead>;

export const AdminLeadQuery = AdminListQuery.extend({ kind: LeadKind.optional(), status: LeadStatus.optional() });

export const adminLeadListRoute = defineRoute({
  method: 'GET',
  path: '/admin/leads',
  summary: 'Leads inbox with search, kind and status filters, newest first (admin)',
  tags: ['lead', 'admin'],
  access: contentAccess,
  query: AdminLeadQuery,
  response: z.object({
    items: z.array(AdminLead),
    totalCount: z.number().int(),
    /** Number of leads still `new`, for the menu badge. */
    newCount: z.number().int(),
  }),
});

export const adminLeadGetRoute = defineRoute({
  method: 'GET',
  path: '/admin/leads/:id',
  summary: 'One lead (admin)',
  tags: ['lead', 'admin'],
  access: contentAccess,
  params: IdParam,
  response: AdminLead,
});

export const LeadUpdateInput = z.object({ status: LeadStatus, notes: z.string().trim().max(5000).default('') });

export const adminLeadUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/admin/leads/:id',
  summary: 'Set the status (new/contacted/closed) and notes of a lead (admin; audited)',
  tags: ['lead', 'admin'],
  access: contentAccess,
  params: IdParam,
  body: LeadUpdateInput,
  response: AdminLead,
});

export const adminLeadDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/admin/leads/:id',
  summary: 'Delete a lead (admin; audited)',
  tags: ['lead', 'admin'],
  access: contentAccess,
  params: IdParam,
  response: OkResult,
});
