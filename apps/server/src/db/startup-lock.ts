import { sql } from 'kysely';
import type { DbHandle } from './database.js';

const STARTUP_LOCK_KEY = 7_260_001;

/**
 * Several instances starting at once on one PostgreSQL database take turns seeding (the migrator has its
 * own lock), so they never race on the same unique keys. SQLite is one process's file: nothing to share.
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
