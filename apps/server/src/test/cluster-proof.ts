/**
 * The cluster proof (`npm run test:cluster`): three instances, each with its own data folder, on one PostgreSQL
 * database, one Redis and one S3 bucket, behind a real nginx configured as the README shows. Under a steady
 * mixed load through nginx (test/cluster/load.ts) with realtime tabs open, each instance in turn is taken out
 * of nginx's upstream and restarted with SIGTERM (waiting for it to exit, starting it again, waiting until it is
 * ready, putting it back), then the one holding the most realtime tabs is killed with SIGKILL, without warning
 * nginx, and started again. It then checks (test/cluster/checks.ts) that every acknowledged write is there,
 * every picture downloads the same from every instance, every balance is its ledger's sum, every tab was sent
 * away and reconnected and receives what was sent after the restarts, no request failed except those in flight
 * at the SIGKILL, and the instances' request counters add up to what the load was answered. Prints a summary;
 * exits 1 on any failed check. docs/operations.md#the-cluster-proof says what it shows.
 *
 * `-- --sigterm-only`: the restarts without first taking the instance out of nginx's upstream (SIGTERM alone, as
 * with a balancer that reads readiness). With open-source nginx a POST now and then fails (docs/operations.md
 * says why); the run shows how many.
 *
 * `-- --throughput`: instead, requests per second through nginx with three instances, then with one
 * (test/cluster/throughput.ts; figures in docs/performance.md).
 *
 * Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL; the local defaults below) and nginx (NGINX, default
 * /usr/sbin/nginx). It creates and drops its own database and uses a Redis key prefix of its own.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { RedisKeyValueStore } from '../shared/kv-store.js';
import {
  checkBalances,
  checkFiles,
  checkWrites,
  compareMetrics,
  socketGauges,
  type Lifetime,
} from './cluster/checks.js';
import { runLoad, sendGroupMessage, upload, type LoadContext } from './cluster/load.js';
import { credit, json, login, register, type Member } from './cluster/members.js';
import { freePort, log, sleep, startInstance, startNginx, type Instance, type Nginx } from './cluster/processes.js';
import { allConnected, awaitDelivery, openTabs } from './cluster/realtime.js';
import { Recorder } from './cluster/recorder.js';
import { measureThroughput } from './cluster/throughput.js';
import { pngBytes } from './content-fixtures.js';
import { startS3Server } from './s3-server.js';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const ADMIN_PASSWORD = 'Cluster#Admin-2026';
const METRICS_TOKEN = randomBytes(18).toString('hex');
const MEMBERS = 6;
const CHAT_TABS = 4;
const GUEST_TABS = 3;
const WORKERS = 6;
/** Steady load before the first restart and after the last one. */
const STEADY_MS = 4_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function scrape(instance: Instance): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!res.ok) throw new Error(`${instance.name}'s /metrics answered ${res.status}`);
  return res.text();
}

async function main(): Promise<void> {
  const started = Date.now();
  const throughput = process.argv.includes('--throughput');
  const sigtermOnly = process.argv.includes('--sigterm-only');
  const work = mkdtempSync(join(tmpdir(), 'cs-cluster-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => rmSync(work, { recursive: true, force: true })];
  const problems: string[] = [];
  const dbName = `cs_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${dbName}` }).toString();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: POSTGRES });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });
  // A key prefix of its own: keys, the Socket.IO adapter's channels and presence never meet another run's.
  const redisPrefix = `cs-cluster:${randomBytes(4).toString('hex')}:`;
  cleanups.push(async () => {
    const kv = new RedisKeyValueStore(REDIS, redisPrefix);
    const keys = await kv.redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await kv.redis.del(...keys);
    await kv.close();
  });
  const instances: Instance[] = [];
  cleanups.push(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
  });
  let nginx: Nginx | null = null;
  cleanups.push(() => nginx?.stop());
  const db = new pg.Client({ connectionString: databaseUrl });

  try {
    const s3 = await startS3Server({ separateProcess: true });
    cleanups.push(() => s3.close());
    const env: Record<string, string> = {
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS,
      CLUSTER_REDIS_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      CAPTCHA_TEST_MODE: '1',
      // Every request arrives from nginx's one address: the per-address limits would refuse a load test.
      RATE_LIMIT_DISABLED: '1',
      // A two-core machine busy with three instances is not an overloaded server.
      OVERLOAD_GUARD: 'off',
      METRICS_TOKEN,
      SHUTDOWN_DRAIN_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    // All three at once on the fresh database: they take turns migrating and seeding under the startup lock.
    instances.push(
      ...(await Promise.all(
        ports.map((port, i) => startInstance(`instance-${i + 1}`, port, join(work, `instance-${i + 1}`), env)),
      )),
    );
    log(`3 instances up in ${seconds(Date.now() - started)} on ports ${ports.join(', ')}`);
    const balancer = await startNginx(NGINX, work, ports);
    nginx = balancer;
    const front = balancer.front;
    await db.connect();

    const recorder = new Recorder();
    const adminToken = await login(front, recorder, 'admin', ADMIN_PASSWORD);
    if (!adminToken) throw new Error(`the administrator's login failed: ${recorder.failures()[0]?.failure}`);
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      members.push(await register(front, recorder, db, i));
      // Enough for every paid chat message of the run (the welcome grant alone runs out).
      await credit(front, recorder, adminToken, members[i]!, 1000);
    }
    const plate = await db.query<{ id: string }>(
      'select id from forum_plates where not is_posting_disabled and not is_question_board order by order_num limit 1',
    );
    const discuss = await db.query<{ id: string }>(
      "select id from forum_discusses where visibility = 'public' order by id limit 1",
    );
    const plateId = plate.rows[0]?.id;
    const discussId = discuss.rows[0]?.id;
    if (!plateId || !discussId) throw new Error('the seed has no open board or public topic');
    const ctx: LoadContext = { front, recorder, members, plateId, discussId, picture: await pngBytes('#cc6633') };

    if (throughput) {
      await measureThroughput(ctx, balancer, instances);
      return;
    }

    const realtime = openTabs(
      front,
      members.slice(0, CHAT_TABS).map((m) => m.token),
      GUEST_TABS,
    );
    cleanups.push(() => realtime.close());
    const { tabs } = realtime;
    if (!(await allConnected(tabs, 10_000))) throw new Error('the realtime tabs did not connect through nginx');
    // Uploads straight to each instance too, to be read back from the others.
    const directUploads: string[] = [];
    for (const instance of instances) {
      const id = await upload(`http://127.0.0.1:${instance.port}`, ctx, members[0]!);
      if (id) directUploads.push(id);
    }

    // The load runs until the restarts are over; the restarts below mark the phases its requests belong to.
    recorder.phase = 'steady';
    let running = true;
    const load = runLoad(ctx, WORKERS, () => running);
    const lifetimes: Lifetime[] = [];
    const timings: string[] = [];
    const restartsDisconnects: string[] = [];
    const disconnects = () => tabs.reduce((n, t) => n + t.disconnects, 0);
    let kill = { at: 0, scrapedAt: 0, exitedAt: 0 };
    let killFailures = 0;

    await sleep(STEADY_MS);
    for (const [i, target] of instances.entries()) {
      recorder.phase = `SIGTERM ${target.name}`;
      const before = disconnects();
      // Open-source nginx cannot read the readiness route: the instance leaves the upstream first (marked down,
      // nginx reloaded), as docs/operations.md#rolling-restarts prescribes; with --sigterm-only it does not.
      if (!sigtermOnly) await balancer.upstream(ports, [target.port]);
      const t0 = Date.now();
      target.child.kill('SIGTERM');
      // The signal is handled as soon as the instance's event loop gets to it; from then on it is draining.
      let ready = 200;
      for (let n = 0; n < 40 && ready !== 503; n++) {
        ready = await fetch(`http://127.0.0.1:${target.port}/prod-api/health/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 503) await sleep(25);
      }
      if (ready !== 503) problems.push(`${target.name}'s readiness while draining: ${ready}`);
      const code = await target.exited;
      const exitedIn = Date.now() - t0;
      if (code !== 0) problems.push(`${target.name} exited with ${code} after SIGTERM`);
      const final = await target.finalMetrics;
      if (final) lifetimes.push({ name: `${target.name} (SIGTERM)`, text: final });
      else problems.push(`${target.name} sent no final metrics`);
      instances[i] = await startInstance(target.name, target.port, target.dataDir, env);
      if (!sigtermOnly) await balancer.upstream(ports);
      if (!(await allConnected(tabs, 10_000))) problems.push(`tabs not reconnected after ${target.name}'s restart`);
      timings.push(
        `${target.name}: exited in ${seconds(exitedIn)}, ready again in ${seconds(instances[i]!.startedInMs)}`,
      );
      restartsDisconnects.push(`${target.name} ${disconnects() - before}`);
      recorder.phase = 'steady';
      log(`${target.name} restarted (SIGTERM): ${timings.at(-1)}`);
      // A moment of the three serving again before the next one goes.
      await sleep(2_000);
    }

    {
      // The instance holding the most realtime tabs, so that the kill drops some of them.
      const scrapedAt = Date.now();
      const texts = await Promise.all(instances.map((i) => scrape(i)));
      const held = texts.map((text) => [...socketGauges([text]).values()].reduce((a, b) => a + b, 0));
      const k = held.indexOf(Math.max(...held));
      const target = instances[k]!;
      recorder.phase = `SIGKILL ${target.name}`;
      const before = disconnects();
      lifetimes.push({ name: `${target.name} (SIGKILL, last scrape)`, text: texts[k]! });
      const at = Date.now();
      target.child.kill('SIGKILL');
      await target.exited;
      kill = { at, scrapedAt, exitedAt: Date.now() };
      instances[k] = await startInstance(target.name, target.port, target.dataDir, env);
      if (!(await allConnected(tabs, 10_000))) problems.push(`tabs not reconnected after ${target.name}'s kill`);
      timings.push(`${target.name}: killed, ready again in ${seconds(instances[k]!.startedInMs)}`);
      restartsDisconnects.push(`${target.name} (SIGKILL) ${disconnects() - before}`);
      recorder.phase = 'after';
      log(`${target.name} killed and started again: ${timings.at(-1)}`);
    }
    await sleep(STEADY_MS);
    running = false;
    const acked = await load;
    const loadEnded = Date.now();

    // Sent after every restart: each chat tab gets the message, each guest tab the notice, wherever it is now.
    if (!(await allConnected(tabs, 10_000))) problems.push('realtime tabs not connected at the end');
    const chatTabs = tabs.filter((t) => t.hub === 'chat');
    const noticeTabs = tabs.filter((t) => t.hub === 'notice');
    const finalMessage = `集群收尾 ${randomBytes(3).toString('hex')}`;
    const messageId = await sendGroupMessage(ctx, members[MEMBERS - 1]!, finalMessage);
    if (messageId) acked.chats.push({ id: messageId, userName: members[MEMBERS - 1]!.userName });
    const noticeTitle = `集群公告 ${randomBytes(3).toString('hex')}`;
    const created = await recorder.send(
      'POST /prod-api/notice',
      () =>
        fetch(`${front}/prod-api/notice`, {
          method: 'POST',
          headers: json(adminToken),
          body: JSON.stringify({ type: 'MerryGoRound', title: noticeTitle, contentHtml: '<p>滚动重启完成</p>' }),
        }),
      201,
    );
    const noticeId = created ? ((await created.json()) as { id: string }).id : '';
    await recorder.send(
      'POST /prod-api/notice/online/:id',
      () => fetch(`${front}/prod-api/notice/online/${noticeId}`, { method: 'POST', headers: json(adminToken) }),
      200,
    );
    for (const tab of await awaitDelivery(chatTabs, finalMessage, 5_000)) {
      problems.push(`a chat tab (${tab.disconnects} disconnects) did not receive the message sent after the restarts`);
    }
    for (const tab of await awaitDelivery(noticeTabs, noticeTitle, 5_000)) {
      problems.push(`a guest tab (${tab.disconnects} disconnects) did not receive the notice sent after the restarts`);
    }
    const neverMoved = tabs.filter((t) => t.disconnects === 0 || t.reconnects === 0).length;
    if (neverMoved > 0) problems.push(`${neverMoved} tabs were never sent away and reconnected`);

    // The writes, the files, the money.
    problems.push(...(await checkWrites(db, acked)));
    problems.push(...(await checkFiles(instances, [...directUploads, ...acked.uploads], recorder)));
    const balances = await checkBalances(db);
    problems.push(...balances.problems);
    const ledger = await recorder.send(
      'POST /prod-api/admin/ledger/check',
      () => fetch(`${front}/prod-api/admin/ledger/check`, { method: 'POST', headers: json(adminToken) }),
      200,
    );
    const ledgerResult = ledger ? ((await ledger.json()) as { members: number; mismatchCount: number }) : null;
    if (!ledgerResult || ledgerResult.mismatchCount !== 0) {
      problems.push(`the ledger check: ${JSON.stringify(ledgerResult)}`);
    }
    for (const instance of instances) {
      const health = (await fetch(`http://127.0.0.1:${instance.port}/prod-api/health`).then((r) => r.json())) as {
        ledger: { mismatchCount: number } | null;
      };
      if (health.ledger?.mismatchCount !== 0) {
        problems.push(`${instance.name}'s /health reports the ledger as ${JSON.stringify(health.ledger)}`);
      }
    }

    // The metrics: every lifetime's request counters against the answers; the sockets against the tabs.
    const live = await Promise.all(instances.map((i) => scrape(i)));
    lifetimes.push(...live.map((text, i) => ({ name: `${instances[i]!.name} (live)`, text })));
    const metrics = compareMetrics(recorder, lifetimes, kill);
    problems.push(...metrics.problems);
    const sockets = socketGauges(live);
    for (const [hub, expected] of [
      ['chat', chatTabs.length],
      ['notice', noticeTabs.length],
    ] as const) {
      const reported = sockets.get(hub) ?? sockets.get(`/${hub}`) ?? 0;
      if (reported !== expected) problems.push(`metrics: ${reported} ${hub} sockets, the proof holds ${expected}`);
    }

    // Failures: none allowed, except requests in flight while the SIGKILLed process went away (from the signal
    // to its exit, when the kernel had closed its sockets).
    for (const failure of recorder.failures()) {
      const inFlightAtKill = failure.startedAt <= kill.exitedAt && failure.endedAt >= kill.at;
      if (inFlightAtKill) killFailures += 1;
      else problems.push(`[${failure.phase}] ${failure.route}: ${failure.failure}`);
    }

    const byPhase = new Map<string, { sent: number; failed: number }>();
    for (const s of recorder.sent) {
      const p = byPhase.get(s.phase) ?? { sent: 0, failed: 0 };
      p.sent += 1;
      if (!s.ok) p.failed += 1;
      byPhase.set(s.phase, p);
    }
    log(`${recorder.sent.length} requests, ${recorder.failures().length} failed; by phase (sent/failed):`);
    log(`  ${[...byPhase].map(([phase, p]) => `${phase} ${p.sent}/${p.failed}`).join(', ')}`);
    log(`  failed while in flight at the SIGKILL (allowed): ${killFailures}`);
    log(`  sent again after nginx closed a kept-alive connection at a reload (as browsers do): ${recorder.resent}`);
    log(
      `acknowledged: ${acked.topics.length} topics, ${acked.comments.length} comments, ${acked.uploads.length + directUploads.length} pictures (each read from all 3 instances), ${acked.chats.length} paid chat messages, ${acked.signIns.length} sign-ins; ${balances.members} balances = their ledger sums`,
    );
    log(
      `realtime: ${tabs.length} tabs (${chatTabs.length} chat, ${noticeTabs.length} guest), disconnected per restart: ${restartsDisconnects.join(', ')}; ${tabs.reduce((n, t) => n + t.reconnects, 0)} reconnections; all received the message and the notice sent afterwards`,
    );
    const rss = live.map((text) => Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? 0) / 2 ** 20);
    log(`timings: ${timings.join('; ')}; load ran ${seconds(loadEnded - started)} after start`);
    log(`memory at the end: ${rss.map((mb, i) => `${instances[i]!.name} ${mb.toFixed(0)} MB`).join(', ')} (RSS)`);
    const shown = metrics.rows.filter((r) => r.answered > 20 || r.lostBound > 0);
    log(`metrics (answered / counted over ${lifetimes.length} lifetimes / lost bound):`);
    for (const r of shown) log(`  ${r.key}: ${r.answered} / ${r.counted} / ${r.lostBound}`);
    log(`total ${seconds(Date.now() - started)}`);
    if (problems.length > 0) {
      log(`FAILED: ${problems.length} problems`);
      log(`nginx's errors:\n${balancer.errors()}`);
      for (const problem of problems.slice(0, 40)) log(`  ${problem}`);
      process.exitCode = 1;
    } else {
      log('passed');
    }
  } finally {
    await db.end().catch(() => undefined);
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    process.stderr.write(`cluster proof failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
