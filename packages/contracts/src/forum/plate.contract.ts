import { z } from 'zod';
import { IdParam, OkResult, pagedResult } from '../common.contract.js';
import { EnglishText } from '../content.contract.js';
import { defineRoute } from '../route.js';
import { adminTags, fileId, moderate, tags } from './fields.js';

/** Boards (`/plate`): the list with whether the viewer may post, and staff maintenance. */

export const PlateItem = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** File id of the logo, and its URL. */
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  introduction: z.string(),
  /** English name and introduction, '' when none: English mode shows the Chinese then. */
  nameEn: z.string(),
  introductionEn: z.string(),
  orderNum: z.number().int(),
  isPostingDisabled: z.boolean(),
  /** A Q&A board: topics are questions whose author or staff mark one comment as the answer. */
  isQuestionBoard: z.boolean(),
  /** Live topics the public sees on the board. */
  topicCount: z.number().int(),
  /** Whether the viewer may post here (permission, board flag, ban); false for guests. */
  canPost: z.boolean(),
  creationTime: z.string(),
});
export type PlateItem = z.infer<typeof PlateItem>;

export const PlateInput = z.object({
  name: z.string({ error: '请输入板块名称' }).trim().min(1, '请输入板块名称').max(20, '板块名称最多 20 个字'),
  code: z
    .string({ error: '请输入板块代码' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, '板块代码须为 1–32 位小写字母、数字或连字符'),
  logo: fileId.nullable().optional(),
  introduction: z.string().trim().max(500, '简介最多 500 个字').default(''),
  nameEn: EnglishText(40),
  introductionEn: EnglishText(1000),
  orderNum: z.number().int().min(-100000).max(100000).default(0),
  isPostingDisabled: z.boolean().default(false),
  isQuestionBoard: z.boolean().default(false),
});
export type PlateInput = z.input<typeof PlateInput>;

export const plateListRoute = defineRoute({
  method: 'GET',
  path: '/plate',
  summary: 'Boards in display order, with whether the viewer may post',
  tags,
  access: 'public',
  response: pagedResult(PlateItem),
});

export const plateGetRoute = defineRoute({
  method: 'GET',
  path: '/plate/:id',
  summary: 'One board',
  tags,
  access: 'public',
  params: IdParam,
  response: PlateItem,
});

export const plateCreateRoute = defineRoute({
  method: 'POST',
  path: '/plate',
  summary: 'Create a board (staff; audited)',
  tags: adminTags,
  access: moderate,
  body: PlateInput,
  response: PlateItem,
  status: 201,
});

export const plateUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/plate/:id',
  summary: 'Update a board (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: PlateInput,
  response: PlateItem,
});

export const plateDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/plate/:id',
  summary: 'Delete an empty board (staff; audited); a board with topics answers 409',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  response: OkResult,
});
