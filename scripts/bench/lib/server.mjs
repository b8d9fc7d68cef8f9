// Starting what a benchmark measures: the production build of the server on a free port with a throwaway
// data folder (and, when DATABASE_URL points at PostgreSQL, a throwaway database on that server), and a bare
// Fastify route as the yardstick every case is compared with.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = new URL('../../../', import.meta.url).pathname;
export const BENCH_ADMIN_PASSWORD = 'Bench#Admin-2026';

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

/** Builds the production build when it is missing or older than its sources (as `npm start` does). */
export function ensureBuilt({ log = console.log } = {}) {
  const needsBuild =
    process.env.SKIP_BUILD !== '1' &&
    (stale(join(ROOT, 'apps/server/dist/main.js'), [
      join(ROOT, 'apps/server/src'),
      join(ROOT, 'packages/contracts/src'),
    ]) ||
      stale(join(ROOT, 'apps/web/build/server/index.js'), [
        join(ROOT, 'apps/web/app'),
        join(ROOT, 'packages/contracts/src'),
      ]));
  if (!needsBuild) return;
  log('Building the production build (missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * A throwaway place for the data: a temporary DATA_DIR, and a fresh database on the PostgreSQL server of
 * DATABASE_URL when it names one. `env` is what a server or the generator needs to use it.
 */
export async function createThrowawayData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-'));
  const env = { DATA_DIR: dataDir };
  const url = process.env.DATABASE_URL;
  let drop = async () => {};
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const name = `cs_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
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
  } else {
    env.DATABASE_URL = '';
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

/**
 * Waits until the server answers its health route and has made the demo data's deferred files (`seedFiles:
 * 'ready'`): after a start on an empty storage it encodes lesson videos and scene pictures in the background for a
 * minute or two, with ffmpeg and sharp, and a measurement taken meanwhile measures them too.
 */
async function waitUntilUp(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let upAt = null;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/prod-api/health`);
      if (res.ok) upAt ??= Date.now();
      if (res.ok && (await res.json()).seedFiles === 'ready') return upAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server was not up with its demo files made within ${timeoutMs} ms`);
}

/**
 * Starts `node apps/server/dist/main.js` in production mode on a free port, with the given environment on
 * top (the throwaway data's), and answers once it is up and idle (`waitUntilUp`). Rate limits are off (one client address sends everything). `root` is the
 * checkout whose build runs (this one unless a case compares with another); `nodeArgs` go to Node before
 * the entry (`--cpu-prof`, which NODE_OPTIONS does not take). Answers
 * { url, pid, startupMs (until it answered), settledMs (until it was idle), stop() }.
 */
export async function startServer({ env = {}, timeoutMs = 600_000, root = ROOT, nodeArgs = [] } = {}) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: '1',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      // Required when the environment names PostgreSQL and Redis (several instances share one secret).
      JWT_SECRET: 'bench-server-'.padEnd(48, 'x'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  let upAt;
  try {
    upAt = await waitUntilUp(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    url,
    pid: child.pid,
    startupMs: upAt - started,
    /** From the start until the demo's deferred files were made too. */
    settledMs: Date.now() - started,
    stderr: () => stderr,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A bare Fastify route (`GET /bare` → a small JSON) in its own process: the yardstick of each run. */
export async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/lib/bare-server.mjs'), String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/bare`)).ok) break;
    } catch {
      if (Date.now() > until) throw new Error('the bare Fastify server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs the load generator (apps/server/src/bench/generate-load.ts) against the given data. */
export function generateLoad(env, args) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(ROOT, 'apps/server/src/bench/generate-load.ts'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        JWT_SECRET: 'bench-server-'.padEnd(48, 'x'),
        ...env,
      },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('the load generator failed');
}

/**
 * A member of the throwaway data with a real session (apps/server/src/bench/member-session.ts): production refuses
 * the captcha's test mode, so no login form can be filled in. `env` points it at the instance's database.
 */
export function signInMember(env) {
  const out = execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', join(ROOT, 'apps/server/src/bench/member-session.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'bench-server-'.padEnd(48, 'x'), ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(out.trim().split('\n').pop());
}
