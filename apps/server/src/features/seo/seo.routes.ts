import { TENANT_HEADER } from '@clearsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CrawlerRequest, SeoService } from './seo.service.js';

/** What the SEO service needs to know about a request: its tenant header and the origin it was sent to. */
function crawlerRequest(request: FastifyRequest): CrawlerRequest {
  const header = request.headers[TENANT_HEADER.toLowerCase()];
  return {
    tenantHeader: Array.isArray(header) ? header[0] : header,
    origin: `${request.protocol}://${request.host}`,
  };
}

/** `GET /sitemap.xml` and `GET /robots.txt` at the site root (not under /prod-api). */
export function registerSeoRoutes(server: FastifyInstance, deps: { seo: SeoService }): void {
  const { seo } = deps;
  server.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await seo.sitemapXml(crawlerRequest(request));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xml);
  });
  server.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const text = seo.robotsTxt(crawlerRequest(request));
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(text);
  });
}
