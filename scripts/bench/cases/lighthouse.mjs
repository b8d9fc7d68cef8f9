// The public pages as a phone sees them: Lighthouse 12's mobile run (a Moto G Power-sized screen, simulated
// slow 4G and a 4× slower CPU) in Debian's Chromium against the production build with the page cache on, as
// a guest. Each page is measured N times, the pages taken in turn in every round, and the median is printed:
// the Performance score, Largest Contentful Paint, Total Blocking Time and Cumulative Layout Shift, with the
// LCP element and the bytes the page downloaded. See docs/performance.md for the figures and the targets.
//
// Then, signed in: the board, the topic and the activities' sign-in page as a member sees them (the member's
// token in the browser's storage and cookie, as after a login; the pages come from the page cache's signed-in
// copy, decision 0044).
//
// Options: --runs n (5) --url http://… (a server already running, instead of a fresh build on throwaway
// data; guests' pages only) --pages index,type,news,discuss,article,member-discuss,member-article,member-sign
// (a subset) --json file (every run's figures) --reports folder (every run's whole Lighthouse report, as
// `<page>-<round>.json`, for its long tasks and scripts).
// Environment: CHROME_PATH (default /usr/bin/chromium).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { probe } from '../lib/load.mjs';
import { createThrowawayData, ensureBuilt, signInMember, startServer } from '../lib/server.mjs';

export const description =
  "Lighthouse mobile (Debian Chromium): Performance, LCP, TBT, CLS of the public pages and of a member's forum pages";

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The targets of the public pages (docs/performance.md). */
const TARGET_SCORE = 95;
const TARGET_CLS = 0.05;

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

async function json(url) {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The five public pages: the home, the first product type, the news list, the boards and a busy topic. */
async function publicPages(base) {
  const types = await json(`${base}/prod-api/ProductType/ListLoadProductTypeAndSeries`);
  const type = (types.items ?? types)[0];
  if (!type) throw new Error('the demo data has no product type');
  const topics = await json(`${base}/prod-api/discuss?tab=hot&maxResultCount=50`);
  const topic = topics.items.find((t) => t.commentCount >= 3 && !t.isMasked) ?? topics.items[0];
  if (!topic) throw new Error('the demo data has no topic');
  return [
    { key: 'index', path: '/index' },
    { key: 'type', path: `/productsAndSolutions/productSeries?id=${encodeURIComponent(type.id)}` },
    { key: 'news', path: '/news' },
    { key: 'discuss', path: '/discuss' },
    { key: 'article', path: `/article/${encodeURIComponent(topic.id)}` },
  ];
}

/** The pages measured signed in: the member's board, topic and daily sign-in. */
function memberPages(pages) {
  const path = (key) => pages.find((p) => p.key === key).path;
  return [
    { key: 'member-discuss', path: path('discuss'), member: true },
    { key: 'member-article', path: path('article'), member: true },
    { key: 'member-sign', path: '/activity/sign', member: true },
  ];
}

/**
 * Puts the member's token where the web app keeps it after a login (localStorage, and its cookie copy the server
 * reads), through the Puppeteer that Lighthouse itself drives Chromium with. Lighthouse's reset before each
 * visit clears caches, not local storage or cookies, so every measured visit is the member's first view of the
 * page with nothing cached.
 */
async function signInBrowser(port, base, token) {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const { default: puppeteer } = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/index`);
    await page.evaluate((value) => localStorage.setItem('AccessToken', value), token);
    await page.setCookie({ name: 'AccessToken', value: token, url: base });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    lcpMs: audit('largest-contentful-paint')?.numericValue,
    tbtMs: audit('total-blocking-time')?.numericValue,
    cls: audit('cumulative-layout-shift')?.numericValue,
    fcpMs: audit('first-contentful-paint')?.numericValue,
    bytes: audit('total-byte-weight')?.numericValue,
    lcpElement: lcpElement?.selector ?? lcpElement?.snippet ?? null,
    // A visit Lighthouse could not measure says why (NO_FCP, a timeout…).
    warnings: [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])],
  };
}

/** Measures the pages in one browser of their own; `token` signs that browser in first. */
async function measure(base, pages, runs, token = null, reports = null) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = Object.fromEntries(pages.map((p) => [p.key, []]));
  try {
    if (token) await signInBrowser(chrome.port, base, token);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    // One unmeasured visit per page: the page cache holds its HTML and the server has made its pictures'
    // variants, as for any visitor after the first.
    for (const page of pages) await lighthouse(base + page.path, flags);
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const runner = await lighthouse(base + page.path, flags);
        const f = figures(runner.lhr);
        results[page.key].push(f);
        if (reports) writeFileSync(join(reports, `${page.key}-${round}.json`), JSON.stringify(runner.lhr));
        process.stdout.write(
          `  round ${round}/${runs} ${page.key.padEnd(14)} score ${String(f.score).padStart(3)}  LCP ${fmt(f.lcpMs).padStart(5)} ms  TBT ${fmt(f.tbtMs).padStart(4)} ms  CLS ${fmt(f.cls, 3)}  load ${loadavg()[0].toFixed(2)}\n`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function printSummary(pages, results) {
  const header = ['page', 'Performance', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'KB', 'targets', 'LCP element'];
  const rows = pages.map((page) => {
    const runs = results[page.key];
    const m = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcpMs)),
      tbt: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      fcp: median(runs.map((r) => r.fcpMs)),
      kb: median(runs.map((r) => r.bytes / 1024)),
    };
    // A run Lighthouse could not finish has no score: left out of the range as it is of the medians.
    const scores = runs.map((r) => r.score).filter((score) => Number.isFinite(score));
    const failed = runs.length - scores.length;
    const met = m.score >= TARGET_SCORE && m.cls < TARGET_CLS;
    return [
      `${page.key} ${page.path}`,
      `${fmt(m.score)} (${scores.length ? `${Math.min(...scores)}–${Math.max(...scores)}` : '–'}${failed ? `, ${failed} failed` : ''})`,
      fmt(m.lcp),
      fmt(m.tbt),
      fmt(m.cls, 3),
      fmt(m.fcp),
      fmt(m.kb),
      met ? 'met' : 'not met',
      runs.at(-1)?.lcpElement ?? '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(`targets: Performance ≥ ${TARGET_SCORE} and CLS < ${TARGET_CLS} (medians)`);
  const warnings = new Set(Object.values(results).flatMap((runs) => runs.flatMap((r) => r.warnings)));
  for (const w of warnings) console.log(`Lighthouse warned: ${w}`);
}

export async function run(options) {
  const runs = Number(options.runs ?? 5);
  const only = options.pages ? String(options.pages).split(',') : null;
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: totalmem() / 2 ** 30,
    node: process.version,
  };
  console.log(
    `machine: ${machine.cpus} × ${machine.cpuModel}, ${fmt(machine.memoryGb, 1)} GB, Node ${process.version}`,
  );
  console.log(
    `Lighthouse mobile, ${runs} runs per page (median), Chromium at ${process.env.CHROME_PATH || '/usr/bin/chromium'}`,
  );
  // The machine's load changes the figures (Lighthouse's simulation scales the CPU time it observes).
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );

  let server = null;
  let data = null;
  let base;
  if (options.url) {
    base = String(options.url).replace(/\/+$/, '');
  } else {
    ensureBuilt();
    data = await createThrowawayData();
    // The cache kept for the whole run (a round of five pages takes longer than the default 30 s), so every
    // measured visit is a guest's visit to a page someone saw shortly before.
    server = await startServer({ env: { ...data.env, PAGE_CACHE: 'on', PAGE_CACHE_TTL_SECONDS: '900' } });
    base = server.url;
  }
  try {
    const guests = await publicPages(base);
    // Signed-in pages need a member of the run's own data, hence a server of the bench's own.
    const all = data ? [...guests, ...memberPages(guests)] : guests;
    const pages = only ? all.filter((p) => only.includes(p.key)) : all;
    for (const page of pages.filter((p) => !p.member)) {
      const first = await probe(base + page.path, { accept: 'text/html' });
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
    }
    const asGuest = pages.filter((p) => !p.member);
    const asMember = pages.filter((p) => p.member);
    const reports = options.reports ? String(options.reports) : null;
    if (reports) mkdirSync(reports, { recursive: true });
    const results = {
      ...(asGuest.length ? await measure(base, asGuest, runs, null, reports) : {}),
      ...(asMember.length ? await measure(base, asMember, runs, signInMember(data.env).token, reports) : {}),
    };
    console.log('');
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    printSummary(pages, results);
    if (options.json) {
      writeFileSync(String(options.json), JSON.stringify({ machine, runs, pages, results }, null, 2));
      console.log(`\nresults written to ${options.json}`);
    }
  } finally {
    if (server) await server.stop();
    if (data) await data.dispose();
  }
}
