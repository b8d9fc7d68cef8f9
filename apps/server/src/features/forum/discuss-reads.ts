import { createHash } from 'node:crypto';
import {
  hasAny,
  Permissions,
  type DiscussCard,
  type DiscussDetail,
  type DiscussTab,
  type ModelTopic,
  type SolvedAnswer,
  type TopicModel,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Grants, TopicRecord } from './discuss.records.js';
import { assertCanSeeTopic, canSeeTopic, canWrite, isBotUserAgent, viewerOf } from './forum.access.js';
import { withLevels, type ForumDeps } from './forum.deps.js';
import { excerpt, toCard } from './forum.mappers.js';
import type { MentionService } from './mention.service.js';

const HOUR_MS = 3_600_000;
export const TOPIC_NOT_FOUND = '主题不存在或已被删除';

export function topicFacts(t: TopicRecord, g: Grants | undefined) {
  return {
    userId: t.userId,
    visibility: t.visibility,
    isHidden: t.isHidden,
    grantUserIds: g?.userIds ?? [],
    grantRoleCodes: g?.roleCodes ?? [],
  };
}

/**
 * What a topic looks like to a reader: lists with masking, the detail with its rendering and view counting, the top
 * list, the edit history. The writes (discuss.service.ts) answer with the same detail and cards.
 */
export function createTopicReads(deps: ForumDeps, mention: MentionService) {
  const { discusses, agrees, views, tops, members, clock, revisions, bookmarks, comments, topicModels, catalogue } =
    deps;
  let lastPurgedBucket = 0;

  /**
   * Loads a live topic the viewer may read: 404 when missing or deleted, 403 when not permitted. One page's calls
   * share the check (`ctx.readOnce`); each gets its own copy of the record, which a caller may change (a view
   * counted).
   */
  async function requireReadable(
    ctx: RequestContext,
    id: string,
  ): Promise<{ topic: TopicRecord; grants: Grants | undefined }> {
    if (!ctx.readOnce) return loadReadable(ctx, id);
    const { topic, grants } = await ctx.readOnce(`readable-topic:${id}`, () => loadReadable(ctx, id));
    return { topic: { ...topic }, grants };
  }

  async function loadReadable(
    ctx: RequestContext,
    id: string,
  ): Promise<{ topic: TopicRecord; grants: Grants | undefined }> {
    const topic = await discusses.find(ctx.tenantId, id);
    if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
    const grants = (await discusses.grantsOf(ctx.tenantId, [id])).get(id);
    assertCanSeeTopic(viewerOf(ctx.user), topicFacts(topic, grants));
    return { topic, grants };
  }

  /** Cards for a page: masking for topics the viewer may not see, and the viewer's likes. */
  async function toCards(ctx: RequestContext, topics: TopicRecord[]): Promise<DiscussCard[]> {
    const viewer = viewerOf(ctx.user);
    const restricted = topics.filter((t) => t.visibility === 'users' || t.visibility === 'roles').map((t) => t.id);
    const [grants, agreed] = await Promise.all([
      discusses.grantsOf(ctx.tenantId, restricted),
      viewer
        ? agrees.agreedIds(
            ctx.tenantId,
            viewer.id,
            topics.map((t) => t.id),
          )
        : Promise.resolve(new Set<string>()),
    ]);
    return withLevels(
      deps,
      ctx.tenantId,
      topics.map((t) =>
        toCard(t, {
          isAgree: agreed.has(t.id),
          masked: !canSeeTopic(viewer, topicFacts(t, grants.get(t.id))),
        }),
      ),
    );
  }

  /** The published models a topic names, in the author's order (a model unpublished since drops out). */
  async function modelsOf(tenantId: string, topicId: string): Promise<TopicModel[]> {
    const ids = (await topicModels.modelIdsOf(tenantId, [topicId])).get(topicId) ?? [];
    if (ids.length === 0) return [];
    return (await catalogue.refs(tenantId, ids)).map(({ id, modelNumber, name, nameEn }) => ({
      id,
      modelNumber,
      name,
      nameEn,
    }));
  }

  /** The marked answer as the topic page shows it; null when open or the answer is no longer readable. */
  async function solvedAnswerOf(tenantId: string, topic: TopicRecord): Promise<SolvedAnswer | null> {
    if (!topic.solvedCommentId) return null;
    const c = await comments.find(tenantId, topic.solvedCommentId);
    if (!c || c.deletedAt || c.isHidden) return null;
    return {
      commentId: c.id,
      rootId: c.rootId ?? c.id,
      author: { id: c.author.id, userName: c.author.userName, nick: c.author.nick },
      excerpt: excerpt(c.content, 140),
    };
  }

  async function detailOf(ctx: RequestContext, topic: TopicRecord, grants: Grants | undefined): Promise<DiscussDetail> {
    const user = ctx.user;
    const viewer = viewerOf(user);
    const staff = !!viewer?.isStaff;
    const own = !!user && user.id === topic.userId;
    const writer = canWrite(user);
    const [[card], bookmarked, solvedAnswer, models] = await Promise.all([
      toCards(ctx, [topic]),
      user ? bookmarks.bookmarkedIds(ctx.tenantId, user.id, 'discuss', [topic.id]) : Promise.resolve(new Set()),
      solvedAnswerOf(ctx.tenantId, topic),
      modelsOf(ctx.tenantId, topic.id),
    ]);
    const rendered = await mention.render(ctx.tenantId, `discuss:${topic.id}:${topic.revision}`, topic.content);
    let visibilityUsers: DiscussDetail['visibilityUsers'] = null;
    let visibilityRoles: DiscussDetail['visibilityRoles'] = null;
    if (own || staff) {
      const listed = await members.findMany(ctx.tenantId, grants?.userIds ?? []);
      visibilityUsers = listed.map((m) => ({ id: m.id, nick: m.nick, icon: m.icon }));
      visibilityRoles = grants?.roleCodes ?? [];
    }
    return {
      ...card!,
      content: topic.content,
      contentHtml: rendered.html,
      toc: rendered.toc,
      revision: topic.revision,
      hiddenReason: own || staff ? topic.hiddenReason : null,
      plateCode: topic.plateCode,
      visibilityUsers,
      visibilityRoles,
      isBookmarked: bookmarked.has(topic.id),
      isQuestion: topic.isQuestionBoard,
      solvedAnswer,
      models,
      viewer: {
        canEdit: writer && (own || staff),
        canDelete: writer && (own || staff),
        canWriteArticle: writer && (own || staff),
        canComment:
          writer &&
          !!user &&
          hasAny(user, { permissions: [Permissions.commentCreate] }) &&
          (!topic.commentsDisabled || staff),
        canLike: writer && !!user && hasAny(user, { permissions: [Permissions.likeOperate] }),
        canModerate: staff,
        canViewHistory: staff,
        canBookmark: !!user,
        canMarkAnswer: topic.isQuestionBoard && writer && (own || staff),
      },
    };
  }

  /** Counts a view once per viewer per hour; never the author's, never a bot's. */
  async function countView(ctx: RequestContext, topic: TopicRecord): Promise<boolean> {
    if (ctx.user?.id === topic.userId) return false;
    if (isBotUserAgent(ctx.userAgent)) return false;
    const viewerKey = ctx.user
      ? `u:${ctx.user.id}`
      : `g:${createHash('sha256')
          .update(`${ctx.ip}|${ctx.userAgent ?? ''}`)
          .digest('hex')
          .slice(0, 40)}`;
    const bucket = Math.floor(clock.now().getTime() / HOUR_MS);
    if (bucket !== lastPurgedBucket) {
      lastPurgedBucket = bucket;
      await views.purgeBefore(bucket - 1);
    }
    return views.record(ctx.tenantId, topic.id, viewerKey, bucket);
  }

  async function top(ctx: RequestContext): Promise<DiscussCard[]> {
    const ids = await tops.ids(ctx.tenantId);
    return toCards(ctx, await discusses.cardsByIds(ctx.tenantId, ids, viewerOf(ctx.user)));
  }

  return {
    requireReadable,
    toCards,
    detailOf,
    top,

    async list(
      ctx: RequestContext,
      q: {
        plateId?: string | undefined;
        tab: DiscussTab;
        q?: string | undefined;
        modelId?: string | undefined;
        skipCount: number;
        maxResultCount: number;
      },
    ) {
      const search = q.q?.trim() || undefined;
      const page = await discusses.list(ctx.tenantId, {
        viewer: viewerOf(ctx.user),
        plateId: q.plateId,
        tab: q.tab,
        q: search,
        modelId: q.modelId,
        // A title search must not reveal that a private topic's title matches, nor a model's list that a private
        // topic names the model: leave those out entirely.
        onlyVisible: !!search || !!q.modelId,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
      return { items: await toCards(ctx, page.items), totalCount: page.totalCount };
    },

    async byUser(ctx: RequestContext, userName: string, skip: number, take: number) {
      const member = await members.findByUserName(ctx.tenantId, userName);
      if (!member) throw AppError.notFound('用户不存在');
      const page = await discusses.list(ctx.tenantId, {
        viewer: viewerOf(ctx.user),
        userId: member.id,
        tab: 'new',
        onlyVisible: true,
        skip,
        take,
      });
      return { items: await toCards(ctx, page.items), totalCount: page.totalCount };
    },

    /** A published model's public topics for its page: solved first, then newest; 404 for an unknown model. */
    async byModel(
      ctx: RequestContext,
      modelId: string,
      take: number,
    ): Promise<{ items: ModelTopic[]; totalCount: number }> {
      if ((await catalogue.refs(ctx.tenantId, [modelId])).length === 0) throw AppError.notFound('型号不存在或未发布');
      const page = await topicModels.topicsByModel(ctx.tenantId, modelId, take);
      return {
        items: page.items.map((t) => ({
          id: t.id,
          title: t.title,
          isSolved: t.solvedCommentId !== null,
          commentCount: t.commentCount,
          creationTime: t.createdAt,
        })),
        totalCount: page.totalCount,
      };
    },

    async detail(ctx: RequestContext, id: string): Promise<DiscussDetail> {
      const { topic, grants } = await requireReadable(ctx, id);
      if (await countView(ctx, topic)) topic.viewCount += 1;
      return detailOf(ctx, topic, grants);
    },

    async revisions(ctx: RequestContext, id: string, skip: number, take: number) {
      const topic = await discusses.find(ctx.tenantId, id, { includeDeleted: true });
      if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
      return revisions.list(ctx.tenantId, 'discuss', id, skip, take);
    },
  };
}
