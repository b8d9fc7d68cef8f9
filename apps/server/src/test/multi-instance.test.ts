import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { createMember } from './fixtures.js';
import { createTestDatabase, createTestKeyValueStore, type TestApp } from './harness.js';

/**
 * Two server instances on one database and (when REDIS_URL is set) one Redis, as behind a load balancer:
 * a session revoked through one instance stops working on the other at once, although the other had it
 * cached. Without Redis each instance has its own in-process store, so this runs only with REDIS_URL.
 */
describe.skipIf(!process.env.REDIS_URL)('several instances share session revocation through Redis', () => {
  let a: App;
  let b: App;
  let dispose: () => Promise<void>;
  let database: TestApp['database'];
  const prefix = `cs-multi:${randomBytes(4).toString('hex')}:`;
  const kvA = createTestKeyValueStore(prefix);
  const kvB = createTestKeyValueStore(prefix);

  beforeAll(async () => {
    const test = await createTestDatabase();
    dispose = test.dispose;
    database = test.database;
    await migrateToLatest(test.database.db, test.database.kind);
    await seedDatabase(test.database.db, { adminPassword: 'Admin#Multi-2026' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: test.dataDir,
      JWT_SECRET: 'x'.repeat(40),
      OVERLOAD_GUARD: 'off',
    });
    a = await buildApp({ config, database: test.database, kv: kvA });
    b = await buildApp({ config, database: test.database, kv: kvB });
    await Promise.all([a.server.ready(), b.server.ready(), a.services.sessions.ready, b.services.sessions.ready]);
  });
  afterAll(async () => {
    await a.server.close();
    await b.server.close();
    await kvA.close();
    await kvB.close();
    await dispose();
  });

  it('revokes on both at once', async () => {
    // createMember only needs the app's services, the database and a clock.
    const member = await createMember({ app: a, database, clock: { now: () => new Date() } } as unknown as TestApp);
    const headers = { authorization: `Bearer ${member.token}` };
    // Both instances see the session (and cache it).
    expect((await a.server.inject({ method: 'GET', url: '/prod-api/bbs-notice', headers })).statusCode).toBe(200);
    expect((await b.server.inject({ method: 'GET', url: '/prod-api/bbs-notice', headers })).statusCode).toBe(200);
    // Revoked through instance A…
    await a.services.sessions.revokeAllForUser(member.id, 'force-out');
    await new Promise((r) => setTimeout(r, 100));
    // …instance B refuses it although it had it cached.
    expect((await b.server.inject({ method: 'GET', url: '/prod-api/bbs-notice', headers })).statusCode).toBe(401);
  });
});
