import {
  adminCommentListRoute,
  adminDiscussListRoute,
  adminReportListRoute,
  adminReportResolveRoute,
  articleRevisionsRoute,
  commentModerationRoute,
  discussModerationRoute,
  discussRevisionsRoute,
  discussTopSetRoute,
  forumBanRoute,
  plateCreateRoute,
  plateDeleteRoute,
  plateUpdateRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { ForumServices } from './forum.services.js';

/** Staff routes (the moderator permission, or admin / *:*:*); every change is audited by the services. */
export function registerForumAdminRoutes(server: FastifyInstance, s: ForumServices): void {
  mountRoute(server, plateCreateRoute, ({ ctx, body }) => s.plates.create(ctx, body));
  mountRoute(server, plateUpdateRoute, ({ ctx, params, body }) => s.plates.update(ctx, params.id, body));
  mountRoute(server, plateDeleteRoute, ({ ctx, params }) => s.plates.remove(ctx, params.id));

  mountRoute(server, discussModerationRoute, ({ ctx, params, body }) =>
    s.moderation.moderateTopic(ctx, params.id, body),
  );
  mountRoute(server, discussTopSetRoute, ({ ctx, body }) => s.discusses.setTop(ctx, body.discussIds));
  mountRoute(server, discussRevisionsRoute, ({ ctx, params, query }) =>
    s.discusses.revisions(ctx, params.id, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, articleRevisionsRoute, ({ ctx, params, query }) =>
    s.articles.revisions(ctx, params.id, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, commentModerationRoute, ({ ctx, params, body }) =>
    s.comments.moderate(ctx, params.id, body.isHidden, body.hiddenReason),
  );

  mountRoute(server, adminDiscussListRoute, ({ ctx, query }) => s.moderation.listTopics(ctx, query));
  mountRoute(server, adminCommentListRoute, ({ ctx, query }) => s.moderation.listComments(ctx, query));
  mountRoute(server, adminReportListRoute, ({ ctx, query }) =>
    s.moderation.listReports(ctx, query.status, query.skipCount, query.maxResultCount),
  );
  mountRoute(server, adminReportResolveRoute, ({ ctx, params, body }) =>
    s.moderation.resolveReport(ctx, params.id, body),
  );
  mountRoute(server, forumBanRoute, ({ ctx, params, body }) =>
    s.moderation.ban(ctx, params.id, body.banned, body.reason),
  );
}
