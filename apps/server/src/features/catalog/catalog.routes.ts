import {
  adminModelRoutes,
  adminProductTypeRoutes,
  adminSeriesRoutes,
  adminSpecFieldRoutes,
  compareRoute,
  modelDetailRoute,
  modelSearchRoute,
  productTypeDetailRoute,
  productTypeMenuRoute,
  solutionTypeMenuRoute,
  typeModelsRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { CatalogService } from './catalog.service.js';

/** The catalogue: mega-menu taxonomy, type pages with spec filters, model pages, compare, and its admin. */
export function registerCatalogRoutes(server: FastifyInstance, deps: { catalog: CatalogService }): void {
  const { catalog } = deps;
  const menu = { cacheControl: 'public, max-age=60' };
  mountRoute(server, productTypeMenuRoute, ({ ctx }) => catalog.productTypeMenu(ctx.tenantId), menu);
  mountRoute(server, solutionTypeMenuRoute, ({ ctx }) => catalog.solutionTypeMenu(ctx.tenantId), menu);
  mountRoute(server, productTypeDetailRoute, ({ ctx, params }) => catalog.typeDetail(ctx.tenantId, params.id));
  mountRoute(server, typeModelsRoute, ({ ctx, params, query }) => catalog.typeModels(ctx.tenantId, params.id, query));
  mountRoute(server, modelSearchRoute, ({ ctx, query }) => catalog.searchModels(ctx.tenantId, query));
  mountRoute(server, modelDetailRoute, ({ ctx, params }) => catalog.modelDetail(ctx.tenantId, params.id));
  mountRoute(server, compareRoute, ({ ctx, query }) => catalog.compare(ctx.tenantId, query.ids));

  mountAdminCrud(server, adminProductTypeRoutes, catalog.types);
  mountAdminCrud(server, adminSeriesRoutes, catalog.series);
  mountAdminCrud(server, adminModelRoutes, catalog.models);
  mountRoute(server, adminSpecFieldRoutes.list, ({ ctx, params }) => catalog.fields.list(ctx, params.id));
  mountRoute(server, adminSpecFieldRoutes.create, ({ ctx, params, body }) =>
    catalog.fields.create(ctx, params.id, body),
  );
  mountRoute(server, adminSpecFieldRoutes.update, ({ ctx, params, body }) =>
    catalog.fields.update(ctx, params.id, body),
  );
  mountRoute(server, adminSpecFieldRoutes.remove, ({ ctx, params }) => catalog.fields.remove(ctx, params.id));
}
