import { adminConfigListRoute, adminConfigUpdateRoute, configListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SiteConfigService } from './site-config.service.js';

export function registerSiteConfigRoutes(server: FastifyInstance, deps: { siteConfig: SiteConfigService }): void {
  const { siteConfig } = deps;
  mountRoute(server, configListRoute, ({ ctx, reply }) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return siteConfig.publicItems(ctx.tenantId);
  });
  mountRoute(server, adminConfigListRoute, ({ ctx }) => siteConfig.adminList(ctx));
  mountRoute(server, adminConfigUpdateRoute, ({ ctx, params, body }) => siteConfig.set(ctx, params.configKey, body));
}
