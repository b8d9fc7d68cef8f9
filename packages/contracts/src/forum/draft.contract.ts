import { z } from 'zod';
import { OkResult } from '../common.contract.js';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';
import { CONTENT_MAX, TopicVisibility } from './shared.contract.js';

/** Editor drafts saved on the server: one per member and editor, autosaved. */

/** Identifies one editor: e.g. `discuss:create:<plateId>`, `discuss:update:<id>`, `article:create:<discussId>:<parentId>`. */
export const EditorKey = z.string().regex(/^[A-Za-z0-9:_.-]{1,120}$/, '草稿键无效');

export const DraftPayload = z
  .object({
    title: z.string().max(200),
    name: z.string().max(200),
    introduction: z.string().max(1000),
    content: z.string().max(CONTENT_MAX),
    cover: z.string().max(64).nullable(),
    tags: z.array(z.string().max(40)).max(20),
    color: z.string().max(16).nullable(),
    visibility: TopicVisibility,
    userIds: z.array(z.string().max(64)).max(100),
    roleCodes: z.array(z.string().max(64)).max(20),
    commentsDisabled: z.boolean(),
    plateId: z.string().max(64).nullable(),
    /** The product models a topic names. */
    modelIds: z.array(z.string().max(64)).max(20),
    discussId: z.string().max(64).nullable(),
    parentId: z.string().max(64).nullable(),
    orderNum: z.number().int(),
  })
  .partial();
export type DraftPayload = z.infer<typeof DraftPayload>;

export const Draft = z.object({ key: z.string(), payload: DraftPayload, updateTime: z.string() });
export type Draft = z.infer<typeof Draft>;

export const draftListRoute = defineRoute({
  method: 'GET',
  path: '/forum/draft',
  summary: 'My saved editor drafts, latest first',
  tags,
  access: 'member',
  response: z.object({ items: z.array(Draft) }),
});

export const draftGetRoute = defineRoute({
  method: 'GET',
  path: '/forum/draft/:key',
  summary: 'My draft for one editor (draft null when none)',
  tags,
  access: 'member',
  params: z.object({ key: EditorKey }),
  response: z.object({ draft: Draft.nullable() }),
});

export const draftSaveRoute = defineRoute({
  method: 'PUT',
  path: '/forum/draft/:key',
  summary: 'Save my draft for one editor (autosave)',
  tags,
  access: 'member',
  params: z.object({ key: EditorKey }),
  body: z.object({ payload: DraftPayload }),
  response: Draft,
});

export const draftDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/forum/draft/:key',
  summary: 'Discard my draft for one editor',
  tags,
  access: 'member',
  params: z.object({ key: EditorKey }),
  response: OkResult,
});
