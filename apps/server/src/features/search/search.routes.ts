import { searchReindexRoute, searchRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SearchService } from './search.service.js';

/** Site search across products, downloads, news, courses, jobs and forum topics; staff rebuild the index. */
export function registerSearchRoutes(server: FastifyInstance, deps: { search: SearchService }): void {
  const { search } = deps;
  mountRoute(server, searchRoute, ({ ctx, query }) => search.search(ctx.tenantId, query));
  mountRoute(server, searchReindexRoute, ({ ctx }) => search.reindexByStaff(ctx));
}
