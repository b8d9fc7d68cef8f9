import { PAGES } from '@clearsight/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * No public page links to a missing page, and every page declares the string areas it shows. The crawl starts at /index (and the public pages of the route
 * table, since some are reached only from outside, e.g. /start), reads every same-site link of the
 * server-rendered HTML and requests it, in Chinese and in English (the `lang` cookie), failing on any 4xx
 * or 5xx. The API's own file links are left to the download journeys.
 *
 * Links that differ only in filters, paging or the login page's `redirect` are the same page: a few
 * variants of each are requested, every distinct `id` (a product, an article…) always is.
 */
const START = ['/index', ...Object.values(PAGES).filter((path) => path !== PAGES.admin)];
const CONTENT_PARAMS = ['id', 'lesson'];
const VARIANTS_PER_PAGE = 3;

interface Broken {
  status: number;
  url: string;
  linkedFrom: string;
}

function pageKey(url: URL): string {
  return `${url.pathname}?${CONTENT_PARAMS.map((p) => url.searchParams.get(p) ?? '').join('|')}`;
}

function linksOf(html: string, page: URL): URL[] {
  const out: URL[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, '&');
    if (/^(mailto:|tel:|javascript:)/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, page);
    } catch {
      continue;
    }
    if (url.origin !== page.origin || url.pathname.startsWith('/prod-api/')) continue;
    url.hash = '';
    out.push(url);
  }
  return out;
}

async function crawl(request: APIRequestContext, baseURL: string, lang: 'zh-CN' | 'en') {
  const variants = new Map<string, Set<string>>();
  const linkedFrom = new Map<string, string>();
  const queue: URL[] = START.map((path) => new URL(path, baseURL));
  const broken: Broken[] = [];
  const undeclaredStrings: string[] = [];
  const languageSwitches: string[] = [];
  let requested = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    const href = url.pathname + url.search;
    // The language switch (`?lang=`) sets the cookie and comes back: checked once, below, not crawled.
    if (url.searchParams.has('lang')) {
      if (languageSwitches.length === 0) languageSwitches.push(href);
      continue;
    }
    const seen = variants.get(pageKey(url)) ?? new Set<string>();
    if (seen.has(href) || seen.size >= VARIANTS_PER_PAGE) continue;
    seen.add(href);
    variants.set(pageKey(url), seen);
    requested += 1;
    const response = await request.get(href, { headers: { cookie: `lang=${lang}` } });
    if (response.status() >= 400) {
      broken.push({ status: response.status(), url: href, linkedFrom: linkedFrom.get(href) ?? '(start)' });
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    // The server names string areas a page showed but its routes do not declare (apps/web/app/entry.server.tsx).
    const undeclared = response.headers()['x-i18n-undeclared'];
    if (undeclared) undeclaredStrings.push(`${href}: ${undeclared}`);
    for (const link of linksOf(await response.text(), url)) {
      const key = link.pathname + link.search;
      if (!linkedFrom.has(key)) linkedFrom.set(key, href);
      queue.push(link);
    }
  }
  return { broken, undeclaredStrings, requested, pages: variants.size, languageSwitches };
}

test.describe('links', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    test(`every link of every public page leads to a page (${lang})`, async ({ playwright, baseURL }) => {
      test.setTimeout(600_000);
      // A context of its own: no cookie from another test (or the language switch) changes the language.
      const request = await playwright.request.newContext({ baseURL });
      const result = await crawl(request, baseURL!, lang);
      expect(result.broken, `broken links (${result.requested} requests, ${result.pages} pages)`).toEqual([]);
      // Every page declares the string areas it shows, so a navigation to it loads them first (lib/i18n/areas.ts).
      expect(result.undeclaredStrings, 'pages showing strings their routes do not declare').toEqual([]);
      // The crawl really walked the site: products, news and the forum were reached.
      expect(result.pages).toBeGreaterThan(100);
      // The language switch goes round (Set-Cookie and back to the same page).
      expect(result.languageSwitches.length).toBe(1);
      const back = await request.get(result.languageSwitches[0]!);
      expect(back.status()).toBe(200);
      await request.dispose();
    });
  }
});
