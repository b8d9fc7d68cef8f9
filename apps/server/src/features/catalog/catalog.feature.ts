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
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import type { CatalogRepository } from './catalog.repository.js';
import type { CatalogService } from './catalog.service.js';

/** The catalogue: mega-menu taxonomy, type pages with spec filters, model pages, compare, and its admin. */
export function createCatalogFeature(deps: {
  repo: CatalogRepository;
  service: CatalogService;
  audit: AuditRepository;
}): Feature {
  const { repo, service, audit } = deps;
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
      mountRoute(server, productTypeDetailRoute, ({ ctx, params }) => service.typeDetail(ctx.tenantId, params.id));
      mountRoute(server, typeModelsRoute, ({ ctx, params, query }) =>
        service.typeModels(ctx.tenantId, params.id, query),
      );
      mountRoute(server, modelSearchRoute, ({ ctx, query }) => service.searchModels(ctx.tenantId, query));
      mountRoute(server, modelDetailRoute, ({ ctx, params }) => service.modelDetail(ctx.tenantId, params.id));
      mountRoute(server, compareRoute, ({ ctx, query }) => service.compare(ctx.tenantId, query.ids));

      mountAdminCrud(server, adminProductTypeRoutes, service.types, {
        audit,
        targetType: 'product_type',
        notFound: '产品类型不存在',
      });
      mountAdminCrud(server, adminSeriesRoutes, service.series, {
        audit,
        targetType: 'product_series',
        notFound: '系列不存在',
      });
      mountAdminCrud(server, adminModelRoutes, service.models, {
        audit,
        targetType: 'product_model',
        notFound: '型号不存在',
      });

      mountRoute(server, adminSpecFieldRoutes.list, ({ ctx, params }) => service.fields.list(ctx, params.id));
      mountRoute(server, adminSpecFieldRoutes.create, async ({ ctx, params, body }) => {
        const field = await service.fields.create(ctx, params.id, body);
        await audit.record(ctx, {
          action: 'spec_field.create',
          targetType: 'spec_field',
          targetId: field.id,
          after: { productTypeId: params.id, ...field },
        });
        return field;
      });
      mountRoute(server, adminSpecFieldRoutes.update, async ({ ctx, params, body }) => {
        const before = await service.fields.get(ctx, params.id);
        if (!before) throw AppError.notFound('规格字段不存在');
        const field = await service.fields.update(ctx, params.id, body);
        await audit.record(ctx, {
          action: 'spec_field.update',
          targetType: 'spec_field',
          targetId: field.id,
          before,
          after: field,
        });
        return field;
      });
      mountRoute(server, adminSpecFieldRoutes.remove, async ({ ctx, params }) => {
        const before = await service.fields.get(ctx, params.id);
        if (!before) throw AppError.notFound('规格字段不存在');
        await service.fields.remove(ctx, params.id);
        await audit.record(ctx, { action: 'spec_field.delete', targetType: 'spec_field', targetId: params.id, before });
        return { ok: true as const };
      });
    },
  };
}
