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

const XML = 'application/xml; charset=utf-8';

/**
 * `GET /sitemap.xml` (the sitemap index), `GET /sitemap-<n>.xml` (its parts) and `GET /robots.txt` at the
 * site root (not under /prod-api). Crawlers' answers are the same for everyone, so they go through the
 * page cache (`pageCache: 'crawler'`: keyed by the tenant header and the origin, never a cookie).
 */
export function registerSeoRoutes(server: FastifyInstance, deps: { seo: SeoService }): void {
  const { seo } = deps;
  const config = { pageCache: 'crawler' as const };
  server.get('/sitemap.xml', { schema: { hide: true }, config }, async (request, reply) => {
    const xml = await seo.sitemapIndexXml(crawlerRequest(request));
    return reply.type(XML).header('Cache-Control', 'public, max-age=600').send(xml);
  });
  server.get<{ Params: { part: string } }>(
    '/sitemap-:part(^\\d{1,6}).xml',
    { schema: { hide: true }, config },
    async (request, reply) => {
      const xml = await seo.sitemapPartXml(crawlerRequest(request), Number(request.params.part));
      if (xml === null) return reply.callNotFound();
      return reply.type(XML).header('Cache-Control', 'public, max-age=600').send(xml);
    },
  );
  server.get('/robots.txt', { schema: { hide: true }, config }, async (request, reply) => {
    const text = seo.robotsTxt(crawlerRequest(request));
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(text);
  });
}
