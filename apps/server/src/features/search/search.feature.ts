import { searchReindexRoute, searchRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import type { SearchService } from './search.service.js';

export function createSearchFeature(deps: { search: SearchService; audit: AuditRepository }): Feature {
  const { search, audit } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, searchRoute, ({ ctx, query }) => search.search(ctx.tenantId, query));
      mountRoute(server, searchReindexRoute, async ({ ctx }) => {
        const indexed = await search.reindex(ctx.tenantId);
        await audit.record(ctx, {
          action: 'search.reindex',
          targetType: 'search_index',
          targetId: null,
          after: { indexed },
        });
        return { indexed };
      });
    },
  };
}
