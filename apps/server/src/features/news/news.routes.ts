import { adminNewsRoutes, newsDetailRoute, newsListRoute, newsUpcomingEventsRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { NewsService } from './news.service.js';

/** News and events: lists, upcoming events, detail, and the admin screen. */
export function registerNewsRoutes(server: FastifyInstance, deps: { news: NewsService }): void {
  const { news } = deps;
  mountRoute(server, newsListRoute, ({ ctx, query }) => news.list(ctx.tenantId, query));
  mountRoute(server, newsUpcomingEventsRoute, ({ ctx, query }) =>
    news.upcomingEvents(ctx.tenantId, query.maxResultCount),
  );
  mountRoute(server, newsDetailRoute, ({ ctx, params }) => news.detail(ctx.tenantId, params.id));
  mountAdminCrud(server, adminNewsRoutes, news.admin);
}
