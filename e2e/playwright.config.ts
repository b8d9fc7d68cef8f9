import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the production build, served by the real server on a throwaway SQLite database
 * (or PostgreSQL/Redis when E2E_DATABASE_URL / E2E_REDIS_URL are set). Debian's Chromium only — never a
 * downloaded browser. CAPTCHA_TEST_MODE lets the journeys read captcha answers (refused in production).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cs-e2e-'));
// The workers load this file again: they must find the same directory (journeys that set up a second
// tenant write to the server's database there).
process.env.E2E_DATA_DIR = dataDir;
export const ADMIN_PASSWORD = 'Admin#E2E-2026';
/** A real OpenID provider beside the site, for the third-party login journey (e2e/oidc-provider.mjs). */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 9);
export const OIDC_TYPE = 'e2e-sso';
process.env.E2E_ADMIN_PASSWORD = ADMIN_PASSWORD;
/** The server's whole log (every request at level info) for this run. */
export const SERVER_LOG = join(dataDir, 'server.log');

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: './artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      command: 'node oidc-provider.mjs',
      cwd: new URL('.', import.meta.url).pathname,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { E2E_OIDC_PORT: String(oidcPort), E2E_SITE_ORIGIN: `http://127.0.0.1:${port}`, E2E_OIDC_TYPE: OIDC_TYPE },
    },
    {
      // Every line the server logs goes to SERVER_LOG (the secrets journey reads it: no password, code or token
      // may be there); the console shows warnings and errors only, as before.
      command: `node ../apps/server/dist/main.js 2>&1 | tee -a "${SERVER_LOG}" | grep --line-buffered -v '"level":30'`,
      cwd: new URL('.', import.meta.url).pathname,
      url: `http://127.0.0.1:${port}/prod-api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD,
        CAPTCHA_TEST_MODE: '1',
        RATE_LIMIT_DISABLED: '1',
        LOG_LEVEL: 'info',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
        // PostgreSQL with Redis is the several-instance setup, which takes its token secret from the environment.
        JWT_SECRET: 'e2e-token-secret-that-is-long-enough-0123456789',
        OAUTH_OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OAUTH_OIDC_CLIENT_ID: 'clearsight-e2e',
        OAUTH_OIDC_CLIENT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
        OAUTH_OIDC_TYPE: OIDC_TYPE,
        OAUTH_OIDC_NAME: 'Test SSO',
      },
    },
  ],
});
