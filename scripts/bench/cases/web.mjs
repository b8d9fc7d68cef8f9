// The public site over real HTTP against the production build: API reads, server-rendered pages from the
// page cache (a guest) and rendered fresh (past the cache, as a miss is), the sitemap, then the same at 100,000 topics
// and 1,000,000 comments made by the load generator; with the server's CPU time per request and its memory.
// Every figure is read against a bare Fastify route measured in the same run. See docs/performance.md.
//
// Options: --duration ms (5000 per case) --warmup ms (1000) --concurrency n (10) --topics n (100000, 0 skips
// the large data) --comments n (1000000) --json file (write the results) --url http://… (measure a server
// that is already running instead; --pid n adds its CPU and memory, --big picks the cases for generated data).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { probe } from '../lib/load.mjs';
import { fmt, json, measure, measureBare, printRows } from '../lib/measure.mjs';
import { rssMb } from '../lib/proc.mjs';
import { createThrowawayData, ensureBuilt, generateLoad, startServer } from '../lib/server.mjs';

export const description = 'HTTP against the production build: API, pages cached and fresh, sitemap, 100k topics';

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};
const API = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/** A page rendered for its request: an Authorization header makes the page cache pass by (what a cache miss costs). */
const RENDERED = { ...BROWSER, cookie: 'AccessToken=bench-member', authorization: 'Bearer bench-member' };

/** The first request's time (a cold build) and then load on the warm answer. */
async function coldThenWarm(base, path, headers) {
  const cold = await probe(base + path, headers);
  return { path, status: cold.status, coldMs: cold.ms, bytes: cold.bytes };
}

async function demoCases(base) {
  const topics = await json(`${base}/prod-api/discuss?tab=hot&maxResultCount=50`);
  const topic = topics.items.find((t) => t.commentCount >= 3 && !t.isMasked) ?? topics.items[0];
  if (!topic) throw new Error('the demo data has no topic');
  return {
    topicId: topic.id,
    cases: [
      { name: 'GET /prod-api/config', path: '/prod-api/config', headers: API, group: 'api' },
      {
        name: 'GET product types and series',
        path: '/prod-api/ProductType/ListLoadProductTypeAndSeries',
        headers: API,
        group: 'api',
      },
      { name: 'GET boards', path: '/prod-api/plate', headers: API, group: 'api', twin: 'boards' },
      {
        name: 'GET topic list (page 1)',
        path: '/prod-api/discuss?tab=new&skipCount=0&maxResultCount=20',
        headers: API,
        group: 'api',
        twin: 'topic-list',
      },
      {
        name: 'GET comments page (page 1)',
        path: `/prod-api/comment/discuss-id/${topic.id}?sort=newest&skipCount=0&maxResultCount=20&replyLimit=10`,
        headers: API,
        group: 'api',
        twin: 'comments',
      },
      { name: 'page / home, cached', path: '/index', headers: BROWSER, group: 'page' },
      { name: 'page / home, fresh', path: '/index', headers: RENDERED, group: 'page', cpu: true, twin: 'home' },
      { name: 'page board, cached', path: '/discuss', headers: BROWSER, group: 'page' },
      { name: 'page board, fresh', path: '/discuss', headers: RENDERED, group: 'page', cpu: true, twin: 'board' },
      { name: 'page topic, cached', path: `/article/${topic.id}`, headers: BROWSER, group: 'page' },
      {
        name: 'page topic, fresh',
        path: `/article/${topic.id}`,
        headers: RENDERED,
        group: 'page',
        cpu: true,
        twin: 'topic',
      },
      { name: 'GET /sitemap.xml', path: '/sitemap.xml', headers: BROWSER, group: 'seo' },
    ],
  };
}

async function bigCases(base) {
  const plates = await json(`${base}/prod-api/plate`);
  const busiest = plates.items.find((p) => p.name === '压测板块1');
  if (!busiest) throw new Error('the generated boards are missing');
  // The generator puts its hot topic's comments on the newest topic of the busiest board anyone may read.
  const newest = await json(`${base}/prod-api/discuss?plateId=${busiest.id}&tab=new&maxResultCount=20`);
  const hot = newest.items.find((t) => !t.isMasked && !t.isPinned);
  if (!hot) throw new Error('the busiest board has no public topic');
  const all = await json(`${base}/prod-api/discuss?tab=new&maxResultCount=20`);
  const typical = all.items.find((t) => !t.isMasked && !t.isPinned && t.commentCount > 0) ?? all.items[0];
  const comments = (id) => `/prod-api/comment/discuss-id/${id}?sort=newest&skipCount=0&maxResultCount=20&replyLimit=10`;
  return {
    hot,
    cases: [
      { name: 'GET boards', path: '/prod-api/plate', headers: API, group: 'api', twin: 'boards' },
      {
        name: 'GET topic list (page 1)',
        path: '/prod-api/discuss?tab=new&skipCount=0&maxResultCount=20',
        headers: API,
        group: 'api',
        twin: 'topic-list',
      },
      {
        name: 'GET busiest board topics (page 1)',
        path: `/prod-api/discuss?plateId=${busiest.id}&tab=new&skipCount=0&maxResultCount=20`,
        headers: API,
        group: 'api',
        twin: 'topic-list',
      },
      {
        name: `GET comments, hot topic (${hot.commentCount})`,
        path: comments(hot.id),
        headers: API,
        group: 'api',
        twin: 'comments',
      },
      {
        name: `GET comments, a topic (${typical.commentCount})`,
        path: comments(typical.id),
        headers: API,
        group: 'api',
        twin: 'comments',
      },
      { name: 'page / home, fresh', path: '/index', headers: RENDERED, group: 'page', cpu: true, twin: 'home' },
      { name: 'page board, cached', path: '/discuss', headers: BROWSER, group: 'page' },
      { name: 'page board, fresh', path: '/discuss', headers: RENDERED, group: 'page', cpu: true, twin: 'board' },
      {
        name: 'page busiest board, fresh',
        path: `/discuss/${busiest.id}`,
        headers: RENDERED,
        group: 'page',
        cpu: true,
        twin: 'board',
      },
      {
        name: 'page hot topic, fresh',
        path: `/article/${hot.id}`,
        headers: RENDERED,
        group: 'page',
        cpu: true,
        twin: 'topic',
      },
      { name: 'page hot topic, cached', path: `/article/${hot.id}`, headers: BROWSER, group: 'page' },
      { name: 'GET /sitemap.xml (index)', path: '/sitemap.xml', headers: BROWSER, group: 'seo' },
    ],
  };
}

/**
 * V8 gives memory back to the system only once allocation has been quiet for a while (its memory reducer runs
 * a collection some seconds after a burst); RSS read straight after start or load still holds that garbage.
 * An idle server is one that has sat idle: RSS after this long without requests.
 */
const SETTLE_MS = 45_000;
async function settledRss(pid) {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return rssMb(pid);
}

/** How much slower each 100k row is than the demo row it stands for (p50 and req/s). */
function compareWithDemo(bigRows, demoRows) {
  for (const row of bigRows) {
    const twin = row.twin && demoRows.find((d) => d.twin === row.twin);
    if (!twin) continue;
    row.note = `${fmt(row.p50 / twin.p50, 2)}× demo p50`;
  }
}

export async function run(options) {
  const settings = {
    duration: Number(options.duration ?? 5000),
    warmup: Number(options.warmup ?? 1000),
    concurrency: Number(options.concurrency ?? 10),
  };
  const topics = Number(options.topics ?? 100_000);
  const comments = Number(options.comments ?? 1_000_000);
  const report = {
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: totalmem() / 2 ** 30, node: process.version },
    settings,
    phases: [],
  };
  console.log(
    `machine: ${report.machine.cpus} × ${report.machine.cpuModel}, ${fmt(report.machine.memoryGb)} GB, Node ${process.version}`,
  );
  console.log(`each case: ${settings.concurrency} connections, ${settings.warmup} ms warm-up, ${settings.duration} ms`);

  if (options.url) {
    const base = String(options.url).replace(/\/+$/, '');
    const pid = options.pid ? Number(options.pid) : null;
    const bare = await measureBare(settings);
    // --big: the server already holds the generated data (npm run generate:load).
    const chosen = options.big ? await bigCases(base) : await demoCases(base);
    const rows = [bare, ...(await measure(base, pid, chosen.cases, settings, bare.rps))];
    printRows(rows);
    report.phases.push({ name: `server at ${base}`, rows, rssIdleMb: pid ? rssMb(pid) : null });
    if (options.json) writeFileSync(String(options.json), JSON.stringify(report, null, 2));
    return;
  }

  ensureBuilt();
  const data = await createThrowawayData();
  console.log(`database: ${data.engine}`);
  let server = null;
  try {
    // ── The demo data ──────────────────────────────────────────────────────────────────────────────
    // The first start on empty data seeds the demo content and generates its pictures and PDFs (sharp, the
    // PDF writer): a one-off. The measured server is the next start on that data, as every later start is.
    server = await startServer({ env: data.env });
    await server.stop();
    server = await startServer({ env: data.env });
    await probe(`${server.url}/index`, BROWSER);
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdleStart = rssMb(server.pid);
    const rssIdleSettled = await settledRss(server.pid);
    const bare = await measureBare(settings);
    const demo = await demoCases(server.url);
    const demoRows = [bare, ...(await measure(server.url, server.pid, demo.cases, settings, bare.rps))];
    const demoPhase = {
      name: 'demo data',
      startupMs: server.startupMs,
      rssIdleAfterStartMb: rssIdleStart,
      rssIdleSettledMb: rssIdleSettled,
      rssIdleAfterLoadMb: await settledRss(server.pid),
      rssPeakMb: Math.max(...demoRows.map((r) => r.rssPeakMb ?? 0)),
      rows: demoRows,
    };
    report.phases.push(demoPhase);
    console.log('\nDemo data');
    printRows(demoRows);
    console.log(
      `RSS: ${fmt(demoPhase.rssIdleAfterStartMb, 0)} MB 2 s after start, idle ${fmt(demoPhase.rssIdleSettledMb, 0)} MB ` +
        `(${SETTLE_MS / 1000} s later), peak under load ${fmt(demoPhase.rssPeakMb, 0)} MB, idle after load ${fmt(demoPhase.rssIdleAfterLoadMb, 0)} MB (${SETTLE_MS / 1000} s after); start ${fmt(server.startupMs / 1000)} s`,
    );

    // ── 100,000 topics ──────────────────────────────────────────────────────────────────────────────
    if (topics > 0) {
      await server.stop();
      server = null;
      console.log(`\nGenerating ${topics} topics and ${comments} comments…`);
      const genStarted = Date.now();
      generateLoad(data.env, ['--topics', String(topics), '--comments', String(comments)]);
      const generateMs = Date.now() - genStarted;
      server = await startServer({ env: data.env });
      await new Promise((r) => setTimeout(r, 2000));
      const rssIdleBig = rssMb(server.pid);
      const sitemapIndex = await coldThenWarm(server.url, '/sitemap.xml', BROWSER);
      const sitemapChunk = await coldThenWarm(server.url, '/sitemap-1.xml', BROWSER);
      const bareBig = await measureBare(settings);
      const big = await bigCases(server.url);
      const bigRows = [bareBig, ...(await measure(server.url, server.pid, big.cases, settings, bareBig.rps))];
      compareWithDemo(bigRows, demoRows);
      const bigPhase = {
        name: `${topics} topics, ${comments} comments`,
        generateMs,
        startupMs: server.startupMs,
        rssIdleAfterStartMb: rssIdleBig,
        rssPeakMb: Math.max(...bigRows.map((r) => r.rssPeakMb ?? 0)),
        sitemap: { index: sitemapIndex, firstChunk: sitemapChunk },
        rows: bigRows,
      };
      report.phases.push(bigPhase);
      console.log(`\n${bigPhase.name} (generated in ${fmt(generateMs / 1000)} s)`);
      printRows(bigRows);
      console.log(
        `sitemap: index first request ${fmt(sitemapIndex.coldMs)} ms (${sitemapIndex.status}, ${sitemapIndex.bytes} B), ` +
          `first part ${fmt(sitemapChunk.coldMs)} ms (${sitemapChunk.status}, ${sitemapChunk.bytes} B)`,
      );
      console.log(
        `RSS: idle after start ${fmt(rssIdleBig, 0)} MB, peak under load ${fmt(bigPhase.rssPeakMb, 0)} MB; start ${fmt(server.startupMs / 1000)} s`,
      );
    }
  } finally {
    if (server) await server.stop();
    await data.dispose();
  }
  if (options.json) {
    writeFileSync(String(options.json), JSON.stringify(report, null, 2));
    console.log(`\nresults written to ${options.json}`);
  }
}
