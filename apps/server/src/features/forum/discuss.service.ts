import { createHash } from 'node:crypto';
import {
  hasAny,
  Permissions,
  type AgreeResult,
  type DiscussCard,
  type DiscussCreateBody,
  type DiscussDetail,
  type DiscussTab,
  type DiscussUpdateBody,
  type ModelTopic,
  type SolvedAnswer,
  type TopicModel,
  type TopicVisibility,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError } from '../../shared/app-error.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Grants, TopicRecord } from './discuss.records.js';
import {
  assertCanSeeTopic,
  assertCanWrite,
  canSeeTopic,
  canWrite,
  isBotUserAgent,
  isStaff,
  viewerOf,
} from './forum.access.js';
import { requireOwnCover, withLevels, type ForumDeps } from './forum.deps.js';
import { excerpt, toCard } from './forum.mappers.js';
import type { MentionService } from './mention.service.js';
import type { Following } from './following.js';
import type { Tx } from '../../shared/transaction.js';
import { topicHref } from '@clearsight/contracts';

const HOUR_MS = 3_600_000;
export const TOPIC_NOT_FOUND = '主题不存在或已被删除';
const TITLE_TAKEN = '本板块已有同名主题，请换一个标题';

type CreateInput = z.output<typeof DiscussCreateBody>;

export function topicFacts(t: TopicRecord, g: Grants | undefined) {
  return {
    userId: t.userId,
    visibility: t.visibility,
    isHidden: t.isHidden,
    grantUserIds: g?.userIds ?? [],
    grantRoleCodes: g?.roleCodes ?? [],
  };
}

/** Topics: lists with masking, detail with rendering and view counting, writes, likes, the top list. */
export function createDiscussService(deps: ForumDeps, mention: MentionService, following: Following) {
  const {
    discusses,
    agrees,
    views,
    tops,
    plates,
    members,
    clock,
    events,
    notices,
    audit,
    transactor,
    revisions,
    kv,
    search,
    bookmarks,
    comments,
    topicModels,
    catalogue,
  } = deps;
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

  async function requireOwnOrStaff(
    ctx: RequestContext,
    id: string,
    message: string,
    tx?: Tx | null,
  ): Promise<{ user: SessionUser; topic: TopicRecord }> {
    const user = assertCanWrite(ctx.user);
    const topic = await discusses.find(ctx.tenantId, id, {}, tx);
    if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
    if (topic.userId !== user.id && !isStaff(user)) throw AppError.forbidden(message);
    return { user, topic };
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

  async function validateGrants(
    tenantId: string,
    visibility: TopicVisibility,
    userIds: string[],
    roleCodes: string[],
  ): Promise<Grants> {
    // Both lists are kept whatever the visibility (switching back restores the picks); the visibility
    // decides which one applies. Unknown members and roles are dropped.
    const [found, known] = await Promise.all([
      members.findMany(tenantId, [...new Set(userIds)]),
      members.roleCodesExist(tenantId, [...new Set(roleCodes)]),
    ]);
    if (visibility === 'roles' && known.size === 0) throw AppError.field('roleCodes', '请至少选择一个可见的角色');
    return { userIds: found.map((m) => m.id), roleCodes: [...known] };
  }

  /**
   * The models a topic is to name: published models of the tenant (the contract already dropped duplicates and
   * holds them to five), or a 400 on `modelIds` naming the ones that are not.
   */
  async function validateModels(tenantId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = new Set((await catalogue.refs(tenantId, ids)).map((m) => m.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw AppError.field('modelIds', `型号不存在或未发布：${missing.join(', ')}`);
    return ids;
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

  async function assertTitleFree(tenantId: string, plateId: string, title: string, exceptId?: string) {
    if (await discusses.titleTaken(tenantId, plateId, title, exceptId))
      throw new AppError(409, 'Conflict', TITLE_TAKEN, null, [{ message: TITLE_TAKEN, members: ['title'] }]);
  }

  async function top(ctx: RequestContext): Promise<DiscussCard[]> {
    const ids = await tops.ids(ctx.tenantId);
    return toCards(ctx, await discusses.cardsByIds(ctx.tenantId, ids, viewerOf(ctx.user)));
  }

  return {
    requireReadable,
    toCards,

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

    async create(ctx: RequestContext, body: CreateInput): Promise<DiscussDetail> {
      const user = assertCanWrite(ctx.user);
      const plate = await plates.find(ctx.tenantId, body.plateId);
      if (!plate) throw AppError.field('plateId', '板块不存在');
      if (plate.isPostingDisabled && !isStaff(user)) throw AppError.forbidden('该板块已禁止发帖，仅版主可以发布');
      await assertTitleFree(ctx.tenantId, plate.id, body.title);
      if (body.cover) await requireOwnCover(deps, ctx.tenantId, body.cover, user.id);
      const grants = await validateGrants(ctx.tenantId, body.visibility, body.userIds, body.roleCodes);
      const modelIds = await validateModels(ctx.tenantId, body.modelIds);
      const id = newId();
      const at = clock.now().toISOString();
      const followPlan = await following.planTopic(ctx.tenantId, user, {
        plateId: plate.id,
        content: body.content,
        facts: {
          userId: user.id,
          visibility: body.visibility,
          isHidden: false,
          grantUserIds: grants.userIds,
          grantRoleCodes: grants.roleCodes,
        },
      });
      try {
        await transactor.run(async (tx) => {
          await discusses.insert(
            tx,
            {
              id,
              tenantId: ctx.tenantId,
              plateId: plate.id,
              userId: user.id,
              title: body.title,
              introduction: body.introduction,
              content: body.content,
              cover: body.cover ?? null,
              tags: [...new Set(body.tags)],
              color: body.color ?? null,
              visibility: body.visibility,
              commentsDisabled: body.commentsDisabled,
              createdAt: at,
            },
            grants,
          );
          if (modelIds.length > 0) await topicModels.replace(tx, ctx.tenantId, id, modelIds, at);
          await following.afterTopic(
            tx,
            ctx.tenantId,
            user,
            { id, title: body.title, plateName: plate.name },
            followPlan,
          );
          tx.afterCommit(() =>
            events.emit('topic.created', {
              tenantId: ctx.tenantId,
              userId: user.id,
              discussId: id,
              plateId: plate.id,
              isPublic: body.visibility === 'public',
            }),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(TITLE_TAKEN);
        throw error;
      }
      await search.syncTopic(ctx.tenantId, id);
      const { topic, grants: saved } = await requireReadable(ctx, id);
      await mention.notify(ctx.tenantId, user, {
        type: 'discuss',
        id,
        topic,
        content: topic.content,
        link: topicHref(id),
        title: topic.title,
      });
      return detailOf(ctx, topic, saved);
    },

    async update(ctx: RequestContext, id: string, body: DiscussUpdateBody): Promise<DiscussDetail> {
      const { user, topic } = await requireOwnOrStaff(ctx, id, '只能编辑自己的主题');
      if (body.title !== undefined && body.title !== topic.title)
        await assertTitleFree(ctx.tenantId, topic.plateId, body.title, id);
      // A cover already on the topic may stay (staff tidying someone else's topic keep the author's image);
      // a new one must be the editor's own upload.
      if (body.cover && body.cover !== topic.cover) await requireOwnCover(deps, ctx.tenantId, body.cover, user.id);
      let grants: Grants | null = null;
      if (body.visibility !== undefined || body.userIds !== undefined || body.roleCodes !== undefined) {
        const current = (await discusses.grantsOf(ctx.tenantId, [id])).get(id);
        grants = await validateGrants(
          ctx.tenantId,
          body.visibility ?? topic.visibility,
          body.userIds ?? current?.userIds ?? [],
          body.roleCodes ?? current?.roleCodes ?? [],
        );
      }
      const modelIds = body.modelIds === undefined ? undefined : await validateModels(ctx.tenantId, body.modelIds);
      const at = clock.now().toISOString();
      try {
        await transactor.run(async (tx) => {
          await discusses.update(
            tx,
            ctx.tenantId,
            topic,
            {
              ...(body.title !== undefined ? { title: body.title } : {}),
              ...(body.introduction !== undefined ? { introduction: body.introduction } : {}),
              ...(body.content !== undefined ? { content: body.content } : {}),
              ...(body.cover !== undefined ? { cover: body.cover } : {}),
              ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
              ...(body.color !== undefined ? { color: body.color } : {}),
              ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
              ...(body.commentsDisabled !== undefined ? { commentsDisabled: body.commentsDisabled } : {}),
            },
            grants,
            { editorId: user.id, at, revisionId: newId() },
          );
          if (modelIds) await topicModels.replace(tx, ctx.tenantId, id, modelIds, at);
          tx.afterCommit(() =>
            events.emit('topic.changed', { tenantId: ctx.tenantId, discussId: id, accessChanged: grants !== null }),
          );
          if (user.id !== topic.userId) {
            await audit.record(tx, ctx, {
              action: 'forum.discuss.edit',
              targetType: 'discuss',
              targetId: id,
              before: { title: topic.title },
              after: { title: body.title ?? topic.title, ...(modelIds ? { modelIds } : {}) },
            });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(TITLE_TAKEN);
        throw error;
      }
      await search.syncTopic(ctx.tenantId, id);
      const reloaded = await requireReadable(ctx, id);
      // Members the earlier versions already told are not told again (once per item).
      if (body.content !== undefined) {
        await mention.notify(ctx.tenantId, user, {
          type: 'discuss',
          id,
          topic: reloaded.topic,
          content: reloaded.topic.content,
          link: topicHref(id),
          title: reloaded.topic.title,
        });
      }
      return detailOf(ctx, reloaded.topic, reloaded.grants);
    },

    /** Deletes a topic (its author or staff); in the caller's unit of work when given one (a report's action). */
    async remove(ctx: RequestContext, id: string, outer?: Tx | null): Promise<{ ok: true }> {
      const { user, topic } = await requireOwnOrStaff(ctx, id, '只能删除自己的主题', outer);
      await transactor.run(async (tx) => {
        const done = await discusses.softDelete(tx, ctx.tenantId, id, clock.now().toISOString());
        if (!done) throw AppError.notFound(TOPIC_NOT_FOUND);
        if (user.id !== topic.userId) {
          await audit.record(tx, ctx, {
            action: 'forum.discuss.delete',
            targetType: 'discuss',
            targetId: id,
            before: { title: topic.title, authorId: topic.userId },
          });
        }
        tx.afterCommit(() => search.syncTopic(ctx.tenantId, id));
        tx.afterCommit(() =>
          events.emit('topic.changed', { tenantId: ctx.tenantId, discussId: id, accessChanged: true }),
        );
      }, outer);
      return { ok: true };
    },

    async toggleAgree(ctx: RequestContext, discussId: string): Promise<AgreeResult> {
      const user = assertCanWrite(ctx.user);
      const { topic } = await requireReadable(ctx, discussId);
      const result = await transactor.run((tx) =>
        agrees.toggle(tx, ctx.tenantId, discussId, user.id, clock.now().toISOString()),
      );
      if (!result) throw AppError.notFound(TOPIC_NOT_FOUND);
      events.emit('likes.changed', {
        tenantId: ctx.tenantId,
        discussId,
        targetType: 'discuss',
        targetId: discussId,
        likeCount: result.likeCount,
      });
      if (result.isAgree) {
        events.emit('like.created', {
          tenantId: ctx.tenantId,
          userId: user.id,
          targetType: 'discuss',
          targetId: discussId,
          discussId,
          authorId: result.authorId,
        });
        // One notice per member and topic a day, however often the like is toggled.
        if (
          result.authorId !== user.id &&
          (await kv.setIfAbsent(`forum:like-notice:${discussId}:${user.id}`, '1', 86_400_000))
        ) {
          await notices.notify({
            tenantId: ctx.tenantId,
            userId: result.authorId,
            actorId: user.id,
            kind: 'forum.like',
            link: topicHref(discussId),
            message: `${user.nick} 赞了你的主题《${excerpt(topic.title, 40)}》`,
          });
        }
      }
      return {
        isAgree: result.isAgree,
        likeCount: result.likeCount,
        message: result.isAgree ? '点赞成功' : '已取消点赞',
      };
    },

    top,

    async setTop(ctx: RequestContext, ids: string[]): Promise<DiscussCard[]> {
      assertCanWrite(ctx.user);
      const unique = [...new Set(ids)];
      const existing = await discusses.existingIds(ctx.tenantId, unique);
      const missing = unique.filter((id) => !existing.has(id));
      if (missing.length > 0) throw AppError.field('discussIds', `主题不存在或已删除：${missing.join(', ')}`);
      await transactor.run(async (tx) => {
        const before = await tops.ids(ctx.tenantId, tx);
        await tops.replace(tx, ctx.tenantId, unique, clock.now().toISOString());
        await audit.record(tx, ctx, {
          action: 'forum.top.set',
          targetType: 'discuss-top',
          targetId: null,
          before,
          after: unique,
        });
      });
      return top(ctx);
    },

    async revisions(ctx: RequestContext, id: string, skip: number, take: number) {
      const topic = await discusses.find(ctx.tenantId, id, { includeDeleted: true });
      if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
      const page = await revisions.list(ctx.tenantId, 'discuss', id, skip, take);
      return {
        items: page.items.map((r) => ({
          id: r.id,
          revision: r.revision,
          title: r.title,
          content: r.content,
          editor: r.editor,
          creationTime: r.createdAt,
        })),
        totalCount: page.totalCount,
      };
    },
  };
}
export type DiscussService = ReturnType<typeof createDiscussService>;
