import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * What a guest's browser really loads in a page's first seconds (docs/decisions/0016-javascript-budget.md): the
 * scripts before hydration, which `npm run budget` holds to 150 KB from the build, and those that follow at once
 * (the root's effects with the hubs' client, the live topic, the guest's own data requests' code). Read from a real
 * Chromium load, gzip as the budget counts it. No page may bring zod to a guest (schemas stay on the server and in
 * members' forms), and the whole first view is held to the same 150 KB (the heaviest page, a topic, is 148.6 KB;
 * the five others 141–148).
 */
const FIRST_VIEW_BUDGET_KB = 150;

/** zod's error class: present in any bundle that carries zod itself. */
const ZOD_MARK = 'ZodError';

interface Script {
  name: string;
  bytes: number;
  zod: boolean;
}

interface Load {
  path: string;
  kb: number;
  zod: string[];
  scripts: Script[];
}

async function firstView(page: Page, path: string): Promise<Load> {
  const scripts: Array<Promise<Script>> = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname,
        bytes: gzipSync(body, { level: 9 }).length,
        zod: body.includes(ZOD_MARK),
      })),
    );
  });
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  // The realtime client loads when the browser is idle after hydration.
  await page.waitForTimeout(2_000);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  return {
    path,
    kb: loaded.reduce((sum, s) => sum + s.bytes, 0) / 1024,
    zod: loaded.filter((s) => s.zod).map((s) => s.name),
    scripts: loaded,
  };
}

async function firstHref(page: Page, from: string, selector: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(selector).first().getAttribute('href', { timeout: 15_000 });
  expect(href, `a link ${selector} on ${from}`).toBeTruthy();
  return href!;
}

test('a guest’s first view of the public pages carries no zod and stays within 150 KB', async ({ browser }) => {
  test.setTimeout(180_000);
  const scout = await browser.newPage();
  const productType = await firstHref(scout, '/index', 'a[href*="productSeries?"]');
  const model = await firstHref(scout, productType, 'a[href*="materialDetails?"]');
  const topic = await firstHref(scout, '/discuss', 'a[href^="/article/"]');
  await scout.close();

  const loads: Load[] = [];
  for (const path of ['/index', productType, model, '/news', '/discuss', topic]) {
    // A fresh browser each time: nothing cached, as a first visit.
    const context = await browser.newContext();
    loads.push(await firstView(await context.newPage(), path));
    await context.close();
  }
  console.log(loads.map((l) => `${l.kb.toFixed(1).padStart(6)} KB  ${l.path}`).join('\n'));
  const heaviest = loads.reduce((a, b) => (b.kb > a.kb ? b : a));
  console.log(
    `${heaviest.path}, in load order:\n` +
      heaviest.scripts.map((s) => `${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.name}`).join('\n'),
  );
  expect(loads.filter((l) => l.zod.length > 0)).toEqual([]);
  expect(loads.filter((l) => l.kb > FIRST_VIEW_BUDGET_KB).map((l) => `${l.path}: ${l.kb.toFixed(1)} KB`)).toEqual([]);
});
