// The chat room's assistant without a model service: how many of the twenty product questions of
// apps/server/src/features/chat/assistant-questions.test-support.ts it answers right (every expected model
// named, none of the near misses), whether it says so when nothing fits, and how long a member waits for the
// first streamed piece of an answer and for its end. The app runs from source
// (apps/server/src/bench/assistant-instance.ts) in its own process, on a throwaway SQLite database, or on a
// throwaway PostgreSQL database when DATABASE_URL is set. See docs/performance.md.
//
// Options: --json file (the figures and every question's grade).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';

export const description = 'Assistant without a model: product answers right (n/20), time to the first piece';

const ROOT = new URL('../../../', import.meta.url).pathname;
const INSTANCE = join(ROOT, 'apps/server/src/bench/assistant-instance.ts');

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
function percentile(list, p) {
  const sorted = [...list].sort((x, y) => x - y);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function throwawayData() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-assistant-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let drop = async () => {};
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const name = `cs_bench_assistant_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
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
    async dispose() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function run(options = {}) {
  const data = await throwawayData();
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; ` +
      `load average before: ${loadavg()
        .map((n) => fmt(n, 2))
        .join(' ')}\n`,
  );
  let result;
  try {
    result = await new Promise((resolve, reject) => {
      const child = fork(INSTANCE, [], {
        cwd: ROOT,
        execArgv: ['--conditions=source', '--import', 'tsx'],
        env: {
          ...process.env,
          ...data.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_DISABLED: '1',
          OVERLOAD_GUARD: 'off',
          PAGE_CACHE: 'off',
          // The offline assistant is the one measured, whatever the shell has configured.
          AI_BASE_URL: '',
          AI_API_KEY: '',
          AI_MODEL: '',
          JWT_SECRET: 'bench-assistant-'.padEnd(48, 'x'),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let got = null;
      child.on('message', (m) => {
        if (m.type === 'result') got = m;
      });
      child.once('exit', (code) => (got ? resolve(got) : reject(new Error(`the instance exited with ${code}`))));
    });
  } finally {
    await data.dispose();
  }

  const right = result.results.filter((r) => r.pass).length;
  const firsts = result.results.map((r) => r.firstMs);
  const totals = result.results.map((r) => r.totalMs);
  for (const r of result.results) {
    const mark = r.pass ? 'ok  ' : 'MISS';
    const detail = r.pass ? '' : ` (missing ${r.missing.join(', ') || '–'}; wrong ${r.wrong.join(', ') || '–'})`;
    console.log(`${mark} ${fmt(r.firstMs).padStart(7)} ms  ${r.question}${detail}`);
  }
  for (const u of result.unknown) {
    console.log(`${u.saysSo ? 'ok  ' : 'MISS'} ${fmt(u.firstMs).padStart(7)} ms  ${u.question} (no model fits)`);
  }
  console.log(
    `\ndatabase ${result.engine}; answers right ${right}/${result.results.length}; ` +
      `"no model fits" said ${result.unknown.filter((u) => u.saysSo).length}/${result.unknown.length}`,
  );
  console.log(
    `first streamed piece    p50 ${fmt(percentile(firsts, 50))} ms, p95 ${fmt(percentile(firsts, 95))} ms, max ${fmt(Math.max(...firsts))} ms`,
  );
  console.log(`whole answer streamed   p50 ${fmt(percentile(totals, 50))} ms, max ${fmt(Math.max(...totals))} ms`);
  if (options.json) writeFileSync(String(options.json), JSON.stringify(result, null, 2));
}
