// A signed-in member's pages loading in Debian's Chromium at a phone's CPU speed (a 4× slowdown, as Lighthouse's
// mobile run models it): the main thread's blocking time, the sum of every long task's time over 50 ms from the
// navigation until the page has settled, read from the browser's own long-task entries. Lighthouse simulates the
// slowdown from an unthrottled trace, and its blocking time for one build moved by 150 ms and its score by 3 points
// from one batch of runs to the next on this machine: too much to see a change of that size. This case slows the
// CPU for real and, with --compare, loads the same page from two builds in alternation (the order swapped every
// round), so both see the same machine; the medians compare. See docs/performance.md ("A member's page loading").
//
// Options: --rounds n (8) --pages home,board,topic,profile,sign (board,topic,sign) --slowdown n (4) --settle ms
// (7000: how long a page is watched after its load) --compare <checkout> (another checkout's production build, e.g.
// the commit before a change, built there) --json file (every visit's figures).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { fmt, json } from '../lib/measure.mjs';
import { createThrowawayData, ensureBuilt, ROOT, signInMember, startServer } from '../lib/server.mjs';

export const description =
  "a member's pages loading at a phone's CPU speed in Chromium: blocking time (long tasks), builds in turn";

/** The member's pages, as the member-pages case names them. */
const PAGES = {
  home: () => '/index',
  board: () => '/discuss',
  topic: (build) => `/article/${encodeURIComponent(build.topic.id)}`,
  profile: (build) => `/profile/${encodeURIComponent(build.userName)}`,
  sign: () => '/activity/sign',
};
const DEFAULT_PAGES = ['board', 'topic', 'sign'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One build's server on throwaway demo data, with a member signed in and a busy topic to open. */
async function startBuild(name, root) {
  const data = await createThrowawayData();
  let server;
  try {
    server = await startServer({ root, env: { ...data.env, PAGE_CACHE: 'on', PAGE_CACHE_TTL_SECONDS: '900' } });
    const topics = await json(`${server.url}/prod-api/discuss?tab=hot&maxResultCount=50`);
    const topic = topics.items.find((t) => t.commentCount >= 3 && !t.isMasked) ?? topics.items[0];
    if (!topic) throw new Error('the demo data has no topic');
    const { token, userName } = signInMember(data.env);
    return { name, root, data, server, topic, token, userName };
  } catch (error) {
    await server?.stop();
    await data.dispose();
    throw error;
  }
}

/**
 * One visit in a fresh browser context (nothing cached, as a first view): the member's token where a login leaves it
 * (local storage and its cookie copy), the CPU slowed, the page loaded and watched for `settle` ms.
 */
async function visit(browser, build, path, { slowdown, settle }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    await context.addCookies([{ name: 'AccessToken', value: build.token, url: build.server.url }]);
    await context.addInitScript((token) => {
      localStorage.setItem('AccessToken', token);
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    }, build.token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(build.server.url + path);
    await page.waitForTimeout(settle);
    const tasks = await page.evaluate(() => window.__longTasks);
    return {
      blockingMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      longTasks: tasks.length,
      longestMs: Math.round(Math.max(0, ...tasks)),
    };
  } finally {
    await context.close();
  }
}

export async function run(options) {
  const rounds = Number(options.rounds ?? 8);
  const slowdown = Number(options.slowdown ?? 4);
  const settle = Number(options.settle ?? 7000);
  const keys = options.pages ? String(options.pages).split(',') : DEFAULT_PAGES;
  const unknown = keys.filter((key) => !PAGES[key]);
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')}: ${Object.keys(PAGES).join(', ')}`);
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model}, ${fmt(totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
      `load average ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
  );
  console.log(`Chromium at ${slowdown}× CPU slowdown, ${rounds} rounds, each page watched ${settle} ms after its load`);

  ensureBuilt();
  const builds = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  try {
    builds.push(await startBuild('this', ROOT));
    if (options.compare) builds.push(await startBuild('compared', resolve(String(options.compare))));
    for (const key of keys) {
      // One unmeasured visit each: the page cache holds the page and the server has made its pictures' variants.
      for (const build of builds) await visit(browser, build, PAGES[key](build), { slowdown: 1, settle: 1000 });
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 ? [...builds].reverse() : builds;
        const line = [];
        for (const build of order) {
          const figures = await visit(browser, build, PAGES[key](build), { slowdown, settle });
          results.push({ page: key, build: build.name, round: round + 1, ...figures });
          line.push(`${build.name} ${String(figures.blockingMs).padStart(5)} ms (${figures.longTasks} long tasks)`);
        }
        console.log(`  ${key.padEnd(6)} round ${round + 1}/${rounds}: ${line.join('  ')}`);
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) {
      await build.server.stop();
      await build.data.dispose();
    }
  }

  console.log('');
  console.log('page    build     blocking ms, median (range)   long tasks   longest ms');
  for (const key of keys) {
    for (const build of builds) {
      const mine = results.filter((r) => r.page === key && r.build === build.name);
      const blocking = mine.map((r) => r.blockingMs);
      console.log(
        `${key.padEnd(7)} ${build.name.padEnd(9)} ${`${median(blocking)} (${Math.min(...blocking)}–${Math.max(...blocking)})`.padEnd(29)} ` +
          `${String(median(mine.map((r) => r.longTasks))).padEnd(12)} ${median(mine.map((r) => r.longestMs))}`,
      );
    }
  }
  if (options.json) {
    writeFileSync(String(options.json), JSON.stringify({ rounds, slowdown, settle, results }, null, 2));
    console.log(`\nresults written to ${options.json}`);
  }
}
