import { productTypeMenuRoute, solutionTypeMenuRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { Db } from '../../db/database.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { createCatalogRepository } from './catalog.repository.js';

/** The catalogue taxonomy behind the mega-menu; the corporate-site issue builds models and pages on it. */
export function createCatalogFeature(deps: { db: Db }): Feature {
  const repo = createCatalogRepository(deps.db);
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, productTypeMenuRoute, async ({ ctx, reply }) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return repo.productTypesWithSeries(ctx.tenantId);
      });
      mountRoute(server, solutionTypeMenuRoute, async ({ ctx, reply }) => {
        reply.header('Cache-Control', 'public, max-age=60');
        return repo.solutionTypes(ctx.tenantId);
      });
    },
  };
}
