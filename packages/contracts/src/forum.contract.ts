import { z } from 'zod';
import { IdParam, OkResult, PagedQuery, pagedResult } from './common.contract.js';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * The community forum (PRODUCT.md §3, issue 4): boards (`/plate`), topics (`/discuss`), article trees
 * (`/article`), comments (`/comment`), likes (`/agree`), drafts, previews, reports and moderation.
 * Paths follow the original product's names where it had them.
 */

const tags = ['forum'];
const adminTags = ['admin', 'forum'];
const moderate = { permission: Permissions.forumModerate };

// ---------------------------------------------------------------------------------------------------------
// Shared shapes

/** Shown instead of the title of a topic the viewer may not see (the card stays in lists, masked). */
export const FORUM_PRIVACY_TITLE = '【私密】该主题仅对指定成员可见';
/** Shown instead of the content of a comment hidden by a moderator. */
export const FORUM_HIDDEN_COMMENT = '该评论已被管理员隐藏';
/** Shown instead of the content of a deleted comment whose replies remain. */
export const FORUM_DELETED_COMMENT = '该评论已删除';

export const TITLE_MIN = 3;
export const TITLE_MAX = 40;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 100_000;
export const COMMENT_MAX = 1000;

/** public: everyone; self: only the author; users: the listed members; roles: holders of the listed roles. Staff always see. */
export const TopicVisibility = z.enum(['public', 'self', 'users', 'roles']);
export type TopicVisibility = z.infer<typeof TopicVisibility>;

/** Board tabs: new (time), recommend (likes), hot (views). */
export const DiscussTab = z.enum(['new', 'recommend', 'hot']);
export type DiscussTab = z.infer<typeof DiscussTab>;

/** A member as the forum shows them: never phone, email or IP. `icon` is the avatar's file id (null: default avatar). */
export const ForumUser = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  icon: z.string().nullable(),
});
export type ForumUser = z.infer<typeof ForumUser>;

/** A table-of-contents entry: a heading of the rendered content and its anchor id. */
export const TocItem = z.object({ level: z.number().int(), text: z.string(), id: z.string() });
export type TocItem = z.infer<typeof TocItem>;

const markdownContent = z
  .string({ error: '请输入内容' })
  .max(CONTENT_MAX, `内容最多 ${CONTENT_MAX} 个字符`)
  .refine((s) => s.trim().length >= CONTENT_MIN, `内容至少 ${CONTENT_MIN} 个字`);

const fileId = z.string().trim().min(1).max(64);
const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB 格式');
const tagList = z.array(z.string().trim().min(1, '标签不能为空').max(20, '标签最多 20 个字')).max(5, '最多 5 个标签');

// ---------------------------------------------------------------------------------------------------------
// Boards

export const PlateItem = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** File id of the logo, and its URL. */
  logo: z.string().nullable(),
  logoUrl: z.string().nullable(),
  introduction: z.string(),
  orderNum: z.number().int(),
  isPostingDisabled: z.boolean(),
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
  orderNum: z.number().int().min(-100000).max(100000).default(0),
  isPostingDisabled: z.boolean().default(false),
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

// ---------------------------------------------------------------------------------------------------------
// Topics

/**
 * A topic as lists show it. When `isMasked` is true the viewer may not see the topic: the title is
 * FORUM_PRIVACY_TITLE, introduction, cover and tags are empty, and the card must not link anywhere.
 */
export const DiscussCard = z.object({
  id: z.string(),
  plateId: z.string(),
  plateName: z.string(),
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
});

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
  viewer: DiscussAbilities,
});
export type DiscussDetail = z.infer<typeof DiscussDetail>;

export const DiscussListQuery = PagedQuery.extend({
  plateId: z.string().min(1).max(64).optional(),
  tab: DiscussTab.default('new'),
  /** Title search from the header box. Topics the viewer may not see never match. */
  q: z.string().trim().max(40).optional(),
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

export const DiscussModerationBody = z
  .object({
    isPinned: z.boolean(),
    orderNum: z.number().int().min(-100000).max(100000),
    commentsDisabled: z.boolean(),
    isHidden: z.boolean(),
    hiddenReason: z.string().trim().max(500),
    /** Move to another board. */
    plateId: z.string().min(1).max(64),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, '没有要修改的内容');

/** A topic as staff see it in the console: never masked, with moderation state. */
export const AdminDiscussItem = DiscussCard.extend({
  hiddenReason: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedTime: z.string().nullable(),
  openReportCount: z.number().int(),
});
export type AdminDiscussItem = z.infer<typeof AdminDiscussItem>;

export const discussModerationRoute = defineRoute({
  method: 'PUT',
  path: '/discuss/:id/moderation',
  summary: 'Pin, order weight, disable comments, hide with a reason, move board (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: DiscussModerationBody,
  response: AdminDiscussItem,
});

export const RevisionItem = z.object({
  id: z.string(),
  /** The revision number the content had before the edit. */
  revision: z.number().int(),
  title: z.string(),
  content: z.string(),
  editor: ForumUser.nullable(),
  creationTime: z.string(),
});
export type RevisionItem = z.infer<typeof RevisionItem>;

export const discussRevisionsRoute = defineRoute({
  method: 'GET',
  path: '/discuss/:id/revisions',
  summary: 'Edit history of a topic, newest first (staff)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  query: PagedQuery,
  response: pagedResult(RevisionItem),
});

// ---------------------------------------------------------------------------------------------------------
// Likes

export const AgreeResult = z.object({
  /** True when the viewer now likes it. */
  isAgree: z.boolean(),
  likeCount: z.number().int(),
  message: z.string(),
});
export type AgreeResult = z.infer<typeof AgreeResult>;

export const agreeOperateRoute = defineRoute({
  method: 'POST',
  path: '/agree/operate/:discussId',
  summary: 'Toggle my like on a topic',
  tags,
  access: { permission: Permissions.likeOperate },
  params: z.object({ discussId: z.string().min(1).max(64) }),
  response: AgreeResult,
});

export const commentAgreeOperateRoute = defineRoute({
  method: 'POST',
  path: '/agree/operate/comment/:commentId',
  summary: 'Toggle my like on a comment',
  tags,
  access: { permission: Permissions.likeOperate },
  params: z.object({ commentId: z.string().min(1).max(64) }),
  response: AgreeResult,
});

// ---------------------------------------------------------------------------------------------------------
// Article trees

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
  discuss: z.object({ id: z.string(), title: z.string(), plateId: z.string(), plateName: z.string() }),
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

export const articleRevisionsRoute = defineRoute({
  method: 'GET',
  path: '/article/:id/revisions',
  summary: 'Edit history of an article, newest first (staff)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  query: PagedQuery,
  response: pagedResult(RevisionItem),
});

// ---------------------------------------------------------------------------------------------------------
// Comments (plain text; clients render text with links)

export const CommentReply = z.object({
  id: z.string(),
  discussId: z.string(),
  /** Null on a root comment. */
  rootId: z.string().nullable(),
  parentId: z.string().nullable(),
  /** Empty when deleted or hidden from the viewer (see the flags). */
  content: z.string(),
  author: ForumUser,
  /** The member replied to ("reply @nick"); null on root comments. */
  replyTo: z.object({ id: z.string(), userName: z.string(), nick: z.string() }).nullable(),
  likeCount: z.number().int(),
  isAgree: z.boolean(),
  isDeleted: z.boolean(),
  isHidden: z.boolean(),
  /** Only for staff and the comment's author. */
  hiddenReason: z.string().nullable(),
  canDelete: z.boolean(),
  creationTime: z.string(),
});
export type CommentReply = z.infer<typeof CommentReply>;

export const CommentRoot = CommentReply.extend({
  replyCount: z.number().int(),
  /** The first replies, oldest first; fetch the rest with the replies route. */
  replies: z.array(CommentReply),
});
export type CommentRoot = z.infer<typeof CommentRoot>;

export const commentListRoute = defineRoute({
  method: 'GET',
  path: '/comment/discuss-id/:discussId',
  summary: "A topic's root comments (paged, newest or oldest first) with their first replies",
  tags,
  access: 'public',
  params: z.object({ discussId: z.string().min(1).max(64) }),
  query: PagedQuery.extend({
    sort: z.enum(['newest', 'oldest']).default('newest'),
    replyLimit: z.coerce.number().int().min(0).max(50).default(10),
  }),
  response: pagedResult(CommentRoot),
});

export const commentRepliesRoute = defineRoute({
  method: 'GET',
  path: '/comment/:id/replies',
  summary: 'Replies under a root comment, oldest first (paged)',
  tags,
  access: 'public',
  params: IdParam,
  query: PagedQuery,
  response: pagedResult(CommentReply),
});

export const ProfileComment = z.object({
  id: z.string(),
  discussId: z.string(),
  discussTitle: z.string(),
  content: z.string(),
  likeCount: z.number().int(),
  creationTime: z.string(),
});

export const commentByUserRoute = defineRoute({
  method: 'GET',
  path: '/comment/user/:userName',
  summary: "A member's comments for their profile (only on topics the viewer may see)",
  tags,
  access: 'public',
  params: z.object({ userName: z.string().min(1).max(64) }),
  query: PagedQuery,
  response: pagedResult(ProfileComment),
});

export const CommentCreateBody = z.object({
  discussId: z.string().min(1).max(64),
  content: z
    .string({ error: '请输入评论内容' })
    .trim()
    .min(1, '请输入评论内容')
    .max(COMMENT_MAX, `评论最多 ${COMMENT_MAX} 个字`),
  /** The comment replied to (a root or a reply); absent for a root comment. */
  parentId: z.string().min(1).max(64).nullable().optional(),
});
export type CommentCreateBody = z.input<typeof CommentCreateBody>;

export const commentCreateRoute = defineRoute({
  method: 'POST',
  path: '/comment',
  summary: 'Comment on a topic or reply to a comment (refused when comments are disabled, except for staff)',
  tags,
  access: { permission: Permissions.commentCreate },
  body: CommentCreateBody,
  response: CommentReply,
  status: 201,
});

export const commentDeleteRoute = defineRoute({
  method: 'DELETE',
  path: '/comment/:id',
  summary: 'Delete a comment (author or staff); its replies stay under a "deleted" marker',
  tags,
  access: 'member',
  params: IdParam,
  response: OkResult,
});

export const AdminCommentItem = z.object({
  id: z.string(),
  discussId: z.string(),
  discussTitle: z.string(),
  rootId: z.string().nullable(),
  content: z.string(),
  author: ForumUser,
  likeCount: z.number().int(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  isDeleted: z.boolean(),
  openReportCount: z.number().int(),
  creationTime: z.string(),
});
export type AdminCommentItem = z.infer<typeof AdminCommentItem>;

export const commentModerationRoute = defineRoute({
  method: 'PUT',
  path: '/comment/:id/moderation',
  summary: 'Hide (with a reason) or unhide a comment (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: z.object({ isHidden: z.boolean(), hiddenReason: z.string().trim().max(500).optional() }),
  response: AdminCommentItem,
});

// ---------------------------------------------------------------------------------------------------------
// Editor support: drafts, member search for the visibility picker, roles, markdown preview

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

export const MemberPick = z.object({ id: z.string(), nick: z.string(), icon: z.string().nullable() });

export const memberSearchRoute = defineRoute({
  method: 'GET',
  path: '/forum/member-search',
  summary: 'Members whose user name starts with the text, for the visibility picker (id, nick, avatar only)',
  tags,
  access: 'member',
  query: z.object({ userName: z.string().trim().min(1, '请输入用户名').max(64) }),
  response: z.object({ items: z.array(MemberPick) }),
});

export const forumRolesRoute = defineRoute({
  method: 'GET',
  path: '/forum/roles',
  summary: 'Roles a topic can be limited to, for the visibility picker',
  tags,
  access: 'member',
  response: z.object({ items: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const RenderedMarkdown = z.object({ html: z.string(), toc: z.array(TocItem) });

export const markdownPreviewRoute = defineRoute({
  method: 'POST',
  path: '/forum/preview',
  summary: 'Render markdown exactly as a saved topic would be (sanitised HTML and toc)',
  tags,
  access: 'member',
  body: z.object({ content: z.string().max(CONTENT_MAX) }),
  response: RenderedMarkdown,
});

// ---------------------------------------------------------------------------------------------------------
// Reports and moderation

export const ReportReason = z.enum(['spam', 'abuse', 'illegal', 'privacy', 'off-topic', 'other']);
export const ReportStatus = z.enum(['open', 'resolved', 'dismissed']);

export const reportCreateRoute = defineRoute({
  method: 'POST',
  path: '/forum/report',
  summary: 'Report a topic or comment to the moderators (once per member and target)',
  tags,
  access: 'member',
  body: z.object({
    targetType: z.enum(['discuss', 'comment']),
    targetId: z.string().min(1).max(64),
    reason: ReportReason,
    detail: z.string().trim().max(500, '说明最多 500 个字').default(''),
  }),
  response: z.object({ id: z.string() }),
  status: 201,
});

export const AdminReportItem = z.object({
  id: z.string(),
  targetType: z.enum(['discuss', 'comment']),
  targetId: z.string(),
  discussId: z.string(),
  discussTitle: z.string(),
  /** The reported text (topic title or comment), as staff see it. */
  targetExcerpt: z.string(),
  reason: ReportReason,
  detail: z.string(),
  status: ReportStatus,
  reporter: ForumUser,
  resolver: ForumUser.nullable(),
  resolutionNote: z.string().nullable(),
  creationTime: z.string(),
  resolvedTime: z.string().nullable(),
});
export type AdminReportItem = z.infer<typeof AdminReportItem>;

export const adminReportListRoute = defineRoute({
  method: 'GET',
  path: '/admin/forum/reports',
  summary: 'The moderation queue (staff)',
  tags: adminTags,
  access: moderate,
  query: PagedQuery.extend({ status: z.enum(['open', 'resolved', 'dismissed', 'all']).default('open') }),
  response: pagedResult(AdminReportItem),
});

export const adminReportResolveRoute = defineRoute({
  method: 'PUT',
  path: '/admin/forum/reports/:id',
  summary: 'Resolve or dismiss a report, optionally hiding or deleting the target (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: z.object({
    status: z.enum(['resolved', 'dismissed']),
    note: z.string().trim().max(500).optional(),
    action: z.enum(['none', 'hide', 'delete']).default('none'),
  }),
  response: AdminReportItem,
});

export const adminDiscussListRoute = defineRoute({
  method: 'GET',
  path: '/admin/forum/discuss',
  summary: 'All topics with moderation state, search and filters (staff)',
  tags: adminTags,
  access: moderate,
  query: PagedQuery.extend({
    plateId: z.string().min(1).max(64).optional(),
    q: z.string().trim().max(40).optional(),
    userName: z.string().trim().max(64).optional(),
    status: z.enum(['all', 'visible', 'hidden', 'deleted', 'pinned']).default('all'),
  }),
  response: pagedResult(AdminDiscussItem),
});

export const adminCommentListRoute = defineRoute({
  method: 'GET',
  path: '/admin/forum/comments',
  summary: 'All comments with moderation state, search and filters (staff)',
  tags: adminTags,
  access: moderate,
  query: PagedQuery.extend({
    discussId: z.string().min(1).max(64).optional(),
    q: z.string().trim().max(40).optional(),
    userName: z.string().trim().max(64).optional(),
    status: z.enum(['all', 'visible', 'hidden', 'deleted']).default('all'),
  }),
  response: pagedResult(AdminCommentItem),
});

export const ForumBanResult = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  status: z.enum(['active', 'banned', 'disabled']),
  banReason: z.string().nullable(),
});

export const forumBanRoute = defineRoute({
  method: 'PUT',
  path: '/admin/forum/members/:id/ban',
  summary: 'Ban a member from writing (they keep reading) or lift the ban (staff; audited)',
  tags: adminTags,
  access: moderate,
  params: IdParam,
  body: z.object({ banned: z.boolean(), reason: z.string().trim().max(500).optional() }),
  response: ForumBanResult,
});
