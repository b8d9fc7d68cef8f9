import { TENANT_HEADER } from '@clearsight/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Feature } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CollegeService } from '../college/college.service.js';
import type { CareerService } from '../career/career.service.js';
import type { NewsService } from '../news/news.service.js';
import type { SolutionService } from '../solution/solution.service.js';
import type { TenantService } from '../tenant/tenant.service.js';

/** Public pages without an id: listed with the time of the newest content they show. */
const STATIC_PAGES: Array<{ path: string; priority: string; changefreq: string }> = [
  { path: '/index', priority: '1.0', changefreq: 'daily' },
  { path: '/serviceSupport/softwareDownload', priority: '0.8', changefreq: 'weekly' },
  { path: '/serviceSupport/documentDownload', priority: '0.8', changefreq: 'weekly' },
  { path: '/serviceSupport/college', priority: '0.7', changefreq: 'weekly' },
  { path: '/news', priority: '0.8', changefreq: 'daily' },
  { path: '/aboutUs/companyInformation', priority: '0.5', changefreq: 'monthly' },
  { path: '/aboutUs/joinUs', priority: '0.6', changefreq: 'weekly' },
  { path: '/contactus', priority: '0.6', changefreq: 'monthly' },
  { path: '/contact', priority: '0.5', changefreq: 'monthly' },
  { path: '/start', priority: '0.4', changefreq: 'monthly' },
  { path: '/discuss', priority: '0.7', changefreq: 'daily' },
];

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  priority?: string;
}
/** Another feature's public pages (the forum's topics), listed only if that feature says they are public. */
export type SitemapSource = (tenantId: string) => Promise<SitemapEntry[]>;

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `GET /sitemap.xml` and `GET /robots.txt` at the site root (not under /prod-api): every public page with
 * its last modification, for crawlers. Unpublished and scheduled content never appears.
 */
export function createSeoFeature(deps: {
  config: AppConfig;
  tenants: TenantService;
  catalog: CatalogService;
  solutions: SolutionService;
  news: NewsService;
  college: CollegeService;
  career: CareerService;
}): Feature & { addSitemapSource(source: SitemapSource): void } {
  const extraSources: SitemapSource[] = [];
  function baseUrl(request: FastifyRequest): string {
    if (deps.config.publicUrl) return deps.config.publicUrl.replace(/\/+$/, '');
    return `${request.protocol}://${request.host}`;
  }
  async function tenantOf(request: FastifyRequest) {
    const header = request.headers[TENANT_HEADER.toLowerCase()];
    return deps.tenants.resolve(Array.isArray(header) ? header[0] : header);
  }
  return {
    addSitemapSource(source: SitemapSource) {
      extraSources.push(source);
    },
    registerRoutes(server: FastifyInstance) {
      server.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
        const tenant = await tenantOf(request);
        const base = baseUrl(request);
        const [catalog, solutions, news, courses, jobs] = await Promise.all([
          deps.catalog.sitemap(tenant.id),
          deps.solutions.sitemap(tenant.id),
          deps.news.sitemap(tenant.id),
          deps.college.sitemap(tenant.id),
          deps.career.sitemap(tenant.id),
        ]);
        const extra = (await Promise.all(extraSources.map((source) => source(tenant.id)))).flat();
        const newest = (items: Array<{ updatedAt: string }>) =>
          items
            .map((i) => i.updatedAt)
            .sort()
            .at(-1) ?? null;
        const everything = [...catalog.models, ...news, ...courses, ...jobs, ...solutions.solutions];
        const staticLastmod: Record<string, string | null> = {
          '/index': newest(everything),
          '/news': newest(news),
          '/serviceSupport/college': newest(courses),
          '/aboutUs/joinUs': newest(jobs),
        };
        const urls: Array<{ loc: string; lastmod: string | null; changefreq?: string; priority?: string }> = [
          ...STATIC_PAGES.map((p) => ({
            loc: p.path,
            lastmod: staticLastmod[p.path] ?? null,
            changefreq: p.changefreq,
            priority: p.priority,
          })),
          ...catalog.types.map((t) => ({
            loc: `/productsAndSolutions/productSeries?id=${t.id}`,
            lastmod: t.updatedAt,
            priority: '0.9',
          })),
          ...catalog.models.map((m) => ({ loc: `/materialDetails?id=${m.id}`, lastmod: m.updatedAt, priority: '0.8' })),
          ...solutions.types.map((t) => ({
            loc: `/productsAndSolutions/solution?id=${t.id}`,
            lastmod: t.updatedAt,
            priority: '0.7',
          })),
          ...solutions.solutions.map((s) => ({
            loc: `/productsAndSolutions/solution/solutionDetails?id=${s.id}`,
            lastmod: s.updatedAt,
            priority: '0.7',
          })),
          ...courses.map((c) => ({
            loc: `/serviceSupport/college/collageDetail?id=${c.id}`,
            lastmod: c.updatedAt,
            priority: '0.6',
          })),
          ...news.map((n) => ({ loc: `/news/newsdetail?id=${n.id}`, lastmod: n.updatedAt, priority: '0.6' })),
          ...jobs.map((j) => ({ loc: `/aboutUs/joinUs/details?id=${j.id}`, lastmod: j.updatedAt, priority: '0.5' })),
          ...extra,
        ];
        const body = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls.map(
            (u) =>
              `  <url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}${u.priority ? `<priority>${u.priority}</priority>` : ''}</url>`,
          ),
          '</urlset>',
          '',
        ].join('\n');
        return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(body);
      });

      server.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
        const base = baseUrl(request);
        const body = [
          'User-agent: *',
          'Allow: /',
          'Allow: /prod-api/file/',
          'Disallow: /prod-api/',
          'Disallow: /admin',
          'Disallow: /editArt',
          'Disallow: /activity',
          'Disallow: /chat',
          'Disallow: /hub',
          'Disallow: /login',
          'Disallow: /register',
          'Disallow: /forgotPassword',
          '',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n');
        return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
      });
    },
  };
}
