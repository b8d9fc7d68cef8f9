#!/usr/bin/env node
// `npm start`: builds whatever is not built yet (first run after `npm ci`), then runs the server.
// Migrations, demo seeding and the first administrator's credentials happen inside the server at start.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

const needsBuild =
  process.env.SKIP_BUILD !== '1' &&
  (stale(join(root, 'apps/server/dist/main.js'), [
    join(root, 'apps/server/src'),
    join(root, 'packages/contracts/src'),
  ]) ||
    stale(join(root, 'apps/web/build/server/index.js'), [
      join(root, 'apps/web/app'),
      join(root, 'packages/contracts/src'),
    ]));

if (needsBuild) {
  console.log('Building (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
