/**
 * The cluster proof (`npm run test:cluster`): three instances, each with its own data folder, on one PostgreSQL
 * database, one Redis and one S3 bucket, behind a real nginx configured as the README shows. A steady mixed load
 * (the page-cached sitemap, API reads, a member commenting, pictures uploaded and downloaded) runs through
 * nginx while one instance is restarted with SIGTERM. It passes when no request failed, the restarted instance
 * drained (readiness 503) and exited 0, a realtime tab through nginx is connected again at the end, and every
 * picture uploaded through one instance downloads, byte for byte the same, through every other.
 *
 * Needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL; the local defaults below) and nginx (NGINX, default
 * /usr/sbin/nginx). It creates and drops its own database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HUBS, WS_BASE } from '@clearsight/contracts';
import pg from 'pg';
import { Manager, type Socket } from 'socket.io-client';
import { multipart, pngBytes } from './content-fixtures.js';
import { startS3Server } from './s3-server.js';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const ADMIN_PASSWORD = 'Cluster#Admin-2026';
/** How long the load runs, and when (after its start) one instance is restarted. */
const LOAD_MS = 30_000;
const RESTART_AT_MS = 8_000;
const WORKERS = 4;
const METRICS_TOKEN = randomBytes(18).toString('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => process.stdout.write(`[cluster] ${message}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Instance {
  name: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

function startInstance(name: string, port: number, dataDir: string, env: Record<string, string>): Promise<Instance> {
  const entry = new URL('./cluster-instance.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    // NODE_NO_WARNINGS: the AWS SDK's notice about future Node versions, three times per start, hides the report.
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 90 s`)), 90_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve({ name, port, dataDir, child, exited });
    });
    void exited.then((code) => reject(new Error(`${name} exited with ${code} while starting`)));
  });
}

function nginxConfig(dir: string, listen: number, ports: number[]): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  # From here on as README.md's "Several instances" shows.
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream clearsight { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://clearsight;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

/** Every request of the load, and what went wrong with any of them. */
const results = { total: 0, byKind: new Map<string, number>(), failures: [] as string[] };
async function expectStatus(kind: string, request: Promise<Response>, status: number): Promise<Response | null> {
  results.total += 1;
  results.byKind.set(kind, (results.byKind.get(kind) ?? 0) + 1);
  try {
    const res = await request;
    if (res.status !== status) {
      results.failures.push(`${kind}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return null;
    }
    return res;
  } catch (error) {
    results.failures.push(
      `${kind}: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`,
    );
    return null;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'cs-cluster-'));
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => rmSync(work, { recursive: true, force: true })];
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
  const instances: Instance[] = [];
  cleanups.push(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((i) => i.exited));
  });
  let nginx: ChildProcess | null = null;
  cleanups.push(() => nginx?.kill('SIGQUIT'));

  try {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const env: Record<string, string> = {
      ...s3.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS,
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
        ports.map((port, i) => {
          const dataDir = join(work, `instance-${i + 1}`);
          mkdirSync(dataDir);
          return startInstance(`instance-${i + 1}`, port, dataDir, env);
        }),
      )),
    );
    log(`3 instances up in ${((Date.now() - started) / 1000).toFixed(1)} s on ports ${ports.join(', ')}`);

    const nginxDir = join(work, 'nginx');
    mkdirSync(nginxDir);
    const listen = await freePort();
    writeFileSync(join(nginxDir, 'nginx.conf'), nginxConfig(nginxDir, listen, ports));
    const proc = spawn(NGINX, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    nginx = proc;
    const front = `http://127.0.0.1:${listen}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${front}/prod-api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 50) throw new Error(`nginx did not answer: ${readFileSync(join(nginxDir, 'error.log'), 'utf8')}`);
      await sleep(100);
    }

    // The member: the seeded administrator, logged in through nginx.
    const captcha = await fetch(`${front}/prod-api/account/captcha-image`);
    const code = captcha.headers.get('x-captcha-answer') ?? '';
    const { uuid } = (await captcha.json()) as { uuid: string };
    const login = await fetch(`${front}/prod-api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, code, uuid }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const discuss = await db.query<{ id: string }>('select id from forum_discusses order by id limit 1');
    await db.end();
    const discussId = discuss.rows[0]?.id;
    if (!discussId) throw new Error('the seed has no topic to comment on');

    // Realtime tabs through nginx (WebSocket), one per instance as nginx hands them round, each reconnecting after
    // a server-side disconnect as the web client does (apps/web/app/lib/realtime/client.ts).
    let serverDisconnects = 0;
    const tabs: Socket[] = [];
    for (let i = 0; i < 3; i++) {
      const manager = new Manager(front, { path: WS_BASE, transports: ['websocket'], reconnectionDelay: 500 });
      const tab = manager.socket(HUBS.notice, { auth: {} });
      tab.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect') return;
        serverDisconnects += 1;
        setTimeout(() => tab.connect(), 500);
      });
      tab.connect();
      tabs.push(tab);
      cleanups.push(() => manager.engine?.close());
    }

    const picture = await pngBytes('#cc6633');
    const uploaded: string[] = [];
    async function upload(base: string, via: string): Promise<void> {
      const form = multipart({}, { field: 'file', name: 'cluster.png', bytes: picture, type: 'image/png' });
      const res = await expectStatus(
        `upload via ${via}`,
        fetch(`${base}/prod-api/file`, {
          method: 'POST',
          headers: { ...auth, ...form.headers },
          body: new Uint8Array(form.payload),
        }),
        201,
      );
      if (res) uploaded.push(((await res.json()) as { id: string }).id);
    }

    const end = Date.now() + LOAD_MS;
    let round = 0;
    async function worker(n: number): Promise<void> {
      while (Date.now() < end) {
        round += 1;
        const step = (round + n) % 5;
        if (step === 0) await expectStatus('page /sitemap.xml', fetch(`${front}/sitemap.xml`), 200);
        if (step === 1) await expectStatus('api /config', fetch(`${front}/prod-api/config`), 200);
        if (step === 2) await expectStatus('api /health', fetch(`${front}/prod-api/health`), 200);
        if (step === 3) {
          await expectStatus(
            'comment',
            fetch(`${front}/prod-api/comment`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ discussId, content: `集群评论 ${round}` }),
            }),
            201,
          );
        }
        if (step === 4 && round % 4 === 0) {
          await upload(front, 'nginx');
          const id = uploaded.at(-1);
          if (id) await expectStatus('download via nginx', fetch(`${front}/prod-api/file/${id}`), 200);
        }
      }
    }
    async function restart(): Promise<void> {
      await sleep(RESTART_AT_MS);
      const target = instances[1]!;
      log(`SIGTERM to ${target.name}`);
      target.child.kill('SIGTERM');
      // The signal is handled as soon as the instance's event loop gets to it; from then on it is draining.
      let ready = 200;
      for (let i = 0; i < 20 && ready !== 503; i++) {
        ready = await fetch(`http://127.0.0.1:${target.port}/prod-api/health/ready`).then((r) => r.status);
        if (ready !== 503) await sleep(25);
      }
      if (ready !== 503) results.failures.push(`${target.name} readiness while draining: ${ready}`);
      const code = await target.exited;
      if (code !== 0) results.failures.push(`${target.name} exited with ${code}`);
      log(`${target.name} exited with ${code}; starting it again`);
      instances[1] = await startInstance(target.name, target.port, target.dataDir, env);
      log(`${target.name} is back`);
    }
    // Uploads straight to each instance, to be read back from the others.
    for (const instance of instances) await upload(`http://127.0.0.1:${instance.port}`, instance.name);
    await Promise.all([...Array.from({ length: WORKERS }, (_, n) => worker(n)), restart()]);

    // Every picture, through every instance (the restarted one included): the same bytes everywhere.
    for (const id of uploaded) {
      const bodies: string[] = [];
      for (const instance of instances) {
        const res = await expectStatus(
          `download from ${instance.name}`,
          fetch(`http://127.0.0.1:${instance.port}/prod-api/file/${id}`),
          200,
        );
        if (res) bodies.push(Buffer.from(await res.arrayBuffer()).toString('base64'));
      }
      if (new Set(bodies).size !== 1) results.failures.push(`picture ${id} differs between instances`);
    }
    await sleep(1500);
    // Each instance reports its share: the sitemap from the page cache, the downloads by route pattern, and
    // together the three realtime tabs (wherever the reconnected one landed).
    let noticeSockets = 0;
    for (const instance of instances) {
      const res = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = res.ok ? await res.text() : '';
      for (const series of [
        'clearsight_page_cache_requests_total{result="hit"}',
        'clearsight_http_requests_total{method="GET",route="/prod-api/file/:id",status="200"}',
      ]) {
        if (!text.includes(series)) results.failures.push(`${instance.name}'s metrics lack ${series}`);
      }
      noticeSockets += Number(/^clearsight_realtime_sockets\{hub="notice"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    }
    if (noticeSockets !== tabs.length) results.failures.push(`metrics count ${noticeSockets} realtime tabs, not 3`);
    const apart = tabs.filter((tab) => !tab.connected).length;
    if (apart > 0) results.failures.push(`${apart} realtime tabs are not connected at the end`);
    if (serverDisconnects === 0) results.failures.push('no realtime tab was on the restarted instance');

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`${results.total} requests in ${seconds} s: ${[...results.byKind].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    log(
      `${uploaded.length} pictures, each downloaded from all 3 instances; realtime server disconnects: ${serverDisconnects}`,
    );
    if (results.failures.length > 0) {
      log(`FAILED: ${results.failures.length} failures`);
      for (const failure of results.failures.slice(0, 30)) log(`  ${failure}`);
      process.exitCode = 1;
    } else {
      log('passed: no request failed');
    }
  } finally {
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
