import { adminConfigListRoute, adminConfigUpdateRoute, configListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SiteConfigService } from './site-config.service.js';

export function registerSiteConfigRoutes(server: FastifyInstance, deps: { siteConfig: SiteConfigService }): void {
  const { siteConfig } = deps;
  // The same for everyone: a shared cache may keep it for a minute.
  mountRoute(server, configListRoute, ({ ctx }) => siteConfig.publicItems(ctx.tenantId), {
    cacheControl: 'public, max-age=60',
  });
  mountRoute(server, adminConfigListRoute, ({ ctx }) => siteConfig.adminList(ctx));
  mountRoute(server, adminConfigUpdateRoute, ({ ctx, params, body }) => siteConfig.set(ctx, params.configKey, body));
}
