import type {
  ArticleDetail,
  BodyOf,
  DiscussDetail,
  DraftPayload,
  TopicVisibility,
  articleCreateRoute,
  articleUpdateRoute,
  discussCreateRoute,
  discussUpdateRoute,
} from '@clearsight/contracts';
import type { EditorParams } from './editor-params';

/** Everything the editor form holds, for topics and articles alike. */
export interface EditorValues {
  plateId: string | null;
  title: string;
  introduction: string;
  content: string;
  cover: string | null;
  tags: string[];
  color: string | null;
  visibility: TopicVisibility;
  userIds: string[];
  roleCodes: string[];
  commentsDisabled: boolean;
  /** The product models a topic is about (at most five). */
  modelIds: string[];
  /** Staff only (sent through the moderation route). */
  isPinned: boolean;
  orderNum: number;
  /** Articles. */
  name: string;
  parentId: string | null;
}

export const EMPTY_VALUES: EditorValues = {
  plateId: null,
  title: '',
  introduction: '',
  content: '',
  cover: null,
  tags: [],
  color: null,
  visibility: 'public',
  userIds: [],
  roleCodes: [],
  commentsDisabled: false,
  modelIds: [],
  isPinned: false,
  orderNum: 0,
  name: '',
  parentId: null,
};

/** The form's starting values: empty for new content, the stored content when editing. */
export function initialValues(
  params: EditorParams,
  context: { discuss?: DiscussDetail | null; article?: ArticleDetail | null },
): EditorValues {
  if (params.artType === 'discuss' && params.operType === 'create')
    return { ...EMPTY_VALUES, plateId: params.plateId, modelIds: params.modelId ? [params.modelId] : [] };
  if (params.artType === 'discuss' && context.discuss) {
    const d = context.discuss;
    return {
      ...EMPTY_VALUES,
      plateId: d.plateId,
      title: d.title,
      introduction: d.introduction,
      content: d.content,
      cover: d.cover,
      tags: [...d.tags],
      color: d.color,
      visibility: d.visibility,
      userIds: d.visibilityUsers?.map((u) => u.id) ?? [],
      roleCodes: d.visibilityRoles ?? [],
      commentsDisabled: d.commentsDisabled,
      modelIds: d.models.map((m) => m.id),
      isPinned: d.isPinned,
      orderNum: d.orderNum,
    };
  }
  if (params.artType === 'article' && params.operType === 'create') {
    return { ...EMPTY_VALUES, parentId: params.parentArticleId };
  }
  if (params.artType === 'article' && context.article) {
    const a = context.article;
    return { ...EMPTY_VALUES, name: a.name, content: a.content, orderNum: a.orderNum, parentId: a.parentId };
  }
  return { ...EMPTY_VALUES };
}

/** What goes into the server draft (everything the contract's payload knows). */
export function toDraftPayload(v: EditorValues, params: EditorParams): DraftPayload {
  const common = { content: v.content };
  if (params.artType === 'article') {
    return {
      ...common,
      name: v.name,
      parentId: v.parentId,
      orderNum: v.orderNum,
      discussId: 'discussId' in params ? params.discussId : null,
    };
  }
  return {
    ...common,
    title: v.title,
    introduction: v.introduction,
    cover: v.cover,
    tags: v.tags,
    color: v.color,
    visibility: v.visibility,
    userIds: v.userIds,
    roleCodes: v.roleCodes,
    commentsDisabled: v.commentsDisabled,
    modelIds: v.modelIds,
    plateId: v.plateId,
  };
}

/** A restored draft over the starting values (fields the draft lacks keep their value). */
export function withDraft(base: EditorValues, draft: DraftPayload): EditorValues {
  const next: EditorValues = { ...base };
  const keys = Object.keys(EMPTY_VALUES) as (keyof EditorValues)[];
  for (const key of keys) {
    const value = (draft as Record<string, unknown>)[key];
    if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

const clean = (s: string) => s.trim();

export function toDiscussCreateBody(v: EditorValues): BodyOf<typeof discussCreateRoute> {
  return {
    plateId: v.plateId ?? '',
    title: clean(v.title),
    introduction: clean(v.introduction),
    content: v.content,
    cover: v.cover,
    tags: v.tags.map(clean).filter(Boolean),
    color: v.color,
    visibility: v.visibility,
    userIds: v.visibility === 'users' ? v.userIds : [],
    roleCodes: v.visibility === 'roles' ? v.roleCodes : [],
    commentsDisabled: v.commentsDisabled,
    modelIds: v.modelIds,
  };
}

export function toDiscussUpdateBody(v: EditorValues): BodyOf<typeof discussUpdateRoute> {
  const { plateId: _plate, ...rest } = toDiscussCreateBody(v);
  void _plate;
  return rest;
}

export function toArticleCreateBody(v: EditorValues, discussId: string): BodyOf<typeof articleCreateRoute> {
  return { discussId, parentId: v.parentId, name: clean(v.name), content: v.content, orderNum: v.orderNum };
}

export function toArticleUpdateBody(v: EditorValues): BodyOf<typeof articleUpdateRoute> {
  return { parentId: v.parentId, name: clean(v.name), content: v.content, orderNum: v.orderNum };
}
