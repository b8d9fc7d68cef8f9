import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * How many distinct statements stay prepared. The application's queries are a few hundred shapes; lists bound
 * as `in (?, ?, …)` add one shape per length, so the oldest shapes fall out rather than the cache growing.
 */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with each statement prepared once and reused.
 * Kysely asks the connection to prepare the SQL of every query it runs; compiling it again each time was a
 * large part of a page's database time (docs/performance.md). A statement is reusable: SQLite re-prepares it
 * by itself after a schema change, and Kysely runs one query at a time on its single connection, so a
 * statement is never in use twice at once.
 */
export function withStatementCache(sqlite: BetterSqlite): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
      }
      statements.set(source, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
