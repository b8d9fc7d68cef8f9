import type {
  AdminCommentItem,
  AgreeResult,
  CommentCreateBody,
  CommentPlace,
  CommentReply,
  CommentRoot,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { CommentRecord } from './comment.repository.js';
import type { TopicRecord } from './discuss.records.js';
import type { DiscussService } from './discuss.service.js';
import { TOPIC_NOT_FOUND } from './discuss-reads.js';
import { assertCanWrite, canWrite, isStaff, viewerOf } from './forum.access.js';
import { withLevels, type ForumDeps } from './forum.deps.js';
import { excerpt, toCommentReply } from './forum.mappers.js';
import { clearAnswerOf } from './answer.service.js';
import type { MentionService } from './mention.service.js';
import type { Following } from './following.js';
import { topicFacts } from './discuss-reads.js';
import type { Tx } from '../../shared/transaction.js';
import { commentHref } from '@clearsight/contracts';

type CreateData = z.output<typeof CommentCreateBody>;
const COMMENT_NOT_FOUND = '评论不存在或已被删除';

export function toAdminComment(c: CommentRecord & { discussTitle: string }, openReportCount: number): AdminCommentItem {
  return {
    id: c.id,
    discussId: c.discussId,
    discussTitle: c.discussTitle,
    rootId: c.rootId,
    content: c.content,
    author: c.author,
    likeCount: c.likeCount,
    isHidden: c.isHidden,
    hiddenReason: c.hiddenReason,
    isDeleted: c.deletedAt !== null,
    openReportCount,
    creationTime: c.createdAt,
  };
}

/** Comments: two levels (roots, replies flattened under their root), plain text, likes, notices. */
export function createCommentService(
  deps: ForumDeps,
  topics: DiscussService,
  mention: MentionService,
  following: Following,
) {
  const { comments, discusses, clock, events, notices, audit, transactor, members } = deps;

  async function requireComment(tenantId: string, id: string, tx?: Tx | null): Promise<CommentRecord> {
    const comment = await comments.find(tenantId, id, tx);
    if (!comment || comment.deletedAt) throw AppError.notFound(COMMENT_NOT_FOUND);
    return comment;
  }

  /**
   * The comments as the viewer sees them. `ofTopic`: the topic every comment of `list` belongs to (its comment
   * list), whose marked answer is then known without asking which of them are answers.
   */
  async function mapAll(
    ctx: RequestContext,
    list: CommentRecord[],
    ofTopic?: Pick<TopicRecord, 'solvedCommentId'>,
  ): Promise<Map<string, CommentReply>> {
    const viewer = viewerOf(ctx.user);
    const ids = list.map((c) => c.id);
    const none = Promise.resolve(new Set<string>());
    const [liked, bookmarked, answered] = await Promise.all([
      viewer ? comments.likedIds(ctx.tenantId, viewer.id, ids) : none,
      viewer ? deps.bookmarks.bookmarkedIds(ctx.tenantId, viewer.id, 'comment', ids) : none,
      ofTopic
        ? new Set(ofTopic.solvedCommentId ? [ofTopic.solvedCommentId] : [])
        : deps.answers.answerIds(ctx.tenantId, ids),
    ]);
    const writer = canWrite(ctx.user);
    const replies = list.map((c) =>
      toCommentReply(c, viewer, {
        isAgree: liked.has(c.id),
        isBookmarked: bookmarked.has(c.id),
        isAnswer: answered.has(c.id),
        canWrite: writer,
      }),
    );
    // Mentions of what the viewer is shown (a hidden or deleted comment's content is empty).
    const mentioned = await mention.ofComments(ctx.tenantId, new Map(replies.map((c) => [c.id, c.content])));
    const mapped = await withLevels(
      deps,
      ctx.tenantId,
      replies.map((c) => {
        const mentions = mentioned.get(c.id);
        return mentions ? { ...c, mentions } : c;
      }),
    );
    return new Map(mapped.map((c) => [c.id, c]));
  }

  return {
    async list(
      ctx: RequestContext,
      discussId: string,
      q: { sort: 'newest' | 'oldest'; replyLimit: number; skipCount: number; maxResultCount: number },
    ): Promise<{ items: CommentRoot[]; totalCount: number }> {
      const { topic } = await topics.requireReadable(ctx, discussId);
      const page = await comments.rootPage(ctx.tenantId, discussId, q.sort, q.skipCount, q.maxResultCount);
      const replies = new Map<string, CommentRecord[]>();
      if (q.replyLimit > 0) {
        await Promise.all(
          page.items
            .filter((r) => r.replyCount > 0)
            .map(async (r) => replies.set(r.id, await comments.replies(ctx.tenantId, r.id, 0, q.replyLimit))),
        );
      }
      // Roots and their replies are all of this topic.
      const mapped = await mapAll(ctx, [...page.items, ...[...replies.values()].flat()], topic);
      return {
        items: page.items.map((r) => ({
          ...mapped.get(r.id)!,
          replyCount: r.replyCount,
          replies: (replies.get(r.id) ?? []).map((c) => mapped.get(c.id)!),
        })),
        totalCount: page.totalCount,
      };
    },

    /** One comment of a topic the viewer may read; a deleted one comes as its marker (its content empty). */
    async get(ctx: RequestContext, id: string): Promise<CommentReply> {
      const comment = await comments.find(ctx.tenantId, id);
      if (!comment) throw AppError.notFound(COMMENT_NOT_FOUND);
      await topics.requireReadable(ctx, comment.discussId);
      return (await mapAll(ctx, [comment])).get(id)!;
    },

    /**
     * The page of the topic's root comments that shows a comment (a reply is shown under its root), for the list's
     * sort and page size. Read as the comment itself is: a topic the viewer may not read answers as `get` does.
     */
    async place(
      ctx: RequestContext,
      id: string,
      q: { sort: 'newest' | 'oldest'; maxResultCount: number },
    ): Promise<CommentPlace> {
      const comment = await comments.find(ctx.tenantId, id);
      if (!comment) throw AppError.notFound(COMMENT_NOT_FOUND);
      await topics.requireReadable(ctx, comment.discussId);
      const root = comment.rootId ? await comments.find(ctx.tenantId, comment.rootId) : comment;
      if (!root) throw AppError.notFound(COMMENT_NOT_FOUND);
      const before = await comments.rootsBefore(ctx.tenantId, root, q.sort);
      return { discussId: comment.discussId, rootId: root.id, page: Math.floor(before / q.maxResultCount) + 1 };
    },

    async replies(
      ctx: RequestContext,
      rootId: string,
      skip: number,
      take: number,
    ): Promise<{ items: CommentReply[]; totalCount: number }> {
      const root = await comments.find(ctx.tenantId, rootId);
      if (!root || root.rootId !== null) throw AppError.notFound(COMMENT_NOT_FOUND);
      await topics.requireReadable(ctx, root.discussId);
      const list = await comments.replies(ctx.tenantId, rootId, skip, take);
      const mapped = await mapAll(ctx, list);
      return { items: list.map((c) => mapped.get(c.id)!), totalCount: root.replyCount };
    },

    async byUser(ctx: RequestContext, userName: string, skip: number, take: number) {
      const member = await members.findByUserName(ctx.tenantId, userName);
      if (!member) throw AppError.notFound('用户不存在');
      const page = await comments.byUser(ctx.tenantId, member.id, viewerOf(ctx.user), skip, take);
      return {
        items: page.items.map((c) => ({
          id: c.id,
          discussId: c.discussId,
          discussTitle: c.discussTitle,
          content: c.content,
          likeCount: c.likeCount,
          creationTime: c.createdAt,
        })),
        totalCount: page.totalCount,
      };
    },

    async create(ctx: RequestContext, body: CreateData): Promise<CommentReply> {
      const user = assertCanWrite(ctx.user);
      const { topic, grants } = await topics.requireReadable(ctx, body.discussId);
      if (topic.commentsDisabled && !isStaff(user)) throw AppError.forbidden('该主题已关闭评论');
      let parent: CommentRecord | null = null;
      if (body.parentId) {
        parent = (await comments.find(ctx.tenantId, body.parentId)) ?? null;
        if (!parent || parent.deletedAt || parent.discussId !== topic.id) {
          throw AppError.field('parentId', '要回复的评论不存在或已被删除');
        }
      }
      const id = newId();
      const link = commentHref(topic.id, id);
      const text = excerpt(body.content, 60);
      // The one replied to hears of it; the topic's author hears of every comment, unless they were just told
      // as the one replied to. Watchers hear through their grouped notice, never on top of these.
      const direct = [
        ...(parent
          ? [
              {
                userId: parent.userId,
                kind: 'forum.reply',
                message: `${user.nick} 回复了你在《${excerpt(topic.title)}》中的评论：${text}`,
              },
            ]
          : []),
        ...(!parent || parent.userId !== topic.userId
          ? [
              {
                userId: topic.userId,
                kind: 'forum.comment',
                message: `${user.nick} 评论了你的主题《${excerpt(topic.title)}》：${text}`,
              },
            ]
          : []),
      ];
      const followPlan = await following.planComment(
        ctx.tenantId,
        user,
        { id: topic.id, plateId: topic.plateId, facts: topicFacts(topic, grants) },
        { content: body.content, toldDirectly: direct.map((d) => d.userId) },
      );
      const inserted = await transactor.run(async (tx) => {
        const done = await comments.insert(tx, {
          id,
          tenantId: ctx.tenantId,
          discussId: topic.id,
          userId: user.id,
          rootId: parent ? (parent.rootId ?? parent.id) : null,
          parentId: parent?.id ?? null,
          replyToUserId: parent?.userId ?? null,
          content: body.content,
          at: clock.now().toISOString(),
        });
        if (!done) return false;
        // Muted (the topic, or its board without a level of the topic's own): nothing but mentions.
        for (const d of direct.filter((x) => !followPlan.muted.has(x.userId))) {
          await notices.notify({ tenantId: ctx.tenantId, actorId: user.id, link, ...d }, tx);
        }
        await following.afterComment(tx, ctx.tenantId, user, topic, { id, content: body.content }, followPlan);
        return true;
      });
      if (!inserted) throw AppError.notFound(TOPIC_NOT_FOUND);
      await mention.notify(ctx.tenantId, user, {
        type: 'comment',
        id,
        topic,
        content: body.content,
        link,
        title: topic.title,
      });
      events.emit('comment.created', {
        tenantId: ctx.tenantId,
        userId: user.id,
        commentId: id,
        discussId: topic.id,
        rootId: parent ? (parent.rootId ?? parent.id) : null,
        parentId: parent?.id ?? null,
      });
      const saved = await requireComment(ctx.tenantId, id);
      return (await mapAll(ctx, [saved])).get(id)!;
    },

    /** Deletes a comment (its author or staff); in the caller's unit of work when given one (a report's action). */
    async remove(ctx: RequestContext, id: string, outer?: Tx | null): Promise<{ ok: true }> {
      const user = assertCanWrite(ctx.user);
      const comment = await requireComment(ctx.tenantId, id, outer);
      const staff = isStaff(user);
      if (comment.userId !== user.id && !staff) throw AppError.forbidden('只能删除自己的评论');
      const topic = await discusses.find(ctx.tenantId, comment.discussId, {}, outer);
      if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
      await transactor.run(async (tx) => {
        const done = await comments.softDelete(tx, ctx.tenantId, comment, clock.now().toISOString());
        if (!done) throw AppError.notFound(COMMENT_NOT_FOUND);
        // Under the topic's lock (taken by the delete): a mark racing the delete is either before it or refused.
        await clearAnswerOf(deps, tx, ctx.tenantId, comment.discussId, id);
        tx.afterCommit(() =>
          events.emit('comment.changed', { tenantId: ctx.tenantId, discussId: comment.discussId, commentId: id }),
        );
        if (comment.userId !== user.id) {
          await audit.record(tx, ctx, {
            action: 'forum.comment.delete',
            targetType: 'comment',
            targetId: id,
            before: { content: comment.content, authorId: comment.userId },
          });
        }
      }, outer);
      return { ok: true };
    },

    async moderate(
      ctx: RequestContext,
      id: string,
      hidden: boolean,
      reason: string | undefined,
      outer?: Tx | null,
    ): Promise<AdminCommentItem> {
      assertCanWrite(ctx.user);
      const comment = await comments.find(ctx.tenantId, id, outer);
      if (!comment) throw AppError.notFound(COMMENT_NOT_FOUND);
      const hiddenReason = hidden ? reason?.trim() || '违反社区规范' : null;
      await transactor.run(async (tx) => {
        await comments.setHidden(ctx.tenantId, id, hidden, hiddenReason, tx);
        tx.afterCommit(() =>
          events.emit('comment.changed', { tenantId: ctx.tenantId, discussId: comment.discussId, commentId: id }),
        );
        await audit.record(tx, ctx, {
          action: hidden ? 'forum.comment.hide' : 'forum.comment.unhide',
          targetType: 'comment',
          targetId: id,
          before: { isHidden: comment.isHidden, hiddenReason: comment.hiddenReason },
          after: { isHidden: hidden, hiddenReason },
        });
      }, outer);
      const topic = await discusses.find(ctx.tenantId, comment.discussId, { includeDeleted: true }, outer);
      const updated = (await comments.find(ctx.tenantId, id, outer))!;
      return toAdminComment({ ...updated, discussTitle: topic?.title ?? '' }, 0);
    },

    async toggleLike(ctx: RequestContext, commentId: string): Promise<AgreeResult> {
      const user = assertCanWrite(ctx.user);
      const comment = await requireComment(ctx.tenantId, commentId);
      await topics.requireReadable(ctx, comment.discussId);
      if (comment.isHidden && !isStaff(user)) throw AppError.forbidden('该评论已被隐藏，不能点赞');
      const result = await transactor.run((tx) =>
        comments.toggleLike(tx, ctx.tenantId, comment, user.id, clock.now().toISOString()),
      );
      if (!result) throw AppError.notFound(COMMENT_NOT_FOUND);
      events.emit('likes.changed', {
        tenantId: ctx.tenantId,
        discussId: comment.discussId,
        targetType: 'comment',
        targetId: commentId,
        likeCount: result.likeCount,
      });
      if (result.isAgree) {
        events.emit('like.created', {
          tenantId: ctx.tenantId,
          userId: user.id,
          targetType: 'comment',
          targetId: commentId,
          discussId: comment.discussId,
          authorId: comment.userId,
        });
      }
      return {
        isAgree: result.isAgree,
        likeCount: result.likeCount,
        message: result.isAgree ? '点赞成功' : '已取消点赞',
      };
    },
  };
}
export type CommentService = ReturnType<typeof createCommentService>;
