import { z } from 'zod';
import { IdParam, OkResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { markdownContent, tags } from './fields.js';
import { ForumUser, TITLE_MAX, TocItem } from './shared.contract.js';

/** Article trees (`/article`): chapters under a topic, written by the topic's author or staff. */

export const ArticleLink = z.object({ id: z.string(), name: z.string() });

/** A node of a topic's article tree (no content: the outline). */
export interface ArticleNode {
  id: string;
  discussId: string;
  parentId: string | null;
  name: string;
  orderNum: number;
  creationTime: string;
  children: ArticleNode[];
}
export const ArticleNode: z.ZodType<ArticleNode> = z.object({
  id: z.string(),
  discussId: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  orderNum: z.number().int(),
  creationTime: z.string(),
  get children() {
    return z.array(ArticleNode);
  },
});

export const articleTreeRoute = defineRoute({
  method: 'GET',
  path: '/article/all/discuss-id/:discussId',
  summary: "A topic's article tree, ordered (403 when the viewer may not see the topic)",
  tags,
  access: 'public',
  params: z.object({ discussId: z.string().min(1).max(64) }),
  response: z.array(ArticleNode),
});

export const ArticleDetail = z.object({
  id: z.string(),
  discussId: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  content: z.string(),
  contentHtml: z.string(),
  toc: z.array(TocItem),
  orderNum: z.number().int(),
  revision: z.number().int(),
  author: ForumUser,
  creationTime: z.string(),
  lastModificationTime: z.string(),
  /** The topic it belongs to, for the breadcrumb home > board > topic > article. */
  discuss: z.object({
    id: z.string(),
    title: z.string(),
    plateId: z.string(),
    plateName: z.string(),
    /** '' when the board has no English name. */
    plateNameEn: z.string(),
  }),
  /** Ancestors from the top of the tree down to the parent. */
  ancestors: z.array(ArticleLink),
  /** Neighbours in the outline's reading order (depth-first). */
  prev: ArticleLink.nullable(),
  next: ArticleLink.nullable(),
  viewer: z.object({ canEdit: z.boolean(), canViewHistory: z.boolean() }),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

export const articleGetRoute = defineRoute({
  method: 'GET',
  path: '/article/:id',
  summary: 'One child article with rendered content, toc, ancestors and neighbours',
  tags,
  access: 'public',
  params: IdParam,
  response: ArticleDetail,
});

const articleName = z
  .string({ error: '请输入章节名称' })
  .trim()
  .min(1, '请输入章节名称')
  .max(TITLE_MAX, `章节名称最多 ${TITLE_MAX} 个字`);

export const ArticleCreateBody = z.object({
  discussId: z.string().min(1).max(64),
  /** The parent article; null or absent for a top-level chapter. */
  parentId: z.string().min(1).max(64).nullable().optional(),
  name: articleName,
  content: markdownContent,
  orderNum: z.number().int().min(-100000).max(100000).default(0),
});
export type ArticleCreateBody = z.input<typeof ArticleCreateBody>;

export const ArticleUpdateBody = z
  .object({
    parentId: z.string().min(1).max(64).nullable(),
    name: articleName,
    content: markdownContent,
    orderNum: z.number().int().min(-100000).max(100000),
  })
  .partial();
export type ArticleUpdateBody = z.input<typeof ArticleUpdateBody>;

export const articleCreateRoute = defineRoute({
  method: 'POST',
  path: '/article',
  summary: 'Add a child article to a topic (topic author or staff)',
  tags,
  access: 'member',
  body: ArticleCreateBody,
  response: ArticleDetail,
  status: 201,
});

export const articleUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/article/:id',
  summary: 'Edit or move a child article (topic author or staff); history kept',
  tags,
  access: 'member',
  params: IdParam,
  body: ArticleUpdateBody,
  response: ArticleDetail,
});

export const articleDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/article/:id',
  summary: 'Delete a child article and everything under it (topic author or staff)',
  tags,
  access: 'member',
  params: IdParam,
  response: OkResult,
});
