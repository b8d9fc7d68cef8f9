import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  articleHref,
  boardHref,
  courseHref,
  jobHref,
  modelHref,
  newsHref,
  PAGES,
  productSeriesHref,
  profileHref,
  solutionHref,
  topicHref,
} from '@clearsight/contracts';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(ROOT, 'apps/server/src');

/**
 * The first segment of every page address the link helpers write (`/article/…` → `article`), so a new page in
 * packages/contracts/src/page-links.ts is covered here without a second list.
 */
const PAGE_SEGMENTS = [
  ...Object.values(PAGES),
  topicHref('x'),
  articleHref('x', 'y'),
  boardHref('x'),
  profileHref('x'),
  jobHref('x'),
  modelHref('x'),
  productSeriesHref('x', 'y'),
  newsHref('x'),
  courseHref('x'),
  solutionHref('x'),
].map((path) => path.split(/[/?#]/)[1]!);

/**
 * Literals that look like a page address but are not a link to one, each with why. Feeds are the server's own
 * routes (their links come from the helpers: boardFeedHref, topicFeedHref); the robots list names the activities'
 * section, which is no page of its own.
 */
const ALLOWED: Record<string, string[]> = {
  'features/feed/feed.routes.ts': ["'/feeds/news'", '`/feeds/board/', '`/feeds/topic/'],
  'features/seo/seo.service.ts': ["'/activity'"],
};

/** The server's own source: not its tests, their support files, the benchmarks or the test harness. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'bench' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-support\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Comments may name page addresses; only code counts. A `//` right after `:` is a URL's, not a comment. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * Page paths on the server come from the contracts' link helpers (search hits, notices' links, the sitemap, the
 * robots list), so an address is written once and a page that moves moves everywhere. A quote or backtick
 * followed by a page's first segment is an address written by hand.
 */
describe('page paths on the server', () => {
  it('knows the pages’ first segments from the link helpers', () => {
    expect(PAGE_SEGMENTS).toEqual(expect.arrayContaining(['article', 'discuss', 'news', 'admin', 'activity']));
  });

  it('are never written by hand outside the link helpers', () => {
    const segments = [...new Set(PAGE_SEGMENTS)].join('|');
    const literal = new RegExp(`['"\`]/(?:${segments})(?=[/?#'"\`$])[^'"\`]*['"\`]?`, 'g');
    const found: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      const name = relative(SERVER, file);
      const allowed = ALLOWED[name] ?? [];
      for (const match of withoutComments(readFileSync(file, 'utf8')).matchAll(literal)) {
        if (!allowed.some((start) => match[0].startsWith(start))) found.push(`${name}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
