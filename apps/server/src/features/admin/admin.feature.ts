import { adminAuditLogListRoute, adminDashboardRoute, adminRoleListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { Db } from '../../db/database.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { Clock } from '../../shared/clock.js';
import { createAdminRepository } from './admin.repository.js';
import { createAdminService } from './admin.service.js';

/**
 * The console's own endpoints. Access: the audit log needs `system:audit:read` (checked by the route); the
 * roles list needs user or role management and the dashboard any staff permission (checked by the service,
 * because a contract route names one permission only).
 */
export function createAdminFeature(deps: { db: Db; clock: Clock; timeZone: string }): Feature {
  const repo = createAdminRepository(deps.db);
  return {
    registerRoutes(server: FastifyInstance) {
      const service = createAdminService({
        repo,
        clock: deps.clock,
        timeZone: deps.timeZone,
        log: (message, error) => server.log.warn({ err: error }, message),
      });
      mountRoute(server, adminAuditLogListRoute, ({ ctx, query }) => service.auditLogs(ctx, query));
      mountRoute(server, adminRoleListRoute, ({ ctx }) => service.roles(ctx));
      mountRoute(server, adminDashboardRoute, ({ ctx, query }) => service.dashboard(ctx, query.days));
    },
  };
}
