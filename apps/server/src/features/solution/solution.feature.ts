import {
  adminSolutionRoutes,
  adminSolutionTypeRoutes,
  solutionDetailRoute,
  solutionListRoute,
  solutionTypeDetailRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import type { SolutionService } from './solution.service.js';

export function createSolutionFeature(deps: { service: SolutionService; audit: AuditRepository }): Feature {
  const { service, audit } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, solutionTypeDetailRoute, ({ ctx, params }) => service.typeDetail(ctx.tenantId, params.id));
      mountRoute(server, solutionListRoute, ({ ctx, query }) => service.list(ctx.tenantId, query));
      mountRoute(server, solutionDetailRoute, ({ ctx, params }) => service.detail(ctx.tenantId, params.id));
      mountAdminCrud(server, adminSolutionTypeRoutes, service.types, {
        audit,
        targetType: 'solution_type',
        notFound: '解决方案类型不存在',
      });
      mountAdminCrud(server, adminSolutionRoutes, service.solutions, {
        audit,
        targetType: 'solution',
        notFound: '解决方案不存在',
      });
    },
  };
}
