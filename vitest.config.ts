import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { iconSprite } from './apps/web/vite-plugins/icon-sprite';

/**
 * The unit suites (contracts, tools, web) run a worker per core, not vitest's default of one fewer: the main process
 * only transforms modules, which it has done for most files once the first few have run. On a 2-core machine the
 * default is a single worker, and the web suite took 12 minutes instead of 8. Projects run together must agree on
 * their workers, so the three share the setting; the server suites keep vitest's default and run as a group of their
 * own (`sequence.groupOrder`), after the unit suites when every project runs at once.
 */
const UNIT_WORKERS = availableParallelism();
const SERVER_GROUP = { groupOrder: 1 };

/**
 * One runner, five projects. `source` resolves @clearsight/contracts to its TypeScript source, so tests
 * never need a build first. Server tests hit a real database (SQLite, or PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // The one error a test file cannot cause: React's scheduler running work it queued (antd's static messages,
    // drawn outside the tree) after jsdom was torn down at the end of a file, which finds no window. The web
    // tests close their feedback and wait before teardown (test/render.tsx); on a busy machine a queued task can
    // still come later. Anything else unhandled fails the run, as it should.
    onUnhandledError(error) {
      const stack = error.stack ?? '';
      if (error.message === 'window is not defined' && stack.includes('react-dom') && stack.includes('scheduler')) {
        return false;
      }
      return undefined;
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers: UNIT_WORKERS,
        },
      },
      {
        extends: true,
        test: { name: 'tools', include: ['tools/**/*.test.ts'], environment: 'node', maxWorkers: UNIT_WORKERS },
      },
      // The server suite: every file builds its own app on its own database, so the files need no module isolation
      // from each other. Without it a worker imports the app once instead of once per file (half the suite's time).
      // A file that replaces a module with vi.mock would leak the mock into later files: such files are named
      // `*.isolated.test.ts` and run in a project of their own (tools/server-test-isolation.test.ts holds the rule).
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.isolated.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          sequence: SERVER_GROUP,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          include: ['apps/server/src/**/*.isolated.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          sequence: SERVER_GROUP,
        },
      },
      {
        extends: true,
        // antd has no exports map: Node would load its CommonJS build, which requires a package whose `source`
        // condition is TypeScript. Its ES build goes through Vite instead (web component tests).
        resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es' }] },
        // The icons' sprite (a URL in the tests; nothing is drawn from it in jsdom).
        plugins: [
          iconSprite({
            iconDir: fileURLToPath(new URL('./apps/web/app/components/icons', import.meta.url)),
            appDir: fileURLToPath(new URL('./apps/web/app', import.meta.url)),
          }),
        ],
        // One timeout policy for every web test, generous because component tests render antd in jsdom and a
        // busy machine runs them several times slower: no test file sets its own.
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          maxWorkers: UNIT_WORKERS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['apps/web/app/test/setup.ts'],
        },
      },
    ],
  },
});
