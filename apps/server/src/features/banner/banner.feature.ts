import { adminBannerRoutes, bannerListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import type { BannerService } from './banner.service.js';

export function createBannerFeature(deps: { service: BannerService; audit: AuditRepository }): Feature {
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, bannerListRoute, ({ ctx }) => deps.service.live(ctx.tenantId));
      mountAdminCrud(server, adminBannerRoutes, deps.service.admin, {
        audit: deps.audit,
        targetType: 'banner',
        notFound: '横幅不存在',
      });
    },
  };
}
