import { sql } from 'kysely';
import type { DbHandle } from './database.js';
import { migrateToLatest } from './migrations/index.js';
import { seedDatabase, type SeedResult } from './seed/index.js';

const STARTUP_LOCK_KEY = 7_260_001;

/**
 * Several instances starting at once on one PostgreSQL database take turns migrating and seeding, so they
 * never race on the same unique keys (Kysely's migrator locks too, but it first creates its lock table, and two
 * instances creating it at once can collide). SQLite is one process's file: nothing to share.
 */
export async function withStartupLock<T>(database: DbHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * What an instance does with the database before it serves: the pending migrations, then the seed, under the
 * startup lock. The first instance of a rolling deploy migrates; the others, waiting on the lock, find nothing
 * left to do. Migrations must therefore suit the old code still running beside the new (expand, then contract:
 * docs/operations.md#schema-changes-during-a-rolling-deploy).
 */
export async function prepareDatabase(
  database: DbHandle,
  options: { adminPassword?: string | undefined; timeZone?: string | undefined },
): Promise<SeedResult & { migrated: string[] }> {
  return withStartupLock(database, async () => {
    const migrated = await migrateToLatest(database.db, database.kind);
    const seeded = await seedDatabase(database.db, options);
    return { ...seeded, migrated };
  });
}
