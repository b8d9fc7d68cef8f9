import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_BUILDS_HOOK } from './production-builds.js';

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

/**
 * A framework-mode app of three routes rendered through React Router's own request handler, five documents in a
 * row (two items under one shelf, the index, an item under another shelf, the first item again): which objects
 * React Router gave each render (the route modules' table, the router's routes) and the pages it wrote, whose
 * scripts carry the partial manifest.
 */
const RENDER_PROBE = `
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { createRequestHandler, Outlet, Scripts, ServerRouter, UNSAFE_DataRouterContext } from 'react-router';
import { writeFileSync } from 'node:fs';

const seen = { routeModules: [], routes: [], pages: [] };
function Root() {
  seen.routes.push(React.useContext(UNSAFE_DataRouterContext).router.routes);
  const body = React.createElement('body', null, React.createElement(Outlet), React.createElement(Scripts));
  return React.createElement('html', null, body);
}
const Home = () => React.createElement('p', null, 'home');
const Item = () => React.createElement('p', null, 'an item');
const flags = { imports: [], hasLoader: false, hasAction: false, hasClientAction: false, hasClientLoader: false,
  hasClientMiddleware: false, hasErrorBoundary: false };
const build = {
  entry: { module: { default(request, status, headers, context) {
    seen.routeModules.push(context.routeModules);
    const html = renderToString(React.createElement(ServerRouter, { context, url: request.url }));
    seen.pages.push(html);
    return new Response(html, { status, headers });
  } } },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    home: { id: 'home', parentId: 'root', index: true, module: { default: Home } },
    item: { id: 'item', parentId: 'root', path: 'shelf/:shelf/items/:id', module: { default: Item } },
  },
  assets: { version: '1', url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes: {
    root: { id: 'root', path: '', module: '/root.js', ...flags },
    home: { id: 'home', parentId: 'root', index: true, module: '/home.js', ...flags },
    item: { id: 'item', parentId: 'root', path: 'shelf/:shelf/items/:id', module: '/item.js', ...flags },
  } },
  publicPath: '/', assetsBuildDirectory: 'build/client', future: {}, ssr: true, isSpaMode: false, prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' }, basename: '/',
};
const handle = createRequestHandler(build, 'production');
const statuses = [];
for (const path of ['/shelf/a/items/1', '/shelf/a/items/2', '/', '/shelf/b/items/1', '/shelf/a/items/1']) {
  statuses.push((await handle(new Request('http://probe' + path))).status);
}
const same = (list) => list.every((item) => item === list[0]);
writeFileSync(process.env.PROBE_FILE, JSON.stringify({
  reactRouter: import.meta.resolve('react-router'),
  statuses,
  sameRouteModules: same(seen.routeModules),
  sameRoutes: same(seen.routes),
  pages: seen.pages,
}));
`;

interface RenderProbe {
  reactRouter: string;
  statuses: number[];
  sameRouteModules: boolean;
  sameRoutes: boolean;
  pages: string[];
}

function renderProbe(withHooks: boolean): RenderProbe {
  const dir = mkdtempSync(join(tmpdir(), 'cs-rr-memo-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'probe.js'), RENDER_PROBE);
  const hookUrl = `data:text/javascript,${encodeURIComponent(PRODUCTION_BUILDS_HOOK)}`;
  writeFileSync(
    join(dir, 'hooks.js'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(hookUrl)});\n`,
  );
  const probeFile = join(dir, 'probe.json');
  const result = spawnSync(
    process.execPath,
    [...(withHooks ? ['--import', join(dir, 'hooks.js')] : []), join(dir, 'probe.js')],
    { env: { PATH: process.env.PATH, NODE_ENV: 'production', PROBE_FILE: probeFile }, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(readFileSync(probeFile, 'utf8')) as RenderProbe;
}

describe("React Router's per-build work, done once (decision 0049)", () => {
  it('finds each function it rewrites exactly once in the installed production build, and the result parses', async () => {
    const hooks = (await import(`data:text/javascript,${encodeURIComponent(PRODUCTION_BUILDS_HOOK)}`)) as {
      REACT_ROUTER_MEMOS: { name: string; anchor: string }[];
      rememberPerBuildWork: (source: string) => string;
    };
    const dist = join(repoRoot, 'node_modules', 'react-router', 'dist', 'production');
    const files = readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => ({ file, source: readFileSync(join(dist, file), 'utf8') }));
    for (const memo of hooks.REACT_ROUTER_MEMOS) {
      const found = files.reduce((count, { source }) => count + source.split(memo.anchor).length - 1, 0);
      expect(found, `${memo.name}: "${memo.anchor.split('\n')[0]}"`).toBe(1);
    }
    const scratch = mkdtempSync(join(tmpdir(), 'cs-rr-patched-'));
    dirs.push(scratch);
    const patched = files.filter(({ source }) => hooks.rememberPerBuildWork(source) !== source);
    expect(patched.length).toBeGreaterThan(0);
    for (const { file, source } of patched) {
      writeFileSync(join(scratch, file), hooks.rememberPerBuildWork(source));
      const check = spawnSync(process.execPath, ['--check', join(scratch, file)], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
    }
  });

  it('gives every render the same routes and writes the same pages as React Router left alone', () => {
    const kept = renderProbe(true);
    const alone = renderProbe(false);
    expect(kept.reactRouter).toMatch(/\/react-router\/dist\/production\//);
    expect(alone.reactRouter).toMatch(/\/react-router\/dist\/development\//);
    expect(kept.statuses).toEqual([200, 200, 200, 200, 200]);
    expect(kept.sameRouteModules).toBe(true);
    expect(kept.sameRoutes).toBe(true);
    // Without the hooks every render builds its own (what the two checks above would see if the memos went).
    expect(alone.sameRouteModules).toBe(false);
    expect(alone.sameRoutes).toBe(false);
    expect(kept.pages).toEqual(alone.pages);
    // The partial manifest follows the page: the item's route on an item, not on the index.
    expect(kept.pages[0]).toContain('"item": {');
    expect(kept.pages[2]).not.toContain('"item": {');
  });
});
