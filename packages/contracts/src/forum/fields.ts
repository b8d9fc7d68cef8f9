import { z } from 'zod';
import { Permissions } from '../permissions.js';
import { CONTENT_MAX, CONTENT_MIN } from './shared.contract.js';

/**
 * Building blocks the forum's contracts share but do not export from the package: OpenAPI tags, the
 * moderator access rule and the field schemas several bodies reuse.
 */

export const tags = ['forum'];
export const adminTags = ['admin', 'forum'];
export const moderate = { permission: Permissions.forumModerate };

export const markdownContent = z
  .string({ error: '请输入内容' })
  .max(CONTENT_MAX, `内容最多 ${CONTENT_MAX} 个字符`)
  .refine((s) => s.trim().length >= CONTENT_MIN, `内容至少 ${CONTENT_MIN} 个字`);

export const fileId = z.string().trim().min(1).max(64);
export const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB 格式');
export const tagList = z
  .array(z.string().trim().min(1, '标签不能为空').max(20, '标签最多 20 个字'))
  .max(5, '最多 5 个标签');
