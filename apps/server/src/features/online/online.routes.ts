import { onlineCountRoute, onlineMembersRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { OnlineService } from './online.service.js';

/** How many are online (anyone) and who (staff). Both change by the second: never cached. */
export function registerOnlineRoutes(server: FastifyInstance, deps: { online: OnlineService }): void {
  const { online } = deps;
  mountRoute(server, onlineCountRoute, ({ ctx }) => online.count(ctx), { cacheControl: 'no-store' });
  mountRoute(server, onlineMembersRoute, ({ ctx }) => online.list(ctx));
}
