import { TENANT_HEADER } from '@clearsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantService } from '../tenant/tenant.service.js';
import type { SeoService } from './seo.service.js';

/** `GET /sitemap.xml` and `GET /robots.txt` at the site root (not under /prod-api). */
export function registerSeoRoutes(
  server: FastifyInstance,
  deps: { seo: SeoService; tenants: TenantService; publicUrl: string | undefined },
): void {
  const { seo, tenants } = deps;
  const baseUrl = (request: FastifyRequest) =>
    deps.publicUrl ? deps.publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  const tenantOf = (request: FastifyRequest) => {
    const header = request.headers[TENANT_HEADER.toLowerCase()];
    return tenants.resolve(Array.isArray(header) ? header[0] : header);
  };

  server.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await seo.sitemapXml((await tenantOf(request)).id, baseUrl(request));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
  });
  server.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(seo.robotsTxt(baseUrl(request)));
  });
}
