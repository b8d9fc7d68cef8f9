// Pages per second and the server's CPU per page for the community's visitors, against the production build on
// the demo data: a guest's page from the page cache, a signed-in member's pages (home, board, topic, their
// profile, the daily sign-in) from the cache's signed-in copy and rendered (what a cache miss costs), each read
// against a bare Fastify route measured in the same run (before and after the pages; the mean is the yardstick).
// SQLite, or PostgreSQL when DATABASE_URL names it. See docs/performance.md ("Member pages").
//
// Options: --duration ms (5000 per case) --warmup ms (1000) --settle ms (60000: the cases in turn, unmeasured, before
// the first is measured) --concurrency n (10) --json file (write the results)
// --compare <checkout> (another checkout's production build, measured case by case in turn with this one)
// --only <text> (the cases whose name holds it, e.g. "member")
// --paired <rounds> (with --compare: instead of the concurrent runs, CPU per page of both builds in alternation,
// one request at a time, in blocks of --block n (4) requests; the fairer comparison on a busy machine, lib/paired.mjs).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { probe, runLoad } from '../lib/load.mjs';
import { fmt, json, measure, measureBare, printRows } from '../lib/measure.mjs';
import { measurePaired } from '../lib/paired.mjs';
import { createThrowawayData, ensureBuilt, ROOT, signInMember, startServer } from '../lib/server.mjs';

export const description =
  'pages/s and CPU per page: guests (cached) and a signed-in member (cached, rendered), vs a bare route';

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

function cases(topicId, member) {
  // A member's page comes from the page cache's signed-in copy, which every member shares (decision 0044). What
  // a cache miss costs (the first member after a content change) is the same page rendered: an Authorization
  // header makes the page cache pass by, and the renderer, which reads no member's data, renders it as usual.
  const signedIn = { ...BROWSER, cookie: `AccessToken=${encodeURIComponent(member.token)}` };
  const rendered = { ...signedIn, authorization: `Bearer ${member.token}` };
  const pages = [
    ['home', '/index'],
    ['board', '/discuss'],
    ['topic', `/article/${topicId}`],
    ['profile', `/profile/${encodeURIComponent(member.userName)}`],
    ['sign-in', '/activity/sign'],
  ];
  return [
    ...pages.slice(0, 3).map(([name, path]) => ({ name: `guest ${name}, cached`, path, headers: BROWSER })),
    ...pages.map(([name, path]) => ({ name: `member ${name}`, path, headers: signedIn })),
    ...pages.map(([name, path]) => ({ name: `member ${name}, rendered`, path, headers: rendered })),
  ];
}

/** One build under test: its own throwaway data, server, signed-in member and topic. */
async function startBuild(label, root) {
  const data = await createThrowawayData();
  let server = null;
  try {
    // The first start seeds the demo content and makes its files: a one-off. The measured server is the next.
    server = await startServer({ env: data.env, root });
    await server.stop();
    server = await startServer({ env: data.env, root });
    const member = signInMember(data.env);
    const account = await json(`${server.url}/prod-api/account`, { authorization: `Bearer ${member.token}` });
    if (account.user?.userName !== member.userName) throw new Error('the member’s session does not open');
    const topics = await json(`${server.url}/prod-api/discuss?tab=hot&maxResultCount=50`);
    const topic = topics.items.find((t) => t.commentCount >= 3 && !t.isMasked) ?? topics.items[0];
    if (!topic) throw new Error('the demo data has no topic');
    await probe(`${server.url}/index`, BROWSER);
    const running = server;
    return {
      label,
      server,
      engine: data.engine,
      cases: cases(topic.id, member),
      async stop() {
        await running.stop();
        await data.dispose();
      },
    };
  } catch (error) {
    if (server) await server.stop();
    await data.dispose();
    throw error;
  }
}

export async function run(options) {
  const settings = {
    duration: Number(options.duration ?? 5000),
    warmup: Number(options.warmup ?? 1000),
    settle: Number(options.settle ?? 60_000),
    concurrency: Number(options.concurrency ?? 10),
  };
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGb: totalmem() / 2 ** 30,
    node: process.version,
    loadBefore: loadavg(),
  };
  console.log(
    `machine: ${machine.cpus} × ${machine.cpuModel}, ${fmt(machine.memoryGb)} GB, Node ${process.version}, ` +
      `load average ${machine.loadBefore.map((l) => fmt(l, 2)).join(' ')}`,
  );
  console.log(
    `each case: ${settings.concurrency} connections, ${settings.warmup} ms warm-up, ${settings.duration} ms; ` +
      `every case in turn for ${settings.settle} ms first`,
  );

  ensureBuilt();
  // --compare <checkout>: another checkout's production build (e.g. the commit before a change, built there)
  // measured case by case in turn with this one, so both see the same machine load.
  const builds = [];
  try {
    builds.push(await startBuild('this', ROOT));
    if (options.compare) builds.push(await startBuild('compared', resolve(String(options.compare))));
    console.log(`database: ${builds[0].engine}${options.compare ? `; compared with ${options.compare}` : ''}`);
    if (options.paired) {
      if (builds.length < 2) throw new Error('--paired compares two builds: give --compare <checkout> too');
      await runPaired(builds, options, machine);
      return;
    }
    const only = options.only ? String(options.only) : null;
    await warmUp(builds, only, settings);
    const bareBefore = await measureBare(settings);
    const rows = [];
    for (let i = 0; i < builds[0].cases.length; i += 1) {
      if (only && !builds[0].cases[i].name.includes(only)) continue;
      for (const build of builds) {
        const c = build.cases[i];
        const name = builds.length > 1 ? `${c.name} [${build.label}]` : c.name;
        rows.push(...(await measure(build.server.url, build.server.pid, [{ ...c, name }], settings, null)));
      }
    }
    const bareAfter = await measureBare(settings);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    for (const row of rows) row.ratio = row.rps / bareRps;
    const bare = {
      ...bareBefore,
      rps: bareRps,
      note: `before ${fmt(bareBefore.rps, 0)}, after ${fmt(bareAfter.rps, 0)} req/s`,
    };
    machine.loadAfter = loadavg();
    console.log(`\n${builds[0].engine}, load average after ${machine.loadAfter.map((l) => fmt(l, 2)).join(' ')}`);
    printRows([bare, ...rows]);
    if (options.json) {
      writeFileSync(
        String(options.json),
        JSON.stringify(
          { machine, settings, engine: builds[0].engine, compare: options.compare ?? null, bare, rows },
          null,
          2,
        ),
      );
      console.log(`\nresults written to ${options.json}`);
    }
  } finally {
    for (const build of builds) await build.stop();
  }
}

/**
 * Every case under load in turn, unmeasured, for `settings.settle` ms (at least once each) before any is measured.
 * The first case measured would otherwise also pay the server's warm-up of the paths the cases share (the page
 * cache's first copies; the guest home page, measured first, read 48 % of the bare route where the member's copy
 * of the same page, measured later, read 57 %), and every rendered case its compiler's: V8 was still optimising
 * 20–25 functions a second on the board page 8 s into its load, and 7 a second after 40 s; with a second of
 * warm-up per case, 1–2 ms of a rendered page's CPU was that compiling, on V8's helper threads. A server that
 * has been up for a minute of mixed pages is what a visitor meets; `--settle 0` shows the first minute.
 */
async function warmUp(builds, only, settings) {
  const cases = builds.flatMap((build) =>
    build.cases.filter((c) => !only || c.name.includes(only)).map((c) => ({ url: build.server.url + c.path, c })),
  );
  const until = Date.now() + settings.settle;
  do {
    for (const { url, c } of cases) {
      await runLoad({
        urls: url,
        headers: c.headers,
        concurrency: settings.concurrency,
        durationMs: settings.warmup,
        warmupMs: 0,
      });
    }
  } while (Date.now() < until);
}

/** --paired: both builds' CPU per page measured in alternation (lib/paired.mjs), printed side by side. */
async function runPaired(builds, options, machine) {
  const settings = { rounds: Number(options.paired), block: Number(options.block ?? 4), only: options.only ?? null };
  console.log(`paired: ${settings.rounds} rounds of ${settings.block} requests per case and build, one at a time`);
  const rows = await measurePaired(builds, { ...settings, only: settings.only ? String(settings.only) : null });
  machine.loadAfter = loadavg();
  console.log(`\n${builds[0].engine}, load average after ${machine.loadAfter.map((l) => fmt(l, 2)).join(' ')}`);
  const [mine, theirs] = builds.map((b) => b.label);
  console.log(
    `${'case'.padEnd(24)}  ${`CPU ms (${mine})`.padEnd(16)}  ${`CPU ms (${theirs})`.padEnd(20)}  change  bytes`,
  );
  for (let i = 0; i < rows.length; i += 2) {
    const [a, b] = [rows[i], rows[i + 1]];
    const change = `${fmt((a.cpuPerRequest / b.cpuPerRequest - 1) * 100, 0)}%`;
    const errors = a.errors + b.errors > 0 ? `  errors ${a.errors}/${b.errors}` : '';
    console.log(
      `${a.name.padEnd(24)}  ${fmt(a.cpuPerRequest).padEnd(16)}  ${fmt(b.cpuPerRequest).padEnd(20)}  ${change.padEnd(6)}  ` +
        `${fmt(a.bytes, 0)}/${fmt(b.bytes, 0)}${errors}`,
    );
  }
  if (options.json) {
    writeFileSync(
      String(options.json),
      JSON.stringify({ machine, settings, engine: builds[0].engine, compare: options.compare, rows }, null, 2),
    );
    console.log(`\nresults written to ${options.json}`);
  }
}
