import {
  PAGES,
  courseHref,
  jobHref,
  modelHref,
  newsHref,
  productTypeHref,
  solutionHref,
  solutionTypeHref,
} from '@clearsight/contracts';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { CareerService } from '../career/career.service.js';
import type { CollegeService } from '../college/college.service.js';
import type { NewsService } from '../news/news.service.js';
import type { SolutionService } from '../solution/solution.service.js';
import type { TenantService } from '../tenant/tenant.service.js';

/** Public pages without an id: listed with the time of the newest content they show. */
const STATIC_PAGES: Array<{ path: string; priority: string; changefreq: string }> = [
  { path: PAGES.home, priority: '1.0', changefreq: 'daily' },
  { path: PAGES.softwareDownload, priority: '0.8', changefreq: 'weekly' },
  { path: PAGES.documentDownload, priority: '0.8', changefreq: 'weekly' },
  { path: PAGES.college, priority: '0.7', changefreq: 'weekly' },
  { path: PAGES.news, priority: '0.8', changefreq: 'daily' },
  { path: PAGES.company, priority: '0.5', changefreq: 'monthly' },
  { path: PAGES.jobs, priority: '0.6', changefreq: 'weekly' },
  { path: PAGES.contactSales, priority: '0.6', changefreq: 'monthly' },
  { path: PAGES.contact, priority: '0.5', changefreq: 'monthly' },
  { path: PAGES.start, priority: '0.4', changefreq: 'monthly' },
  { path: PAGES.forum, priority: '0.7', changefreq: 'daily' },
];

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  changefreq?: string;
  priority?: string;
}
/** The forum's public pages, listed only where the forum says they are public. */
export type SitemapSource = (tenantId: string) => Promise<SitemapEntry[]>;

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const newest = (items: Array<{ updatedAt: string }>) =>
  items
    .map((i) => i.updatedAt)
    .sort()
    .at(-1) ?? null;

/** Paths crawlers should leave alone: the API, member and staff areas, forms. */
const DISALLOWED = [
  '/prod-api/',
  '/admin',
  '/editArt',
  '/activity',
  '/chat',
  '/hub',
  '/login',
  '/register',
  '/forgotPassword',
];

/** Where a crawler's request came from: the tenant header it sent (if any) and the origin it asked. */
export interface CrawlerRequest {
  tenantHeader: string | undefined;
  /** `protocol://host` of the request, used when no public URL is configured. */
  origin: string;
}

/**
 * `sitemap.xml` and `robots.txt`: every public page with its last modification, for crawlers. Unpublished
 * and scheduled content never appears. URLs are absolute: on the configured public URL, else on the origin
 * the crawler asked for.
 */
export function createSeoService(deps: {
  catalog: CatalogService;
  solutions: SolutionService;
  news: NewsService;
  college: CollegeService;
  career: CareerService;
  forumPages: SitemapSource;
  tenants: Pick<TenantService, 'resolve'>;
  publicUrl: string | undefined;
}) {
  const baseUrl = (origin: string) => (deps.publicUrl ? deps.publicUrl.replace(/\/+$/, '') : origin);

  async function entries(tenantId: string): Promise<SitemapEntry[]> {
    const [catalog, solutions, news, courses, jobs, forum] = await Promise.all([
      deps.catalog.sitemap(tenantId),
      deps.solutions.sitemap(tenantId),
      deps.news.sitemap(tenantId),
      deps.college.sitemap(tenantId),
      deps.career.sitemap(tenantId),
      deps.forumPages(tenantId),
    ]);
    const everything = [...catalog.models, ...news, ...courses, ...jobs, ...solutions.solutions];
    const staticLastmod: Record<string, string | null> = {
      [PAGES.home]: newest(everything),
      [PAGES.news]: newest(news),
      [PAGES.college]: newest(courses),
      [PAGES.jobs]: newest(jobs),
    };
    return [
      ...STATIC_PAGES.map((p) => ({
        loc: p.path,
        lastmod: staticLastmod[p.path] ?? null,
        changefreq: p.changefreq,
        priority: p.priority,
      })),
      ...catalog.types.map((t) => ({ loc: productTypeHref(t.id), lastmod: t.updatedAt, priority: '0.9' })),
      ...catalog.models.map((m) => ({ loc: modelHref(m.id), lastmod: m.updatedAt, priority: '0.8' })),
      ...solutions.types.map((t) => ({ loc: solutionTypeHref(t.id), lastmod: t.updatedAt, priority: '0.7' })),
      ...solutions.solutions.map((s) => ({ loc: solutionHref(s.id), lastmod: s.updatedAt, priority: '0.7' })),
      ...courses.map((c) => ({ loc: courseHref(c.id), lastmod: c.updatedAt, priority: '0.6' })),
      ...news.map((n) => ({ loc: newsHref(n.id), lastmod: n.updatedAt, priority: '0.6' })),
      ...jobs.map((j) => ({ loc: jobHref(j.id), lastmod: j.updatedAt, priority: '0.5' })),
      ...forum,
    ];
  }

  return {
    async sitemapXml(request: CrawlerRequest): Promise<string> {
      const tenant = await deps.tenants.resolve(request.tenantHeader);
      const base = baseUrl(request.origin);
      const urls = await entries(tenant.id);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          (u) =>
            `  <url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}${u.priority ? `<priority>${u.priority}</priority>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
    },

    robotsTxt(request: Pick<CrawlerRequest, 'origin'>): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Allow: /prod-api/file/',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${baseUrl(request.origin)}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;
