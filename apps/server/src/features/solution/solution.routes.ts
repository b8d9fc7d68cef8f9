import {
  adminSolutionRoutes,
  adminSolutionTypeRoutes,
  solutionDetailRoute,
  solutionListRoute,
  solutionTypeDetailRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SolutionService } from './solution.service.js';

/** Solution types (industries) and their solutions, public and admin. */
export function registerSolutionRoutes(server: FastifyInstance, deps: { solutions: SolutionService }): void {
  const { solutions } = deps;
  mountRoute(server, solutionTypeDetailRoute, ({ ctx, params }) => solutions.typeDetail(ctx.tenantId, params.id));
  mountRoute(server, solutionListRoute, ({ ctx, query }) => solutions.list(ctx.tenantId, query));
  mountRoute(server, solutionDetailRoute, ({ ctx, params }) => solutions.detail(ctx.tenantId, params.id));
  mountAdminCrud(server, adminSolutionTypeRoutes, solutions.types);
  mountAdminCrud(server, adminSolutionRoutes, solutions.solutions);
}
