import {
  adminUserForceOutRoute,
  adminUserListRoute,
  adminUserRolesRoute,
  adminUserStatusRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AdminUserService } from './admin-user.service.js';

export function registerAccountAdminRoutes(server: FastifyInstance, deps: { adminUsers: AdminUserService }): void {
  const { adminUsers } = deps;
  mountRoute(server, adminUserListRoute, ({ ctx, query }) => adminUsers.list(ctx, query));
  mountRoute(server, adminUserStatusRoute, ({ ctx, params, body }) => adminUsers.setStatus(ctx, params.id, body));
  mountRoute(server, adminUserForceOutRoute, ({ ctx, params }) => adminUsers.forceOut(ctx, params.id));
  mountRoute(server, adminUserRolesRoute, ({ ctx, params, body }) => adminUsers.replaceRoles(ctx, params.id, body));
}
