import { adminDashboardRoute, adminRoleListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AdminService } from './admin.service.js';

/**
 * The console's own endpoints. The roles list needs user or role management and the dashboard any staff
 * permission (checked by the service, because a contract route names one permission only).
 */
export function registerAdminRoutes(server: FastifyInstance, deps: { admin: AdminService }): void {
  const { admin } = deps;
  mountRoute(server, adminRoleListRoute, ({ ctx }) => admin.roles(ctx));
  mountRoute(server, adminDashboardRoute, ({ ctx, query }) => admin.dashboard(ctx, query.days));
}
