#!/usr/bin/env node
// `npm run backup|restore|storage:migrate`: runs the server's operator commands (apps/server/src/commands/cli.ts)
// with the environment as it is, so they see the servers' DATABASE_URL, DATA_DIR and S3_* variables. The
// compiled build when it is up to date (a production install); the sources through tsx otherwise (a working
// copy), building the server first only where neither is possible.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const compiled = join(root, 'apps/server/dist/commands/cli.js');
const sources = [join(root, 'apps/server/src'), join(root, 'packages/contracts/src')];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

// Against the newest compiled file: an incremental build rewrites only the outputs whose sources changed.
const upToDate =
  existsSync(compiled) &&
  sources.every((s) => !existsSync(s) || newestMtime(s) <= newestMtime(join(root, 'apps/server/dist')));
let tsx = false;
try {
  createRequire(import.meta.url).resolve('tsx');
  tsx = true;
} catch {
  // A production install without dev dependencies: the compiled build only.
}

const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const args = process.argv.slice(2);
if (upToDate || !tsx) {
  if (!upToDate) {
    console.error('Building the server (its sources changed since the last build)…');
    const built = spawnSync('npm', ['run', 'build', '-w', '@clearsight/contracts', '-w', '@clearsight/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  process.exit(run([compiled, ...args]));
}
process.exit(run(['--conditions=source', '--import', 'tsx', join(root, 'apps/server/src/commands/cli.ts'), ...args]));
