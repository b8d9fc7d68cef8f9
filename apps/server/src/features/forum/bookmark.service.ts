import {
  BOOKMARK_MAX,
  BOOKMARK_MESSAGES,
  type BookmarkItem,
  type BookmarkResult,
  type BookmarkTargetType,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { DiscussService } from './discuss.service.js';
import { isStaff, viewerOf } from './forum.access.js';
import { withLevels, type ForumDeps } from './forum.deps.js';
import { excerpt } from './forum.mappers.js';

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

/**
 * Bookmarks: a member's private list of topics and comments. A bookmark is no content anyone else sees, so
 * banned members (read-only, decision 0005) may keep theirs too.
 */
export function createBookmarkService(deps: ForumDeps, topics: DiscussService) {
  const { bookmarks, comments, members, transactor, clock } = deps;

  async function toggle(
    ctx: RequestContext,
    user: SessionUser,
    targetType: BookmarkTargetType,
    targetId: string,
    discussId: string,
  ): Promise<BookmarkResult> {
    const result = await transactor.run((tx) =>
      bookmarks.toggle(
        tx,
        { tenantId: ctx.tenantId, userId: user.id, targetType, targetId, discussId },
        clock.now().toISOString(),
        BOOKMARK_MAX,
      ),
    );
    if (!result) throw AppError.badRequest(BOOKMARK_MESSAGES.limit);
    return {
      isBookmarked: result.added,
      message: result.added ? BOOKMARK_MESSAGES.added : BOOKMARK_MESSAGES.removed,
    };
  }

  return {
    async toggleTopic(ctx: RequestContext, discussId: string): Promise<BookmarkResult> {
      const user = signedIn(ctx);
      await topics.requireReadable(ctx, discussId);
      return toggle(ctx, user, 'discuss', discussId, discussId);
    },

    async toggleComment(ctx: RequestContext, commentId: string): Promise<BookmarkResult> {
      const user = signedIn(ctx);
      const comment = await comments.find(ctx.tenantId, commentId);
      if (!comment || comment.deletedAt) throw AppError.notFound(BOOKMARK_MESSAGES.commentNotFound);
      await topics.requireReadable(ctx, comment.discussId);
      if (comment.isHidden && comment.userId !== user.id && !isStaff(user))
        throw AppError.notFound(BOOKMARK_MESSAGES.commentNotFound);
      return toggle(ctx, user, 'comment', commentId, comment.discussId);
    },

    /** Removes a bookmark whatever became of the item (a deleted topic's bookmark can still be dropped). */
    async remove(ctx: RequestContext, targetType: BookmarkTargetType, targetId: string): Promise<BookmarkResult> {
      const user = signedIn(ctx);
      await transactor.run((tx) => bookmarks.remove(tx, ctx.tenantId, user.id, targetType, targetId));
      return { isBookmarked: false, message: BOOKMARK_MESSAGES.removed };
    },

    /** The member's own bookmarks; nobody else's, staff included (a bookmark list is private). */
    async list(ctx: RequestContext, userName: string, skip: number, take: number) {
      const user = signedIn(ctx);
      const member = await members.findByUserName(ctx.tenantId, userName);
      if (!member) throw AppError.notFound('用户不存在');
      if (member.id !== user.id) throw AppError.forbidden(BOOKMARK_MESSAGES.onlyOwn);
      const page = await bookmarks.list(ctx.tenantId, viewerOf(user)!, skip, take);
      const items: BookmarkItem[] = page.items.map((b) => ({
        targetType: b.targetType,
        targetId: b.targetId,
        discussId: b.discussId,
        title: b.title,
        excerpt: excerpt(b.text, 120),
        author: b.author,
        creationTime: b.createdAt,
      }));
      return { items: await withLevels(deps, ctx.tenantId, items), totalCount: page.totalCount };
    },
  };
}
