import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createDatabase, type DbHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { ManualClock, type Clock } from '../shared/clock.js';
import { MemoryKeyValueStore, RedisKeyValueStore, type KeyValueStore } from '../shared/kv-store.js';

export const ADMIN_PASSWORD = 'Admin#Test-2026';

/**
 * A fresh database per test file: a temporary SQLite file, or — when DATABASE_URL points at PostgreSQL —
 * a new database created on that server and dropped afterwards. Tests never assume an empty server.
 */
export async function createTestDatabase(): Promise<{
  database: DbHandle;
  dispose(): Promise<void>;
  dataDir: string;
  /** The PostgreSQL database's address; undefined for SQLite (`app.db` in `dataDir`). */
  databaseUrl: string | undefined;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cs-test-'));
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const name = `cs_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const database = createDatabase({ databaseUrl: testUrl.toString(), dataDir });
    return {
      database,
      dataDir,
      databaseUrl: testUrl.toString(),
      async dispose() {
        await database.close();
        // pg-pool's end() resolves before its sockets are closed; dropping the database WITH (FORCE) under
        // a closing connection raises an unhandled 57P01 in it. A short pause lets them close first.
        await new Promise((resolve) => setTimeout(resolve, 150));
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = createDatabase({ dataDir });
  return {
    database,
    dataDir,
    databaseUrl: undefined,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Redis (with a key prefix of its own) when REDIS_URL is set, as CI does; in-process otherwise. */
export function createTestKeyValueStore(prefix = `cs-test:${randomBytes(6).toString('hex')}:`): KeyValueStore {
  const url = process.env.REDIS_URL;
  return url ? new RedisKeyValueStore(url, prefix) : new MemoryKeyValueStore();
}

export interface TestApp {
  app: App;
  server: FastifyInstance;
  database: DbHandle;
  /** Where the database is, as the operators' commands take it (db/snapshot.ts). */
  location: { databaseUrl: string | undefined; dataDir: string };
  config: AppConfig;
  clock: Clock;
  kv: KeyValueStore;
  /** Injects a request; `token` adds the bearer header, `tenant` the TenantId header. */
  request(options: InjectOptions & { token?: string | null; tenant?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    clock?: Clock;
    config?: Partial<AppConfig>;
    kv?: KeyValueStore;
    /** More environment for loadConfig, e.g. a test S3 server's `env` (test/s3-server.ts). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const { database, dispose, dataDir, databaseUrl } = await createTestDatabase();
  await migrateToLatest(database.db, database.kind);
  await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD });
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CAPTCHA_TEST_MODE: '1',
      DATA_DIR: dataDir,
      // A busy test machine is not an overloaded server; the guard has its own test (test/overload-guard.test.ts).
      OVERLOAD_GUARD: 'off',
      ...options.env,
    },
    options.config,
  );
  const clock = options.clock ?? new ManualClock(new Date());
  const kv = options.kv ?? createTestKeyValueStore();
  const app = await buildApp({ config, database, kv, clock, seedMediaInBackground: false });
  await app.server.ready();
  return {
    app,
    server: app.server,
    database,
    location: { databaseUrl, dataDir },
    config,
    clock,
    kv,
    request: requestOn(app),
    async close() {
      await app.server.close();
      await kv.close();
      await dispose();
    },
  };
}

/** The test's way of injecting a request into `app`: `token` adds the bearer header, `tenant` the TenantId header. */
export function requestOn(app: App): TestApp['request'] {
  return ({ token, tenant, headers, ...rest }) =>
    app.server.inject({
      ...rest,
      headers: {
        ...(headers ?? {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(tenant ? { TenantId: tenant } : {}),
      },
    });
}
