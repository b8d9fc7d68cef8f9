import { adminNewsRoutes, newsDetailRoute, newsListRoute, newsUpcomingEventsRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import type { NewsService } from './news.service.js';

export function createNewsFeature(deps: { service: NewsService; audit: AuditRepository }): Feature {
  const { service, audit } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, newsListRoute, ({ ctx, query }) => service.list(ctx.tenantId, query));
      mountRoute(server, newsUpcomingEventsRoute, ({ ctx, query }) =>
        service.upcomingEvents(ctx.tenantId, query.maxResultCount),
      );
      mountRoute(server, newsDetailRoute, ({ ctx, params }) => service.detail(ctx.tenantId, params.id));
      mountAdminCrud(server, adminNewsRoutes, service.admin, { audit, targetType: 'news', notFound: '新闻不存在' });
    },
  };
}
