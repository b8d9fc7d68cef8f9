// The realtime hubs under many open tabs: how many connect and how fast, how long one broadcast to everyone
// takes to reach every tab (p50/p99 over every tab and several broadcasts), and the server's memory per
// 1,000 tabs; on one instance, and on two instances sharing Redis (the broadcast raised on one of them).
// Each tab is what a browser opens: one WebSocket carrying the /main and /notice hubs, as a guest with its
// own browser id. The server instances run the app from source (apps/server/src/bench/realtime-instance.ts)
// in their own processes; the tabs live in this one. See docs/performance.md.
//
// Options: --sockets 1000,5000 (tab counts, one instance) --pair 5000 (tabs over two instances with REDIS_URL,
// 0 skips) --broadcasts n (10) --tabs lean|library (how a tab is opened, below; lean by default) --json file
// (write the results) --cpu-prof dir (each instance writes a CPU profile there when it stops, for
// chrome://inspect or speedscope).
//
// Tabs: a `lean` tab is a bare WebSocket speaking the protocol by hand (Engine.IO 4 and Socket.IO 5 text packets:
// open, the two namespace connects with their handshakes, ping and pong, events decoded from JSON), which is what
// the site's own browser client does (apps/web/app/lib/realtime/client.ts; browsers never load socket.io-client).
// A `library` tab is socket.io-client (a Manager, two namespace sockets, their decoders and events): heavier per
// message, and 5,000 of them decoding in this one process on the server's own two cores made this process, not
// the server, the slowest part of the figure. The server sees the same connections either way.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Manager } from 'socket.io-client';
import WebSocket from 'ws';

export const description = 'Socket.IO hubs: tabs connected, connect time, broadcast fan-out p50/p99, memory per 1,000';

const ROOT = new URL('../../../', import.meta.url).pathname;
const INSTANCE = join(ROOT, 'apps/server/src/bench/realtime-instance.ts');
const WS_BASE = '/prod-ws';
/** Tabs opening at once: a crowd arriving, without queueing thousands of handshakes in one tick. */
const CONNECT_CONCURRENCY = 200;

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A temporary data folder, and a fresh database when DATABASE_URL names a PostgreSQL server. */
async function throwawayData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-rt-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let drop = async () => {};
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const name = `cs_bench_rt_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    env.DATABASE_URL = benchUrl.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  return {
    env,
    engine: env.DATABASE_URL ? 'postgres' : 'sqlite',
    async dispose() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server instance in its own process; answers { url, pid, request(message, replyType), stop() }. */
async function startInstance(env, profileDir) {
  const child = fork(INSTANCE, [], {
    cwd: ROOT,
    execArgv: [
      '--conditions=source',
      '--import',
      'tsx',
      '--expose-gc',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // One client address opens every tab.
      RATE_LIMIT_DISABLED: '1',
      OVERLOAD_GUARD: 'off',
      JWT_SECRET: 'bench-realtime-'.padEnd(48, 'x'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the instance exited with ${code}`)));
    child.on('message', (m) => m.type === 'ready' && resolve(m.port));
  });
  const request = (message, replyType) =>
    new Promise((resolve) => {
      const onMessage = (m) => {
        if (m.type !== replyType || (message.id && m.id !== message.id)) return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    request,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

/** Opens one tab (/main and /notice over one WebSocket) with socket.io-client; resolves with its connect time in ms. */
function openLibraryTab(url, index, onNotice) {
  const started = performance.now();
  const manager = new Manager(url, { path: WS_BASE, transports: ['websocket'], reconnection: false });
  const auth = { browserId: `bench-${index.toString(36).padStart(8, '0')}` };
  const main = manager.socket('/main', { auth });
  const notice = manager.socket('/notice', { auth });
  notice.on('receiveNotice', onNotice);
  const connected = (socket) =>
    new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  main.connect();
  notice.connect();
  return Promise.all([connected(main), connected(notice)]).then(
    () => ({ ms: performance.now() - started, close: () => (main.disconnect(), notice.disconnect()) }),
    (error) => {
      main.disconnect();
      notice.disconnect();
      return { error: error.message };
    },
  );
}

/** Engine.IO 4 packet types (the first character of a text frame) and Socket.IO 5's, after it. */
const EIO_OPEN = '0';
const EIO_PING = '2';
const EIO_PONG = '3';
const SIO_CONNECT = '40';
const SIO_CONNECT_ERROR = '44';
const NOTICE_EVENT = '42/notice,';

/** Opens one tab as a bare WebSocket speaking the protocol; resolves like `openLibraryTab`. */
function openLeanTab(url, index, onNotice) {
  const started = performance.now();
  const auth = JSON.stringify({ browserId: `bench-${index.toString(36).padStart(8, '0')}` });
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${WS_BASE}/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  return new Promise((resolve) => {
    let hubsToConnect = 2;
    const fail = (message) => {
      ws.terminate();
      resolve({ error: message });
    };
    ws.on('error', (error) => fail(error.message));
    ws.on('close', () => hubsToConnect > 0 && fail('closed before both hubs connected'));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === EIO_PING) {
        ws.send(EIO_PONG);
      } else if (text.startsWith(NOTICE_EVENT)) {
        const [event, ...args] = JSON.parse(text.slice(NOTICE_EVENT.length));
        if (event === 'receiveNotice') onNotice(...args);
      } else if (text.startsWith(EIO_OPEN)) {
        ws.send(`${SIO_CONNECT}/main,${auth}`);
        ws.send(`${SIO_CONNECT}/notice,${auth}`);
      } else if (text.startsWith(SIO_CONNECT_ERROR)) {
        fail(text);
      } else if (text.startsWith(`${SIO_CONNECT}/`) && --hubsToConnect === 0) {
        resolve({ ms: performance.now() - started, close: () => ws.close() });
      }
    });
  });
}

const TAB_KINDS = { lean: openLeanTab, library: openLibraryTab };

/** Opens `count` tabs spread over the instances, CONNECT_CONCURRENCY at a time. */
async function openTabs(instances, count, onNotice, openTab) {
  const tabs = [];
  const errors = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const index = next++;
      const instance = instances[index % instances.length];
      const tab = await openTab(instance.url, index, (...args) => onNotice(index % instances.length, ...args));
      if (tab.error) errors.push(tab.error);
      else tabs.push(tab);
    }
  }
  await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
  return { tabs, errors, totalMs: performance.now() - started };
}

/** Memory of every instance after a collection, in bytes. */
async function memory(instances) {
  const all = await Promise.all(instances.map((i) => i.request({ type: 'memory' }, 'memory')));
  return {
    rss: all.reduce((sum, m) => sum + m.rss, 0),
    heapUsed: all.reduce((sum, m) => sum + m.heapUsed, 0),
  };
}

/**
 * One scenario: `count` tabs over the given instances; the broadcasts are raised on the first instance.
 * Answers the figures for the table.
 */
async function scenario(name, instances, count, broadcasts, openTab) {
  const before = await memory(instances);
  const received = new Map(); // broadcast id → [latency ms by instance index]
  const onNotice = (instanceIndex, _type, _title, html, id) => {
    const latencies = received.get(id);
    if (latencies) latencies.push([instanceIndex, wallNow() - Number(html)]);
  };
  const { tabs, errors, totalMs } = await openTabs(instances, count, onNotice, openTab);
  await sleep(2000);
  const after = await memory(instances);

  const latencies = [];
  const perInstance = instances.map(() => []);
  const emits = [];
  const lastArrivals = [];
  for (let b = 0; b < broadcasts; b += 1) {
    const id = `bench-${b}`;
    const arrivals = [];
    received.set(id, arrivals);
    const { emitMs } = await instances[0].request({ type: 'broadcast', id }, 'broadcasted');
    emits.push(emitMs);
    const until = Date.now() + 10_000;
    while (arrivals.length < tabs.length && Date.now() < until) await sleep(5);
    received.delete(id);
    for (const [instanceIndex, ms] of arrivals) {
      latencies.push(ms);
      perInstance[instanceIndex].push(ms);
    }
    lastArrivals.push(Math.max(...arrivals.map(([, ms]) => ms)));
    if (arrivals.length < tabs.length)
      console.warn(`  ${name}: broadcast ${b} reached ${arrivals.length}/${tabs.length}`);
    await sleep(300);
  }
  for (const tab of tabs) tab.close();
  await sleep(1000);

  const sorted = (list) => [...list].sort((x, y) => x - y);
  const fanout = sorted(latencies);
  const connects = sorted(tabs.map((t) => t.ms));
  const perThousand = (bytes) => bytes / (tabs.length / 1000) / (1024 * 1024);
  return {
    name,
    tabs: count,
    connected: tabs.length,
    refused: errors.length,
    firstError: errors[0] ?? null,
    connectAllMs: totalMs,
    connectP50: percentile(connects, 50),
    connectP99: percentile(connects, 99),
    emitP50: percentile(sorted(emits), 50),
    fanoutP50: percentile(fanout, 50),
    fanoutP99: percentile(fanout, 99),
    lastP50: percentile(sorted(lastArrivals), 50),
    perInstanceP99: perInstance.map((list) => percentile(sorted(list), 99)),
    rssPer1000MB: perThousand(after.rss - before.rss),
    heapPer1000MB: perThousand(after.heapUsed - before.heapUsed),
    rssAfterMB: after.rss / (1024 * 1024),
  };
}

function printRows(rows) {
  const header = [
    'scenario',
    'tabs',
    'connected',
    'connect all s',
    'connect p50/p99 ms',
    'emit ms',
    'fan-out p50/p99 ms',
    'last tab ms',
    'RSS MB/1k',
    'heap MB/1k',
    'RSS MB',
  ];
  const table = rows.map((r) => [
    r.name,
    r.tabs,
    `${r.connected}${r.refused ? ` (${r.refused} refused: ${r.firstError})` : ''}`,
    fmt(r.connectAllMs / 1000, 2),
    `${fmt(r.connectP50)} / ${fmt(r.connectP99)}`,
    fmt(r.emitP50),
    `${fmt(r.fanoutP50)} / ${fmt(r.fanoutP99)}${r.perInstanceP99.length > 1 ? ` (p99 A ${fmt(r.perInstanceP99[0])}, B ${fmt(r.perInstanceP99[1])})` : ''}`,
    fmt(r.lastP50),
    fmt(r.rssPer1000MB),
    fmt(r.heapPer1000MB),
    fmt(r.rssAfterMB, 0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
}

export async function run(options = {}) {
  const counts = String(options.sockets ?? '1000,5000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const pair = Number(options.pair ?? 5000);
  const broadcasts = Number(options.broadcasts ?? 10);
  const profileDir = typeof options['cpu-prof'] === 'string' ? options['cpu-prof'] : undefined;
  const tabKind = String(options.tabs ?? 'lean');
  const openTab = TAB_KINDS[tabKind];
  if (!openTab) throw new Error(`--tabs: lean or library, not ${tabKind}`);
  const data = await throwawayData();
  const rows = [];
  // Other work on the machine shows in every figure here: the load average says how quiet it was.
  const machine =
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${fmt(totalmem() / 2 ** 30, 0)} GB; Node ${process.version}; ` +
    `database ${data.engine}; Redis ${process.env.REDIS_URL ? 'on' : 'off'}; ${tabKind} tabs`;
  console.log(
    `machine: ${machine}; load average before: ${loadavg()
      .map((n) => fmt(n, 2))
      .join(' ')}\n`,
  );
  try {
    const single = await startInstance({ ...data.env, REDIS_URL: '' }, profileDir);
    try {
      for (const count of counts) rows.push(await scenario('one instance', [single], count, broadcasts, openTab));
    } finally {
      await single.stop();
    }
    if (pair > 0 && process.env.REDIS_URL) {
      const env = { ...data.env, REDIS_URL: process.env.REDIS_URL };
      // One after the other: the second finds the database migrated and seeded.
      const a = await startInstance(env, profileDir);
      const b = await startInstance(env, profileDir);
      try {
        rows.push(await scenario('two instances, Redis', [a, b], pair, broadcasts, openTab));
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } else if (pair > 0) {
      console.log('two instances skipped: set REDIS_URL');
    }
  } finally {
    await data.dispose();
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((n) => fmt(n, 2))
      .join(' ')}`,
  );
  printRows(rows);
  console.log(
    '\nfan-out: from the emit on the first instance to the arrival in each tab (every tab, every broadcast); ' +
      'last tab: the slowest tab of a broadcast (median over broadcasts); emit: the server’s synchronous part.',
  );
  if (options.json) writeFileSync(String(options.json), JSON.stringify({ machine, rows }, null, 2));
}
