#!/usr/bin/env node
// `npm run bench`: performance targets live here (never in timed tests). Runs every *.bench.ts with
// Vitest's benchmark mode on the embedded database (or PostgreSQL when DATABASE_URL is set).
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const result = spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
