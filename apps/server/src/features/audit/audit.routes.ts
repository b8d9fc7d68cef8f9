import { adminAuditLogListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AuditService } from './audit.service.js';

/** The console's audit log screen (`system:audit:read`, checked by the route). */
export function registerAuditRoutes(server: FastifyInstance, deps: { audit: AuditService }): void {
  mountRoute(server, adminAuditLogListRoute, ({ ctx, query }) => deps.audit.list(ctx, query));
}
