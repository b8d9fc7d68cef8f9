import type { Database as BetterSqlite } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * How many distinct statements stay prepared. The application's queries are a few hundred shapes; lists bound
 * as `in (?, ?, …)` add one shape per length, so the oldest shapes fall out rather than the cache growing.
 */
const STATEMENTS_KEPT = 500;

/** A query's parameters as better-sqlite3 binds them: it refuses JS booleans, so they become 0 and 1 (SQLite's). */
function bindable(parameters: readonly unknown[]): readonly unknown[] {
  if (!parameters.some((value) => typeof value === 'boolean')) return parameters;
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
}

/**
 * The statement as Kysely runs it, with its parameters made bindable. (Rewriting every query's syntax tree for
 * the same end, as a Kysely plugin does, copied the whole tree on every query: more work than the parameters'
 * one pass.)
 */
function withBindableParameters(statement: SqliteStatement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}

/**
 * The database as Kysely's SQLite dialect sees it, with each statement prepared once and reused, booleans bound
 * as 0 and 1. Kysely asks the connection to prepare the SQL of every query it runs; compiling it again each time was a
 * large part of a page's database time (docs/performance.md). A statement is reusable: SQLite re-prepares it
 * by itself after a schema change, and Kysely runs one query at a time on its single connection, so a
 * statement is never in use twice at once.
 */
export function withStatementCache(sqlite: BetterSqlite): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(source);
      } else {
        statement = withBindableParameters(sqlite.prepare(source) as unknown as SqliteStatement);
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
