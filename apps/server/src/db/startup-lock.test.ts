import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, createTestKeyValueStore } from '../test/harness.js';
import { createDatabase, type DbHandle } from './database.js';
import { migrationsFor } from './migrations/index.js';
import { prepareDatabase } from './startup-lock.js';

/** SQLite is one process's file (several instances need PostgreSQL): there is nothing to share a lock with. */
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

describe.skipIf(!onPostgres)('instances starting together on one fresh PostgreSQL database', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('migrate once, seed once, and both come up', async () => {
    const fresh = await createTestDatabase();
    cleanups.push(fresh.dispose);
    // The second instance's own connections to the same database.
    const other: DbHandle = createDatabase({ databaseUrl: fresh.databaseUrl, dataDir: fresh.dataDir });
    cleanups.push(() => other.close());

    const options = { adminPassword: 'Admin#Both-2026' };
    const [a, b] = await Promise.all([prepareDatabase(fresh.database, options), prepareDatabase(other, options)]);

    const all = Object.keys(migrationsFor(fresh.database.kind)).sort();
    // One applied every migration; the other, after waiting for the lock, found none left.
    expect([a.migrated, b.migrated].sort((x, y) => y.length - x.length)).toEqual([all, []]);
    expect([a.adminCreated, b.adminCreated].sort()).toEqual([false, true]);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(other.db);
    expect(applied.rows.map((r) => r.name)).toEqual(all);
    const admins = await other.db.selectFrom('users').select('id').where('user_name', '=', 'admin').execute();
    expect(admins).toHaveLength(1);

    // Both serve.
    for (const database of [fresh.database, other]) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        OVERLOAD_GUARD: 'off',
        DATA_DIR: fresh.dataDir,
        JWT_SECRET: 'x'.repeat(40),
      });
      const kv = createTestKeyValueStore();
      const { server } = await buildApp({ config, database, kv });
      cleanups.push(async () => {
        await server.close();
        await kv.close();
      });
      const health = await server.inject({ method: 'GET', url: '/prod-api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().database.reachable).toBe(true);
    }
  }, 60_000);
});
