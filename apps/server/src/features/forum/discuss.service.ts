import {
  type AgreeResult,
  type DiscussCard,
  type DiscussCreateBody,
  type DiscussDetail,
  type DiscussUpdateBody,
  type TopicVisibility,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError } from '../../shared/app-error.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Grants, TopicRecord } from './discuss.records.js';
import { assertCanWrite, isStaff } from './forum.access.js';
import { requireOwnCover, type ForumDeps } from './forum.deps.js';
import { excerpt } from './forum.mappers.js';
import type { MentionService } from './mention.service.js';
import { createTopicReads, TOPIC_NOT_FOUND } from './discuss-reads.js';
import type { Following } from './following.js';
import type { Tx } from '../../shared/transaction.js';
import { topicHref } from '@clearsight/contracts';

const TITLE_TAKEN = '本板块已有同名主题，请换一个标题';

type CreateInput = z.output<typeof DiscussCreateBody>;

/** Topics: the reads (discuss-reads.ts) and the writes: create, edit, delete, likes, the top list. */
export function createDiscussService(deps: ForumDeps, mention: MentionService, following: Following) {
  const {
    discusses,
    agrees,
    tops,
    plates,
    members,
    clock,
    events,
    notices,
    audit,
    transactor,
    kv,
    search,
    topicModels,
    catalogue,
  } = deps;
  const reads = createTopicReads(deps, mention);
  const { requireReadable, detailOf, top } = reads;

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

  async function assertTitleFree(tenantId: string, plateId: string, title: string, exceptId?: string) {
    if (await discusses.titleTaken(tenantId, plateId, title, exceptId))
      throw new AppError(409, 'Conflict', TITLE_TAKEN, null, [{ message: TITLE_TAKEN, members: ['title'] }]);
  }

  return {
    requireReadable,
    toCards: reads.toCards,
    list: reads.list,
    byUser: reads.byUser,
    byModel: reads.byModel,
    detail: reads.detail,
    revisions: reads.revisions,

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
  };
}
export type DiscussService = ReturnType<typeof createDiscussService>;
