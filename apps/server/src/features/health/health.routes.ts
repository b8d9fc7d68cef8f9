import { healthRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { HealthService } from './health.service.js';

/** `GET /health`: 200 when the database answers, 503 otherwise; never cached. */
export function registerHealthRoutes(server: FastifyInstance, deps: { health: HealthService }): void {
  mountRoute(
    server,
    healthRoute,
    async ({ ctx, reply }) => {
      const health = await deps.health.check(ctx.tenantId);
      if (!health.database.reachable) reply.status(503);
      return health;
    },
    { cacheControl: 'no-store' },
  );
}
