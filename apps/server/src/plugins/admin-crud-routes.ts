import type { RouteDescriptor } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuditedCrud } from '../shared/audit.js';
import { mountRoute } from './contract-routes.js';

/** The five contract routes of one content type's admin screen. */
export interface CrudRoutes {
  list: RouteDescriptor;
  get: RouteDescriptor;
  create: RouteDescriptor;
  update: RouteDescriptor;
  remove: RouteDescriptor;
}

/**
 * Mounts the five admin routes of one content type, each one call into the (audited) service. The
 * service decides rules, 404s and the audit record; see `auditedCrud` in shared/audit.ts.
 */
export function mountAdminCrud<TItem, TInput, TQuery>(
  server: FastifyInstance,
  routes: CrudRoutes,
  crud: AuditedCrud<TItem, TInput, TQuery>,
): void {
  type IdParams = { id: string };
  mountRoute(server, routes.list, ({ ctx, query }) => crud.list(ctx, query as TQuery));
  mountRoute(server, routes.get, ({ ctx, params }) => crud.get(ctx, (params as IdParams).id));
  mountRoute(server, routes.create, ({ ctx, body }) => crud.create(ctx, body as TInput));
  mountRoute(server, routes.update, ({ ctx, params, body }) =>
    crud.update(ctx, (params as IdParams).id, body as TInput),
  );
  mountRoute(server, routes.remove, ({ ctx, params }) => crud.remove(ctx, (params as IdParams).id));
}
