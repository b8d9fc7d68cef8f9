// The in-process API benchmarks (apps/server/src/bench/*.bench.ts, Vitest's bench mode through app.inject):
// the cost of the Fastify stack and the queries without any network, on SQLite or DATABASE_URL's PostgreSQL.
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/server.mjs';

export const description = 'in-process API reads through app.inject (Vitest bench), no network';

export async function run() {
  const result = spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'server'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vitest bench exited with ${result.status}`);
}
