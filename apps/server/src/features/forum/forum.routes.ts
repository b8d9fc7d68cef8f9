import {
  agreeOperateRoute,
  answerClearRoute,
  answerMarkRoute,
  articleCreateRoute,
  articleDeleteRoute,
  articleGetRoute,
  articleTreeRoute,
  articleUpdateRoute,
  bookmarkCommentRoute,
  bookmarkListRoute,
  bookmarkRemoveRoute,
  bookmarkTopicRoute,
  commentAgreeOperateRoute,
  watchGetRoute,
  watchListRoute,
  watchSetRoute,
  commentByUserRoute,
  commentCreateRoute,
  commentDeleteRoute,
  commentGetRoute,
  commentPlaceRoute,
  commentListRoute,
  commentRepliesRoute,
  discussByModelRoute,
  discussByUserRoute,
  discussCreateRoute,
  discussDeleteRoute,
  discussGetRoute,
  discussListRoute,
  discussTopRoute,
  discussUpdateRoute,
  draftDeleteRoute,
  draftGetRoute,
  draftListRoute,
  draftSaveRoute,
  forumRolesRoute,
  markdownPreviewRoute,
  memberSearchRoute,
  mentionSuggestRoute,
  plateGetRoute,
  plateListRoute,
  readMarkAllRoute,
  readOpenRoute,
  readStatesRoute,
  reportCreateRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute, type RouteRateLimit } from '../../plugins/contract-routes.js';
import type { ForumServices } from './forum.services.js';

/** The editor asks as the member types after `@` (debounced): plenty for typing, too few to walk the member list. */
const MENTION_SUGGEST_LIMIT_PER_MEMBER: RouteRateLimit = {
  max: 60,
  windowMs: 60_000,
  message: '查找用户太频繁',
  perMember: true,
};

/** Member-facing forum routes: thin handlers, one service call each. */
export function registerForumRoutes(server: FastifyInstance, s: ForumServices): void {
  // Boards
  mountRoute(server, plateListRoute, ({ ctx }) => s.plates.list(ctx));
  mountRoute(server, plateGetRoute, ({ ctx, params }) => s.plates.get(ctx, params.id));

  // Topics
  mountRoute(server, discussListRoute, ({ ctx, query }) => s.discusses.list(ctx, query));
  mountRoute(server, discussTopRoute, ({ ctx }) => s.discusses.top(ctx));
  mountRoute(server, discussByUserRoute, ({ ctx, params, query }) =>
    s.discusses.byUser(ctx, params.userName, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, discussByModelRoute, ({ ctx, params, query }) =>
    s.discusses.byModel(ctx, params.modelId, query.maxResultCount),
  );
  mountRoute(server, discussGetRoute, ({ ctx, params }) => s.discusses.detail(ctx, params.id));
  mountRoute(server, discussCreateRoute, ({ ctx, body }) => s.discusses.create(ctx, body));
  mountRoute(server, discussUpdateRoute, ({ ctx, params, body }) => s.discusses.update(ctx, params.id, body));
  mountRoute(server, discussDeleteRoute, ({ ctx, params }) => s.discusses.remove(ctx, params.id));

  // Likes
  mountRoute(server, agreeOperateRoute, ({ ctx, params }) => s.discusses.toggleAgree(ctx, params.discussId));
  mountRoute(server, commentAgreeOperateRoute, ({ ctx, params }) => s.comments.toggleLike(ctx, params.commentId));

  // Bookmarks
  mountRoute(server, bookmarkTopicRoute, ({ ctx, params }) => s.bookmarks.toggleTopic(ctx, params.discussId));
  mountRoute(server, bookmarkCommentRoute, ({ ctx, params }) => s.bookmarks.toggleComment(ctx, params.commentId));
  mountRoute(server, bookmarkRemoveRoute, ({ ctx, params }) =>
    s.bookmarks.remove(ctx, params.targetType, params.targetId),
  );
  mountRoute(server, bookmarkListRoute, ({ ctx, params, query }) =>
    s.bookmarks.list(ctx, params.userName, query.skipCount, query.maxResultCount),
  );

  // Unread and new
  mountRoute(server, readStatesRoute, ({ ctx, query }) => s.readStates.states(ctx, query.ids));
  mountRoute(server, readOpenRoute, ({ ctx, params }) => s.readStates.open(ctx, params.discussId));
  mountRoute(server, readMarkAllRoute, ({ ctx, body }) => s.readStates.markAllRead(ctx, body.plateId));
  // Following
  mountRoute(server, watchListRoute, ({ ctx, query }) =>
    s.watches.list(ctx, query.level, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, watchGetRoute, ({ ctx, params }) => s.watches.get(ctx, params.targetType, params.targetId));
  mountRoute(server, watchSetRoute, ({ ctx, params, body }) =>
    s.watches.set(ctx, params.targetType, params.targetId, body.level),
  );

  // Solved questions
  mountRoute(server, answerMarkRoute, ({ ctx, params, body }) => s.answers.mark(ctx, params.id, body.commentId));
  mountRoute(server, answerClearRoute, ({ ctx, params }) => s.answers.clear(ctx, params.id));

  // Article trees
  mountRoute(server, articleTreeRoute, ({ ctx, params }) => s.articles.tree(ctx, params.discussId));
  mountRoute(server, articleGetRoute, ({ ctx, params }) => s.articles.detail(ctx, params.id));
  mountRoute(server, articleCreateRoute, ({ ctx, body }) => s.articles.create(ctx, body));
  mountRoute(server, articleUpdateRoute, ({ ctx, params, body }) => s.articles.update(ctx, params.id, body));
  mountRoute(server, articleDeleteRoute, ({ ctx, params }) => s.articles.remove(ctx, params.id));

  // Comments
  mountRoute(server, commentListRoute, ({ ctx, params, query }) => s.comments.list(ctx, params.discussId, query));
  mountRoute(server, commentGetRoute, ({ ctx, params }) => s.comments.get(ctx, params.id));
  mountRoute(server, commentPlaceRoute, ({ ctx, params, query }) => s.comments.place(ctx, params.id, query));
  mountRoute(server, commentRepliesRoute, ({ ctx, params, query }) =>
    s.comments.replies(ctx, params.id, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, commentByUserRoute, ({ ctx, params, query }) =>
    s.comments.byUser(ctx, params.userName, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, commentCreateRoute, ({ ctx, body }) => s.comments.create(ctx, body));
  mountRoute(server, commentDeleteRoute, ({ ctx, params }) => s.comments.remove(ctx, params.id));

  // Editor support
  mountRoute(server, draftListRoute, ({ ctx }) => s.editor.listDrafts(ctx));
  mountRoute(server, draftGetRoute, ({ ctx, params }) => s.editor.getDraft(ctx, params.key));
  mountRoute(server, draftSaveRoute, ({ ctx, params, body }) => s.editor.saveDraft(ctx, params.key, body.payload));
  mountRoute(server, draftDeleteRoute, ({ ctx, params }) => s.editor.deleteDraft(ctx, params.key));
  mountRoute(server, memberSearchRoute, ({ ctx, query }) => s.editor.searchMembers(ctx, query.userName));
  mountRoute(server, mentionSuggestRoute, ({ ctx, query }) => s.editor.mentionSuggest(ctx, query.keyword), {
    rateLimit: MENTION_SUGGEST_LIMIT_PER_MEMBER,
  });
  mountRoute(server, forumRolesRoute, ({ ctx }) => s.editor.roles(ctx));
  mountRoute(server, markdownPreviewRoute, ({ ctx, body }) => s.editor.preview(ctx, body.content));

  // Reports
  mountRoute(server, reportCreateRoute, ({ ctx, body }) => s.moderation.report(ctx, body));
}
