import { adminBannerRoutes, bannerListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { BannerService } from './banner.service.js';

/** The home page carousel and its admin screen. */
export function registerBannerRoutes(server: FastifyInstance, deps: { banners: BannerService }): void {
  const { banners } = deps;
  mountRoute(server, bannerListRoute, ({ ctx }) => banners.live(ctx.tenantId));
  mountAdminCrud(server, adminBannerRoutes, banners.admin);
}
