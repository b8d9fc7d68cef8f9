import type { AdminDiscussItem, AdminReportItem } from '@clearsight/contracts';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError } from '../../shared/app-error.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { CommentService } from './comment.service.js';
import { toAdminComment } from './comment.service.js';
import type { TopicModeration } from './discuss.records.js';
import type { DiscussService } from './discuss.service.js';
import { TOPIC_NOT_FOUND } from './discuss-reads.js';
import { assertCanWrite } from './forum.access.js';
import type { ReportRecord } from './report.repository.js';
import type { ForumDeps } from './forum.deps.js';
import { excerpt, toAdminItem } from './forum.mappers.js';
import type { Tx } from '../../shared/transaction.js';
import { topicHref } from '@clearsight/contracts';

const DEFAULT_HIDE_REASON = '违反社区规范';

/** Staff work: topic moderation, the report queue, console lists and write bans. Everything is audited. */
export function createModerationService(deps: ForumDeps, topics: DiscussService, commentService: CommentService) {
  const { discusses, comments, plates, reports, members, audit, transactor, accounts, clock, notices, search, events } =
    deps;

  async function adminItem(tenantId: string, id: string, tx?: Tx | null): Promise<AdminDiscussItem> {
    const topic = await discusses.find(tenantId, id, { includeDeleted: true }, tx);
    if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
    const counts = await reports.openCounts(tenantId, 'discuss', [id], tx);
    return toAdminItem(topic, counts.get(id) ?? 0);
  }

  async function moderateTopic(
    ctx: RequestContext,
    id: string,
    body: {
      isPinned?: boolean;
      orderNum?: number;
      commentsDisabled?: boolean;
      isHidden?: boolean;
      hiddenReason?: string;
      plateId?: string;
    },
    outer?: Tx | null,
  ): Promise<AdminDiscussItem> {
    assertCanWrite(ctx.user);
    const topic = await discusses.find(ctx.tenantId, id, {}, outer);
    if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
    const change: TopicModeration = {};
    if (body.isPinned !== undefined) change.isPinned = body.isPinned;
    if (body.orderNum !== undefined) change.orderNum = body.orderNum;
    if (body.commentsDisabled !== undefined) change.commentsDisabled = body.commentsDisabled;
    if (body.isHidden !== undefined) {
      change.isHidden = body.isHidden;
      change.hiddenReason = body.isHidden
        ? body.hiddenReason?.trim() || topic.hiddenReason || DEFAULT_HIDE_REASON
        : null;
    } else if (body.hiddenReason !== undefined && topic.isHidden) {
      change.hiddenReason = body.hiddenReason.trim() || DEFAULT_HIDE_REASON;
    }
    if (body.plateId !== undefined && body.plateId !== topic.plateId) {
      const plate = await plates.find(ctx.tenantId, body.plateId, outer);
      if (!plate) throw AppError.field('plateId', '目标板块不存在');
      if (await discusses.titleTaken(ctx.tenantId, plate.id, topic.title, topic.id, outer)) {
        throw AppError.conflict('目标板块已有同名主题，请先修改标题');
      }
      change.plateId = plate.id;
    }
    const before: Record<string, unknown> = {};
    for (const key of Object.keys(change) as Array<keyof TopicModeration>) {
      before[key] = key === 'hiddenReason' ? topic.hiddenReason : topic[key];
    }
    try {
      await transactor.run(async (tx) => {
        await discusses.moderate(tx, ctx.tenantId, id, change, clock.now().toISOString());
        await audit.record(tx, ctx, {
          action: 'forum.discuss.moderate',
          targetType: 'discuss',
          targetId: id,
          before,
          after: change,
        });
        if (change.isHidden === true && !topic.isHidden) {
          await notices.notify(
            {
              tenantId: ctx.tenantId,
              userId: topic.userId,
              actorId: ctx.user?.id ?? null,
              kind: 'forum.moderation',
              link: topicHref(id),
              message: `你的主题《${excerpt(topic.title)}》已被管理员隐藏：${change.hiddenReason ?? DEFAULT_HIDE_REASON}`,
            },
            tx,
          );
        }
        tx.afterCommit(() => search.syncTopic(ctx.tenantId, id));
        tx.afterCommit(() =>
          events.emit('topic.changed', {
            tenantId: ctx.tenantId,
            discussId: id,
            accessChanged: change.isHidden !== undefined,
          }),
        );
      }, outer);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict('目标板块已有同名主题，请先修改标题');
      throw error;
    }
    return adminItem(ctx.tenantId, id, outer);
  }

  async function toReportItem(ctx: RequestContext, r: ReportRecord): Promise<AdminReportItem> {
    const topic = await discusses.find(ctx.tenantId, r.discussId, { includeDeleted: true });
    let targetExcerpt = topic?.title ?? '';
    if (r.targetType === 'comment') {
      const comment = await comments.find(ctx.tenantId, r.targetId);
      targetExcerpt = comment ? excerpt(comment.content, 200) : '';
    }
    return {
      id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      discussId: r.discussId,
      discussTitle: topic?.title ?? '',
      targetExcerpt,
      reason: r.reason as AdminReportItem['reason'],
      detail: r.detail,
      status: r.status,
      reporter: r.reporter,
      resolver: r.resolver,
      resolutionNote: r.resolutionNote,
      creationTime: r.createdAt,
      resolvedTime: r.resolvedAt,
    };
  }

  /**
   * Administrators and moderators are never silenced by staff: the forum's ban refuses them, and the chat
   * room's mute is given this same rule (app.ts), so both protect the same members.
   */
  async function assertMaySilence(tenantId: string, userId: string): Promise<void> {
    if (await members.isStaff(tenantId, userId)) throw AppError.forbidden('不能禁言管理员或版主');
  }

  return {
    assertMaySilence,

    moderateTopic,

    async report(
      ctx: RequestContext,
      body: { targetType: 'discuss' | 'comment'; targetId: string; reason: string; detail: string },
    ): Promise<{ id: string }> {
      const user = assertCanWrite(ctx.user);
      let discussId = body.targetId;
      if (body.targetType === 'comment') {
        const comment = await comments.find(ctx.tenantId, body.targetId);
        if (!comment || comment.deletedAt) throw AppError.notFound('评论不存在或已被删除');
        discussId = comment.discussId;
      }
      await topics.requireReadable(ctx, discussId);
      const id = newId();
      try {
        await reports.insert({
          id,
          tenantId: ctx.tenantId,
          targetType: body.targetType,
          targetId: body.targetId,
          discussId,
          reporterId: user.id,
          reason: body.reason,
          detail: body.detail,
          at: clock.now().toISOString(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict('你已经举报过该内容，管理员会尽快处理');
        throw error;
      }
      return { id };
    },

    async listReports(
      ctx: RequestContext,
      status: 'open' | 'resolved' | 'dismissed' | 'all',
      skip: number,
      take: number,
    ) {
      const page = await reports.list(ctx.tenantId, status, skip, take);
      const items: AdminReportItem[] = [];
      for (const r of page.items) items.push(await toReportItem(ctx, r));
      return { items, totalCount: page.totalCount };
    },

    async resolveReport(
      ctx: RequestContext,
      id: string,
      body: { status: 'resolved' | 'dismissed'; note?: string | undefined; action: 'none' | 'hide' | 'delete' },
    ): Promise<AdminReportItem> {
      const user = assertCanWrite(ctx.user);
      const report = await reports.find(ctx.tenantId, id);
      if (!report) throw AppError.notFound('举报不存在');
      const note = body.note?.trim() || null;
      // The action on the content and the report's resolution are one unit: neither stands without the other.
      await transactor.run(async (tx) => {
        if (body.status === 'resolved' && body.action !== 'none') {
          const reason = note ?? '经举报核实，违反社区规范';
          if (report.targetType === 'discuss') {
            if (body.action === 'hide')
              await moderateTopic(ctx, report.targetId, { isHidden: true, hiddenReason: reason }, tx);
            else await topics.remove(ctx, report.targetId, tx);
          } else if (body.action === 'hide') {
            await commentService.moderate(ctx, report.targetId, true, reason, tx);
          } else {
            await commentService.remove(ctx, report.targetId, tx);
          }
        }
        await reports.resolve(tx, ctx.tenantId, report, body.status, user.id, note, clock.now().toISOString());
        await audit.record(tx, ctx, {
          action: `forum.report.${body.status}`,
          targetType: report.targetType,
          targetId: report.targetId,
          after: { reportId: id, action: body.action, note },
        });
      });
      return toReportItem(ctx, (await reports.find(ctx.tenantId, id))!);
    },

    async listTopics(
      ctx: RequestContext,
      q: {
        plateId?: string | undefined;
        q?: string | undefined;
        userName?: string | undefined;
        status: 'all' | 'visible' | 'hidden' | 'deleted' | 'pinned';
        skipCount: number;
        maxResultCount: number;
      },
    ) {
      let userId: string | undefined;
      if (q.userName) {
        const member = await members.findByUserName(ctx.tenantId, q.userName);
        if (!member) return { items: [], totalCount: 0 };
        userId = member.id;
      }
      const page = await discusses.adminList(ctx.tenantId, {
        plateId: q.plateId,
        q: q.q || undefined,
        userId,
        status: q.status,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
      const counts = await reports.openCounts(
        ctx.tenantId,
        'discuss',
        page.items.map((t) => t.id),
      );
      return { items: page.items.map((t) => toAdminItem(t, counts.get(t.id) ?? 0)), totalCount: page.totalCount };
    },

    async listComments(
      ctx: RequestContext,
      q: {
        discussId?: string | undefined;
        q?: string | undefined;
        userName?: string | undefined;
        status: 'all' | 'visible' | 'hidden' | 'deleted';
        skipCount: number;
        maxResultCount: number;
      },
    ) {
      let userId: string | undefined;
      if (q.userName) {
        const member = await members.findByUserName(ctx.tenantId, q.userName);
        if (!member) return { items: [], totalCount: 0 };
        userId = member.id;
      }
      const page = await comments.adminList(ctx.tenantId, {
        discussId: q.discussId,
        q: q.q || undefined,
        userId,
        status: q.status,
        skip: q.skipCount,
        take: q.maxResultCount,
      });
      const counts = await reports.openCounts(
        ctx.tenantId,
        'comment',
        page.items.map((c) => c.id),
      );
      return { items: page.items.map((c) => toAdminComment(c, counts.get(c.id) ?? 0)), totalCount: page.totalCount };
    },

    /**
     * Bans a member from writing (they keep reading and their sessions stay) or lifts the ban. Cached
     * principals are dropped at once so the next write call sees the new status.
     */
    async ban(ctx: RequestContext, userId: string, banned: boolean, reason: string | undefined) {
      const actor = assertCanWrite(ctx.user);
      if (userId === actor.id) throw AppError.badRequest('不能禁言自己');
      const member = await members.findById(ctx.tenantId, userId);
      if (!member) throw AppError.notFound('用户不存在');
      if (member.status === 'disabled') throw AppError.conflict('该账号已被停用，无需禁言');
      if (banned) await assertMaySilence(ctx.tenantId, userId);
      const banReason = banned ? reason?.trim() || DEFAULT_HIDE_REASON : null;
      await transactor.run(async (tx) => {
        await accounts.setStatus(tx, ctx.tenantId, userId, banned ? 'banned' : 'active', banReason);
        await audit.record(tx, ctx, {
          action: banned ? 'forum.member.ban' : 'forum.member.unban',
          targetType: 'user',
          targetId: userId,
          before: { status: member.status, banReason: member.banReason },
          after: { status: banned ? 'banned' : 'active', banReason },
        });
        if (banned !== (member.status === 'banned')) {
          await notices.notify(
            {
              tenantId: ctx.tenantId,
              userId,
              actorId: actor.id,
              kind: 'forum.moderation',
              link: null,
              message: banned
                ? `你已被禁言，暂时只能浏览社区内容。原因：${banReason}`
                : '你的禁言已解除，欢迎继续参与讨论',
            },
            tx,
          );
        }
      });
      const updated = (await members.findById(ctx.tenantId, userId))!;
      return {
        id: updated.id,
        userName: updated.userName,
        nick: updated.nick,
        status: updated.status,
        banReason: updated.banReason,
      };
    },
  };
}
