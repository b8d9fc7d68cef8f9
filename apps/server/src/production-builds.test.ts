import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(serverDir, '..', '..');

/**
 * A stand-in for the web build's server bundle: it imports what the real one imports from outside the bundle
 * (react, react-dom/server, react-router, @react-router/node), and writes down which builds it was given: the
 * CommonJS files Node actually ran (React's entry picks one by NODE_ENV), where `react-router` resolves,
 * whether React Router's development-only warnings fire, and whether React has its development-only `act`.
 */
const PROBE = `
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import * as React from 'react';
import 'react-dom/server';
import * as Router from 'react-router';
import '@react-router/node';

const require = createRequire(import.meta.url);
const warnings = [];
const warn = console.warn;
console.warn = (message) => warnings.push(String(message));
// Both a Component and an element on one route: React Router's development build warns, its production build does not.
Router.UNSAFE_mapRouteProperties({ Component: () => null, element: React.createElement('div') });
console.warn = warn;
writeFileSync(process.env.PROBE_FILE, JSON.stringify({
  ran: Object.entries(require.cache)
    .filter(([, m]) => m.loaded)
    .map(([file]) => file.replace(/^.*node_modules\\//, ''))
    .filter((file) => /^(react|react-dom|react-router)\\//.test(file)),
  reactRouter: import.meta.resolve('react-router'),
  routerWarnings: warnings.length,
  reactAct: typeof require('react').act,
}));
export const assets = { version: 'probe' };
`;

interface Probe {
  ran: string[];
  reactRouter: string;
  routerWarnings: number;
  reactAct: string;
}

function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cs-prod-builds-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'server', 'index.js'), PROBE);
  // An ES module, as the real build is (apps/web/package.json).
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  // The packages resolve from the repository, as they do for the real build (Node follows the link).
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Stops the server and waits until it has exited: after it listens it goes on writing the seed's media into its
 * data directory, so removing the directory while it still runs races its writes (ENOTEMPTY).
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(killer);
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

function expectProductionBuilds(probe: Probe): void {
  expect(probe.reactRouter).toMatch(/\/node_modules\/react-router\/dist\/production\/index\.m?js$/);
  expect(probe.routerWarnings).toBe(0);
  expect(probe.reactAct).toBe('undefined');
  expect(probe.ran).toEqual(
    expect.arrayContaining([
      'react/cjs/react.production.js',
      'react-dom/cjs/react-dom-server.node.production.js',
      'react-dom/cjs/react-dom.production.js',
    ]),
  );
  expect(probe.ran.filter((file) => /development/.test(file))).toEqual([]);
}

describe('production builds on the server', () => {
  it('the server entry, started as `npm start` starts it, renders with the production builds only', async () => {
    const build = fakeWebBuild();
    const data = mkdtempSync(join(tmpdir(), 'cs-prod-builds-data-'));
    dirs.push(build, data);
    const probeFile = join(build, 'probe.json');
    const port = await freePort();
    // scripts/start.mjs runs apps/server/dist/main.js with NODE_ENV=production; this runs main.ts, its source.
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', join(serverDir, 'src', 'main.ts')],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: data,
          WEB_BUILD_DIR: build,
          LOG_LEVEL: 'warn',
          ADMIN_PASSWORD: 'Admin#Probe-2026',
          JWT_SECRET: 'p'.repeat(40),
          PROBE_FILE: probeFile,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 110_000);
        child.stdout.on('data', () => {
          if (output.includes('is running at')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the server exited (${code}):\n${output}`));
        });
      });
      const res = await fetch(`http://127.0.0.1:${port}/prod-api/health`);
      expect(res.status).toBe(200);
      expectProductionBuilds(JSON.parse(readFileSync(probeFile, 'utf8')) as Probe);
    } finally {
      await stopServer(child);
    }
  }, 120_000);

  it('without the entry, NODE_ENV=production alone still gives React Router’s development build (what the probe sees)', () => {
    const build = fakeWebBuild();
    dirs.push(build);
    const probeFile = join(build, 'probe.json');
    const result = spawnSync(process.execPath, [join(build, 'server', 'index.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PROBE_FILE: probeFile },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as Probe;
    expect(probe.reactRouter).toMatch(/\/react-router\/dist\/development\//);
    expect(probe.routerWarnings).toBe(1);
    // React itself follows NODE_ENV.
    expect(probe.reactAct).toBe('undefined');
    expect(probe.ran).toContain('react/cjs/react.production.js');
  });
});
