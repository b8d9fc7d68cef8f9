import { adminTenantRoutes } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { TenantAdminService } from './tenant-admin.service.js';

/** The host's tenant console: list with counts, create, disable, enable. */
export function registerTenantRoutes(server: FastifyInstance, deps: { tenantAdmin: TenantAdminService }): void {
  const { tenantAdmin } = deps;
  mountRoute(server, adminTenantRoutes.list, ({ ctx }) => tenantAdmin.list(ctx));
  mountRoute(server, adminTenantRoutes.create, ({ ctx, body }) => tenantAdmin.create(ctx, body));
  mountRoute(server, adminTenantRoutes.disable, ({ ctx, params }) => tenantAdmin.disable(ctx, params.id));
  mountRoute(server, adminTenantRoutes.enable, ({ ctx, params }) => tenantAdmin.enable(ctx, params.id));
}
