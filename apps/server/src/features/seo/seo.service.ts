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

/**
 * The forum's public pages, listed only where the forum says they are public: how many there are, and a
 * run of them (`limit` from position `offset`) in slices, so that a 50,000-topic part is built a slice at a
 * time instead of in one query that holds the process.
 */
export interface SitemapSource {
  count(tenantId: string): Promise<number>;
  slices(tenantId: string, offset: number, limit: number): AsyncIterable<SitemapEntry[]>;
}

/** The sitemap protocol's limit of URLs in one file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50_000;

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
  PAGES.admin,
  PAGES.editor,
  '/activity',
  PAGES.chat,
  '/hub',
  PAGES.login,
  PAGES.register,
  PAGES.forgotPassword,
];

/** Where a crawler's request came from: the tenant header it sent (if any) and the origin it asked. */
export interface CrawlerRequest {
  tenantHeader: string | undefined;
  /** `protocol://host` of the request, used when no public URL is configured. */
  origin: string;
}

const urlXml = (base: string, u: SitemapEntry) =>
  `  <url><loc>${xmlEscape(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}${u.priority ? `<priority>${u.priority}</priority>` : ''}</url>`;

/**
 * `sitemap.xml` and `robots.txt`: every public page with its last modification, for crawlers. Unpublished
 * and scheduled content never appears. URLs are absolute: on the configured public URL, else on the origin
 * the crawler asked for.
 *
 * `/sitemap.xml` is a sitemap index naming `/sitemap-1.xml` … `/sitemap-<n>.xml`, each of at most
 * `urlsPerFile` URLs (the protocol allows 50,000): the site's own pages first, then the forum's topics in
 * creation order. The routes answer through the page cache (plugins/page-cache.ts), so a part is built
 * once per content change or cache period, not per crawler request.
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
  /** URLs per sitemap file, at most 50,000 (tests use a few). */
  urlsPerFile?: number;
}) {
  const baseUrl = (origin: string) => (deps.publicUrl ? deps.publicUrl.replace(/\/+$/, '') : origin);
  const perFile = Math.max(1, Math.min(SITEMAP_MAX_URLS, deps.urlsPerFile ?? SITEMAP_MAX_URLS));

  /** Every page but the forum's topics: a few hundred, listed from the content services at once. */
  async function siteEntries(tenantId: string): Promise<SitemapEntry[]> {
    const [catalog, solutions, news, courses, jobs] = await Promise.all([
      deps.catalog.sitemap(tenantId),
      deps.solutions.sitemap(tenantId),
      deps.news.sitemap(tenantId),
      deps.college.sitemap(tenantId),
      deps.career.sitemap(tenantId),
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
    ];
  }

  /** The site's own pages, the number of forum topics, and how many files they fill. */
  async function layout(tenantId: string) {
    const [site, topics] = await Promise.all([siteEntries(tenantId), deps.forumPages.count(tenantId)]);
    return { site, topics, parts: Math.max(1, Math.ceil((site.length + topics) / perFile)) };
  }

  return {
    /** The sitemap index: one `<sitemap>` per part. */
    async sitemapIndexXml(request: CrawlerRequest): Promise<string> {
      const tenant = await deps.tenants.resolve(request.tenantHeader);
      const base = baseUrl(request.origin);
      const { parts } = await layout(tenant.id);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...Array.from(
          { length: parts },
          (_, i) => `  <sitemap><loc>${xmlEscape(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** Part `part` (from 1) of the sitemap, or null when there is no such part. */
    async sitemapPartXml(request: CrawlerRequest, part: number): Promise<string | null> {
      const tenant = await deps.tenants.resolve(request.tenantHeader);
      const base = baseUrl(request.origin);
      const { site, topics, parts } = await layout(tenant.id);
      if (!Number.isInteger(part) || part < 1 || part > parts) return null;
      const start = (part - 1) * perFile;
      const end = start + perFile;
      const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...site.slice(start, end).map((u) => urlXml(base, u)),
      ];
      const from = Math.max(0, start - site.length);
      const to = Math.min(topics, end - site.length);
      if (to > from) {
        for await (const slice of deps.forumPages.slices(tenant.id, from, to - from)) {
          for (const u of slice) lines.push(urlXml(base, u));
        }
      }
      lines.push('</urlset>', '');
      return lines.join('\n');
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
