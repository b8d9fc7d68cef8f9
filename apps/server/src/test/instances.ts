import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { createTestDatabase, createTestKeyValueStore, requestOn, type TestApp } from './harness.js';

/**
 * Several server instances on one database and (with REDIS_URL) one Redis, as behind a load balancer: for the
 * tests of what instances share (session revocation, money). Each instance has its own key-value client on
 * the same prefix, so with Redis they share rate limits, revocations and events, and without it each is alone.
 */
export interface Instances {
  apps: App[];
  database: TestApp['database'];
  /** The fixtures' view of one instance: its app, the shared database, the wall clock and requests into it. */
  on(app: App): TestApp;
  close(): Promise<void>;
}

export async function startInstances(
  count: number,
  options: { adminPassword: string; env?: Record<string, string> },
): Promise<Instances> {
  const test = await createTestDatabase();
  const { database } = test;
  await migrateToLatest(database.db, database.kind);
  await seedDatabase(database.db, { adminPassword: options.adminPassword });
  // Each instance has a data folder of its own, as on separate machines: nothing may pass between instances
  // through a disk (files live in the bucket with S3_* in `env`, secrets come from JWT_SECRET).
  const configs = Array.from({ length: count }, (_, i) =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(test.dataDir, `instance-${i + 1}`),
      JWT_SECRET: 'x'.repeat(40),
      OVERLOAD_GUARD: 'off',
      ...options.env,
    }),
  );
  const prefix = `cs-instances:${randomBytes(4).toString('hex')}:`;
  const stores = Array.from({ length: count }, () => createTestKeyValueStore(prefix));
  const apps: App[] = [];
  for (const [i, kv] of stores.entries()) apps.push(await buildApp({ config: configs[i]!, database, kv }));
  await Promise.all(apps.flatMap((app) => [app.server.ready(), app.services.sessions.ready]));
  return {
    apps,
    database,
    on: (app) => ({ app, database, clock: { now: () => new Date() }, request: requestOn(app) }) as unknown as TestApp,
    async close() {
      for (const app of apps) await app.server.close();
      for (const kv of stores) await kv.close();
      await test.dispose();
    },
  };
}
