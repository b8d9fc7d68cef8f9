import { homePageRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { HomeService } from './home.service.js';

export function registerHomeRoutes(server: FastifyInstance, deps: { home: HomeService }): void {
  mountRoute(server, homePageRoute, ({ ctx }) => deps.home.page(ctx.tenantId), { cacheControl: 'public, max-age=30' });
}
