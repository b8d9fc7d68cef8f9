// The chat room under a crowd: members each with a tab in the room (/chat hub, signed in), then
// (1) one public message at a time sent through the API, timed from just before the request to its arrival
//     in every tab (fan-out p50/p99 over every tab and several messages), and
// (2) many members sending public messages as fast as their answers come back, for a while: the messages
//     per second one instance stores, charges and delivers, with the errors (there should be none) and how
//     many of the deliveries every tab received.
// The instance runs the app from source (apps/server/src/bench/chat-instance.ts) in its own process with
// the rate limits lifted (every tab comes from one address); the tabs and senders live in this one.
// See docs/performance.md.
//
// Options: --members 1000 (tabs in the room) --messages 10 (timed single messages) --senders 20 (members
// sending at once in the throughput run) --duration 10000 (ms) --json file.
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Manager } from 'socket.io-client';

export const description = 'Chat room: 1,000 members in the room, one public message fan-out p50/p99, messages/s';

const ROOT = new URL('../../../', import.meta.url).pathname;
const INSTANCE = join(ROOT, 'apps/server/src/bench/chat-instance.ts');
const CONNECT_CONCURRENCY = 100;

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const sorted = (list) => [...list].sort((x, y) => x - y);
function percentile(list, p) {
  if (list.length === 0) return NaN;
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))];
}

async function throwawayData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-chat-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let drop = async () => {};
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const name = `cs_bench_chat_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
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

async function startInstance(env) {
  const child = fork(INSTANCE, [], {
    cwd: ROOT,
    execArgv: ['--conditions=source', '--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: '1',
      OVERLOAD_GUARD: 'off',
      PAGE_CACHE: 'off',
      JWT_SECRET: 'bench-chat-'.padEnd(48, 'x'),
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
        if (m.type !== replyType) return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.send(message);
    });
  return {
    url: `http://127.0.0.1:${port}`,
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

/** One member's tab in the room; `onMessage(type, message)` for every receiveMsg. */
function openChatTab(url, token, onMessage) {
  const manager = new Manager(url, { path: '/prod-ws', transports: ['websocket'], reconnection: false });
  const chat = manager.socket('/chat', { auth: { token } });
  chat.on('receiveMsg', onMessage);
  chat.connect();
  return new Promise((resolve) => {
    chat.once('connect', () => resolve({ close: () => chat.disconnect() }));
    chat.once('connect_error', (error) => {
      chat.disconnect();
      resolve({ error: error.message });
    });
  });
}

async function sendGroup(url, token, content) {
  const res = await fetch(`${url}/prod-api/chat-message/group`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ content }),
  });
  const body = await res.text();
  return { status: res.status, body };
}

export async function run(options = {}) {
  const memberCount = Number(options.members ?? 1000);
  const messages = Number(options.messages ?? 10);
  const senders = Math.min(Number(options.senders ?? 20), memberCount);
  const duration = Number(options.duration ?? 10_000);
  const data = await throwawayData();
  const machine =
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; ` +
    `database ${data.engine}; Redis ${process.env.REDIS_URL ? 'on' : 'off'}`;
  console.log(
    `machine: ${machine}; load average before: ${loadavg()
      .map((n) => fmt(n, 2))
      .join(' ')}\n`,
  );
  const instance = await startInstance({ ...data.env, REDIS_URL: process.env.REDIS_URL ?? '' });
  const result = { machine, members: memberCount };
  try {
    const { members } = await instance.request({ type: 'members', count: memberCount }, 'members');

    // The room fills: every member opens one tab.
    const arrivals = new Map(); // probe text → latencies
    let delivered = 0;
    const onMessage = (_type, message) => {
      delivered += 1;
      const list = arrivals.get(message.content);
      if (list) list.push(wallNow() - Number(message.content.slice('probe '.length)));
    };
    const tabs = [];
    const refused = [];
    let next = 0;
    const connectStarted = performance.now();
    await Promise.all(
      Array.from({ length: CONNECT_CONCURRENCY }, async () => {
        while (next < members.length) {
          const member = members[next++];
          const tab = await openChatTab(instance.url, member.token, onMessage);
          if (tab.error) refused.push(tab.error);
          else tabs.push(tab);
        }
      }),
    );
    result.connected = tabs.length;
    result.refused = refused.length;
    result.connectAllMs = performance.now() - connectStarted;
    // Let the entering announcements (one liveUser per member to everyone) drain.
    await sleep(3000);

    // (1) One message at a time.
    const latencies = [];
    const lasts = [];
    const sendMs = [];
    for (let i = 0; i < messages; i += 1) {
      const sentAt = wallNow();
      const content = `probe ${sentAt}`;
      const list = [];
      arrivals.set(content, list);
      const started = performance.now();
      const res = await sendGroup(instance.url, members[i % members.length].token, content);
      sendMs.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`send answered ${res.status}: ${res.body}`);
      const until = Date.now() + 10_000;
      while (list.length < tabs.length && Date.now() < until) await sleep(5);
      arrivals.delete(content);
      if (list.length < tabs.length) console.warn(`  message ${i} reached ${list.length}/${tabs.length}`);
      latencies.push(...list);
      lasts.push(Math.max(...list));
      await sleep(300);
    }
    const fanout = sorted(latencies);
    Object.assign(result, {
      fanoutP50: percentile(fanout, 50),
      fanoutP99: percentile(fanout, 99),
      lastTabP50: percentile(sorted(lasts), 50),
      sendP50: percentile(sorted(sendMs), 50),
    });

    // (2) Sustained: `senders` members send in a closed loop for `duration` ms.
    await sleep(500);
    delivered = 0;
    let ok = 0;
    const errors = new Map();
    const sendLatencies = [];
    const stopAt = performance.now() + duration;
    const started = performance.now();
    await Promise.all(
      members.slice(0, senders).map(async (member, s) => {
        let n = 0;
        while (performance.now() < stopAt) {
          const t0 = performance.now();
          try {
            const res = await sendGroup(instance.url, member.token, `负载 ${s}-${n++}`);
            sendLatencies.push(performance.now() - t0);
            if (res.status === 201) ok += 1;
            else errors.set(res.status, (errors.get(res.status) ?? 0) + 1);
          } catch (error) {
            errors.set(error.message, (errors.get(error.message) ?? 0) + 1);
          }
        }
      }),
    );
    const elapsed = performance.now() - started;
    // Deliveries still in flight when the senders stop.
    const expected = ok * tabs.length;
    const until = Date.now() + 15_000;
    while (delivered < expected && Date.now() < until) await sleep(50);
    const sends = sorted(sendLatencies);
    Object.assign(result, {
      senders,
      durationMs: elapsed,
      sent: ok,
      errors: Object.fromEntries(errors),
      perSecond: ok / (elapsed / 1000),
      sendP50: result.sendP50,
      loadSendP50: percentile(sends, 50),
      loadSendP99: percentile(sends, 99),
      deliveries: delivered,
      deliveriesExpected: expected,
      deliveriesPerSecond: delivered / (elapsed / 1000),
    });
    for (const tab of tabs) tab.close();
    await sleep(500);
  } finally {
    await instance.stop();
    await data.dispose();
  }

  console.log(
    `load average after: ${loadavg()
      .map((n) => fmt(n, 2))
      .join(' ')}\n`,
  );
  console.log(
    `members in the room     ${result.connected}/${memberCount}${result.refused ? ` (${result.refused} refused)` : ''}, all connected in ${fmt(result.connectAllMs / 1000, 2)} s`,
  );
  console.log(
    `one public message      fan-out p50 ${fmt(result.fanoutP50)} ms, p99 ${fmt(result.fanoutP99)} ms; last tab p50 ${fmt(result.lastTabP50)} ms; send answered p50 ${fmt(result.sendP50)} ms`,
  );
  console.log(
    `sustained (${result.senders} senders) ${fmt(result.perSecond)} messages/s stored and charged, ${result.sent} in ${fmt(result.durationMs / 1000, 1)} s; ` +
      `errors ${JSON.stringify(result.errors)}; send p50/p99 ${fmt(result.loadSendP50)} / ${fmt(result.loadSendP99)} ms; ` +
      `deliveries ${result.deliveries}/${result.deliveriesExpected} (${fmt(result.deliveriesPerSecond, 0)}/s)`,
  );
  if (options.json) writeFileSync(String(options.json), JSON.stringify(result, null, 2));
}
