// Where a fresh page's CPU goes: the production build started under V8's profiler (node --cpu-prof) on the demo
// data, N fresh renders of each page one after another (past the page cache, as a cache miss is),
// then the profile summed by package and by function (self time), the start-up left out. The .cpuprofile file
// stays for Chrome's DevTools. See docs/performance.md ("Member pages").
//
// Options: --rounds n (60 renders of each page after 20 unmeasured) --dir folder (where the profile goes,
// a temporary folder by default) --top n (30 functions) --pages home,board,topic,sign,frame,profile (the first four by
// default; profile, the member's own page, only with --member) --member (the pages as a signed-in member gets them
// rendered; without it, a guest's, past the page cache).
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probe } from '../lib/load.mjs';
import { json } from '../lib/measure.mjs';
import { createThrowawayData, ensureBuilt, signInMember, startServer } from '../lib/server.mjs';

export const description = 'V8 profile of fresh page renders, summed by package and function';

const BROWSER = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'zh-CN,zh;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

/**
 * A guest's request that the page cache passes by (an Authorization header that opens no session), or a signed-in
 * member's (the session cookie, and the header again so that the cache's signed-in copy is passed by too).
 */
function headersFor(member) {
  if (!member) return { ...BROWSER, authorization: 'Bearer not-a-session' };
  return {
    ...BROWSER,
    cookie: `AccessToken=${encodeURIComponent(member.token)}`,
    authorization: `Bearer ${member.token}`,
  };
}

/** What a profile node's script is: a package, the server, the web build, Node's own code, or V8's. */
function origin(frame) {
  if (frame.functionName === '(garbage collector)') return '(garbage collector)';
  if (!frame.url) return '(V8 and native)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1] + (frame.url.includes('/development/') ? ' (development build!)' : '');
  if (frame.url.includes('/web/build/server')) return 'web app (server build)';
  if (frame.url.includes('/server/dist/')) return 'server app';
  if (frame.url.startsWith('node:')) return 'node internals';
  return frame.url;
}

/** Self time by origin and by function over the samples from `fromUs` to `toUs` (the measured renders). */
function summarise(profile, fromUs, toUs) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOrigin = new Map();
  const byFunction = new Map();
  let time = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < fromUs || time > toUs) return;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    busy += delta;
    const where = origin(frame);
    byOrigin.set(where, (byOrigin.get(where) ?? 0) + delta);
    const name = `${frame.functionName || '(anonymous)'}  ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  });
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { busyMs: busy / 1000, byOrigin: sorted(byOrigin), byFunction: sorted(byFunction) };
}

export async function run(options) {
  const rounds = Number(options.rounds ?? 60);
  const top = Number(options.top ?? 30);
  const dir = options.dir ? String(options.dir) : mkdtempSync(join(tmpdir(), 'cs-profile-'));
  ensureBuilt();
  const data = await createThrowawayData();
  let server = null;
  try {
    server = await startServer({ env: data.env });
    await server.stop();
    // The profile's clock starts with the process: what ran before the measured renders is skipped by time.
    const earlier = new Set(existsSync(dir) ? readdirSync(dir) : []);
    const spawned = Date.now();
    server = await startServer({ env: data.env, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    const member = options.member ? signInMember(data.env) : null;
    const headers = headersFor(member);
    const topics = await json(`${server.url}/prod-api/discuss?tab=hot&maxResultCount=50`);
    const topic = topics.items.find((t) => t.commentCount >= 3 && !t.isMasked) ?? topics.items[0];
    // `frame`: a page with nothing of its own (not found), what every page's header, footer and data around it cost.
    const paths = {
      home: '/index',
      board: '/discuss',
      topic: `/article/${topic.id}`,
      sign: '/activity/sign',
      frame: '/no-such-page',
    };
    if (member) paths.profile = `/profile/${encodeURIComponent(member.userName)}`;
    const names = String(options.pages ?? 'home,board,topic,sign').split(',');
    const unknown = names.filter((name) => !(name in paths));
    if (unknown.length) throw new Error(`--pages: no page called ${unknown.join(', ')} (${Object.keys(paths)})`);
    const pages = names.map((name) => paths[name]);
    if (member) {
      const account = await json(`${server.url}/prod-api/account`, { authorization: `Bearer ${member.token}` });
      if (account.user?.userName !== member.userName) throw new Error('the member’s session does not open');
    }
    for (let i = 0; i < 20; i += 1) for (const page of pages) await probe(server.url + page, headers);
    const started = Date.now();
    for (let i = 0; i < rounds; i += 1) for (const page of pages) await probe(server.url + page, headers);
    const wallMs = Date.now() - started;
    await server.stop();
    server = null;
    const file = readdirSync(dir)
      // This run's main thread (a folder given with --dir may hold earlier runs' profiles).
      .filter((f) => f.endsWith('.cpuprofile') && !earlier.has(f))
      .map((f) => join(dir, f))
      .sort()
      .shift();
    const profile = JSON.parse(readFileSync(file, 'utf8'));
    const fromUs = profile.startTime + (started - spawned) * 1000;
    const summary = summarise(profile, fromUs, fromUs + wallMs * 1000);
    const renders = rounds * pages.length;
    console.log(
      `${renders} fresh renders of ${pages.join(', ')} ${member ? 'for a signed-in member' : 'for a guest'} in ${wallMs} ms, one at a time`,
    );
    console.log(
      `server CPU in the profile: ${summary.busyMs.toFixed(0)} ms, ${(summary.busyMs / renders).toFixed(1)} ms a page`,
    );
    console.log('\nby origin (self time)');
    for (const [name, us] of summary.byOrigin.slice(0, 20)) {
      console.log(`${((us / 1000 / summary.busyMs) * 100).toFixed(1).padStart(6)}%  ${name}`);
    }
    console.log(`\ntop ${top} functions (self time)`);
    for (const [name, us] of summary.byFunction.slice(0, top)) {
      console.log(`${((us / 1000 / summary.busyMs) * 100).toFixed(1).padStart(6)}%  ${name}`);
    }
    console.log(`\nprofile: ${file}`);
  } finally {
    if (server) await server.stop();
    await data.dispose();
  }
}
