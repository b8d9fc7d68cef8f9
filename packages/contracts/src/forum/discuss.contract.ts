import { z } from 'zod';
import { IdParam, OkResult, PagedQuery, pagedResult } from '../common.contract.js';
import { Permissions } from '../permissions.js';
import { defineRoute } from '../route.js';
import { adminTags, colorSchema, fileId, markdownContent, moderate, tagList, tags } from './fields.js';
import { SolvedAnswer } from './answer.contract.js';
import { DiscussTab, ForumUser, TITLE_MAX, TITLE_MIN, TocItem, TopicVisibility } from './shared.contract.js';

/** Topics (`/discuss`): cards with masking, the detail with rendered content, writes and the curated list. */

/**
 * A topic as lists show it. When `isMasked` is true the viewer may not see the topic: the title is
 * FORUM_PRIVACY_TITLE, introduction, cover and tags are empty, and the card must not link anywhere.
 */
export const DiscussCard = z.object({
  id: z.string(),
  plateId: z.string(),
  plateName: z.string(),
  /** The board's English name, '' when it has none (English mode shows `plateName` then). */
  plateNameEn: z.string(),
  title: z.string(),
  introduction: z.string(),
  cover: z.string().nullable(),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  color: z.string().nullable(),
  visibility: TopicVisibility,
  isPinned: z.boolean(),
  orderNum: z.number().int(),
  commentsDisabled: z.boolean(),
  /** Hidden by a moderator: only staff and the author see such a topic (with the reason on the detail). */
  isHidden: z.boolean(),
  isMasked: z.boolean(),
  /** Whether the viewer liked it (false for guests). */
  isAgree: z.boolean(),
  likeCount: z.number().int(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
  /** A question whose answer is marked (Q&A boards); false on masked cards. */
  isSolved: z.boolean(),
  solvedCommentId: z.string().nullable(),
  author: ForumUser,
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type DiscussCard = z.infer<typeof DiscussCard>;

/** What the viewer may do on a topic; the web shows or hides buttons from it (the server checks again). */
export const DiscussAbilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Add child articles (topic author or staff). */
  canWriteArticle: z.boolean(),
  canComment: z.boolean(),
  canLike: z.boolean(),
  canModerate: z.boolean(),
  canViewHistory: z.boolean(),
  /** Bookmark the topic and its comments (signed-in members). */
  canBookmark: z.boolean(),
  /** Mark or clear the answer: a Q&A board's topic, its author or staff. */
  canMarkAnswer: z.boolean(),
});

/** How many product models a topic may name. */
export const TOPIC_MODELS_MAX = 5;

/** A product model a topic names, as the topic page links it (published models only). */
export const TopicModel = z.object({
  id: z.string(),
  modelNumber: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type TopicModel = z.infer<typeof TopicModel>;

export const DiscussDetail = DiscussCard.extend({
  /** Markdown source (for the editor). */
  content: z.string(),
  /** Sanitised HTML rendered on the server. Code blocks are `<pre class="code-block" data-lang>`. */
  contentHtml: z.string(),
  toc: z.array(TocItem),
  revision: z.number().int(),
  hiddenReason: z.string().nullable(),
  plateCode: z.string(),
  /** The visibility lists, only for the author and staff (null for everyone else). */
  visibilityUsers: z.array(z.object({ id: z.string(), nick: z.string(), icon: z.string().nullable() })).nullable(),
  visibilityRoles: z.array(z.string()).nullable(),
  /** Whether the viewer bookmarked the topic (false for guests). */
  isBookmarked: z.boolean(),
  /** The topic is in a Q&A board. */
  isQuestion: z.boolean(),
  /** The marked answer, shown under the question; null when open or the answer is gone. */
  solvedAnswer: SolvedAnswer.nullable(),
  /** The published product models the topic is about, in the author's order. */
  models: z.array(TopicModel),
  viewer: DiscussAbilities,
});
export type DiscussDetail = z.infer<typeof DiscussDetail>;

export const DiscussListQuery = PagedQuery.extend({
  plateId: z.string().min(1).max(64).optional(),
  tab: DiscussTab.default('new'),
  /** Title search from the header box. Topics the viewer may not see never match. */
  q: z.string().trim().max(40).optional(),
  /** Topics naming this product model (the model page's "all topics"). Topics the viewer may not see never match. */
  modelId: z.string().min(1).max(64).optional(),
});

export const discussListRoute = defineRoute({
  method: 'GET',
  path: '/discuss',
  summary: 'Topics of a board (or all boards): pinned first, then by tab; masked cards for private topics',
  tags,
  access: 'public',
  query: DiscussListQuery,
  response: pagedResult(DiscussCard),
});

export const discussTopRoute = defineRoute({
  method: 'GET',
  path: '/discuss/top',
  summary: "The home page's curated topics (those the viewer may see)",
  tags,
  access: 'public',
  response: z.array(DiscussCard),
});

export const discussTopSetRoute = defineRoute({
  method: 'PUT',
  path: '/discuss/top',
  summary: 'Replace the curated list, in order (staff; audited)',
  tags: adminTags,
  access: moderate,
  body: z.object({ discussIds: z.array(z.string().min(1).max(64)).max(20, '最多 20 个推荐主题') }),
  response: z.array(DiscussCard),
});

export const discussByUserRoute = defineRoute({
  method: 'GET',
  path: '/discuss/user/:userName',
  summary: "A member's topics for their profile (only those the viewer may see)",
  tags,
  access: 'public',
  params: z.object({ userName: z.string().min(1).max(64) }),
  query: PagedQuery,
  response: pagedResult(DiscussCard),
});

export const discussGetRoute = defineRoute({
  method: 'GET',
  path: '/discuss/:id',
  summary: 'One topic with rendered content and table of contents (403 when the viewer may not see it); counts a view',
  tags,
  access: 'public',
  params: IdParam,
  response: DiscussDetail,
});

const DiscussFields = {
  title: z
    .string({ error: '请输入标题' })
    .trim()
    .min(TITLE_MIN, `标题至少 ${TITLE_MIN} 个字`)
    .max(TITLE_MAX, `标题最多 ${TITLE_MAX} 个字`),
  introduction: z.string().trim().max(200, '简介最多 200 个字'),
  content: markdownContent,
  cover: fileId.nullable(),
  tags: tagList,
  color: colorSchema.nullable(),
  visibility: TopicVisibility,
  /** Members who may see a `users` topic. */
  userIds: z.array(z.string().min(1).max(64)).max(100, '最多指定 100 位成员'),
  /** Roles whose holders may see a `roles` topic. */
  roleCodes: z.array(z.string().min(1).max(64)).max(20, '最多指定 20 个角色'),
  commentsDisabled: z.boolean(),
  /** Published product models of the tenant the topic is about; duplicates are dropped. */
  modelIds: z
    .array(z.string().trim().min(1).max(64))
    .max(TOPIC_MODELS_MAX, `最多关联 ${TOPIC_MODELS_MAX} 个型号`)
    .transform((ids) => [...new Set(ids)]),
};

export const DiscussCreateBody = z.object({
  plateId: z.string({ error: '请选择板块' }).min(1, '请选择板块').max(64),
  title: DiscussFields.title,
  introduction: DiscussFields.introduction.default(''),
  content: DiscussFields.content,
  cover: DiscussFields.cover.optional(),
  tags: DiscussFields.tags.default([]),
  color: DiscussFields.color.optional(),
  visibility: DiscussFields.visibility.default('public'),
  userIds: DiscussFields.userIds.default([]),
  roleCodes: DiscussFields.roleCodes.default([]),
  commentsDisabled: DiscussFields.commentsDisabled.default(false),
  modelIds: DiscussFields.modelIds.default([]),
});
export type DiscussCreateBody = z.input<typeof DiscussCreateBody>;

/** Partial update: fields left out keep their value. */
export const DiscussUpdateBody = z.object(DiscussFields).partial();
export type DiscussUpdateBody = z.input<typeof DiscussUpdateBody>;

export const discussCreateRoute = defineRoute({
  method: 'POST',
  path: '/discuss',
  summary: 'Post a topic (title 3–40, unique in the board; content ≥ 10)',
  tags,
  access: { permission: Permissions.topicCreate },
  body: DiscussCreateBody,
  response: DiscussDetail,
  status: 201,
});

export const discussUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/discuss/:id',
  summary: 'Edit a topic (author or staff); the previous content goes to the edit history',
  tags,
  access: 'member',
  params: IdParam,
  body: DiscussUpdateBody,
  response: DiscussDetail,
});

export const discussDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/discuss/:id',
  summary: 'Delete a topic (author or staff)',
  tags,
  access: 'member',
  params: IdParam,
  response: OkResult,
});

/** A public topic naming a model, as the model page lists it. */
export const ModelTopic = DiscussCard.pick({
  id: true,
  title: true,
  isSolved: true,
  commentCount: true,
  creationTime: true,
});
export type ModelTopic = z.infer<typeof ModelTopic>;

export const discussByModelRoute = defineRoute({
  method: 'GET',
  path: '/discuss/by-model/:modelId',
  summary:
    "The public topics naming a product model (the model page's questions): solved first, then newest; with the total",
  tags,
  access: 'public',
  params: z.object({ modelId: z.string().min(1).max(64) }),
  query: z.object({ maxResultCount: z.coerce.number().int().min(1).max(20).default(5) }),
  response: pagedResult(ModelTopic),
});
