#!/usr/bin/env node
// `npm run test:e2e`: builds if needed, then runs the Playwright journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(`${root}apps/server/dist/main.js`) || !existsSync(`${root}apps/web/build/server/index.js`)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
