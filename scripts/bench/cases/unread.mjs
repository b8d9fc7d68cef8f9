// Unread and new at size (docs/decisions/0035-unread-and-new.md): the load generator fills throwaway data
// (SQLite, or a throwaway database on DATABASE_URL's PostgreSQL) with 100,000 topics, 1,000,000 comments and
// 10,000 members who opened 50 topics each on average, then apps/server/src/bench/unread-bench.ts times a
// member's board page and the read-state questions in-process. Figures in docs/performance.md.
//
// Options: --topics n (100000) --comments n (1000000) --members n (10000) --reads n (50) --iterations n (500).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BENCH_ADMIN_PASSWORD, ROOT, createThrowawayData, generateLoad } from '../lib/server.mjs';

export const description = "a member's board page and unread counts at 100k topics and 10k members (in-process)";

export async function run(options) {
  const opt = (name, fallback) => String(options[name] ?? fallback);
  const data = await createThrowawayData();
  console.log(`database: ${data.engine}`);
  try {
    generateLoad(data.env, [
      '--topics',
      opt('topics', 100_000),
      '--comments',
      opt('comments', 1_000_000),
      '--members',
      opt('members', 10_000),
      '--reads',
      opt('reads', 50),
    ]);
    const result = spawnSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        join(ROOT, 'apps/server/src/bench/unread-bench.ts'),
        '--iterations',
        opt('iterations', 500),
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          LOG_LEVEL: 'silent',
          RATE_LIMIT_DISABLED: '1',
          // One request at a time is no overload; on a shared machine the guard would answer 503 to the case.
          OVERLOAD_GUARD: 'off',
          ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
          JWT_SECRET: 'bench-server-'.padEnd(48, 'x'),
          ...data.env,
        },
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error('the unread benchmark failed');
  } finally {
    await data.dispose();
  }
}
