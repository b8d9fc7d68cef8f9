import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent } from 'kysely';
import type pgModule from 'pg';
import { loadOnUse } from '../shared/load-on-use.js';
import type { Database } from './schema/index.js';
import { withStatementCache } from './statement-cache.js';
import { guardUnitsOfWork } from './transaction.js';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** A round trip to the database (`select 1`); rejects when it is unreachable. */
  ping(): Promise<void>;
  /**
   * Brings the query planner's statistics up to date after many rows changed (the seed, a bulk load).
   * SQLite collects none by itself: without them its planner chooses indexes by fixed guesses, which go wrong
   * as tables grow (docs/performance.md). `full` analyses every table completely (bulk loads); otherwise SQLite's `PRAGMA optimize` decides what
   * is stale and bounds the work. PostgreSQL's autovacuum keeps its own statistics; `full` runs ANALYZE.
   */
  optimize(options?: { full?: boolean }): Promise<void>;
  /** Calls the listener after every statement with its duration (the metrics); answers the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
}

/** One executed statement: its kind and how long it took. */
export type QueryListener = (query: { statement: string; ok: boolean; durationMs: number }) => void;

const STATEMENT_KINDS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

/**
 * Kysely's log hook, fanned out to the listeners that are there (none until an app subscribes, so the migrations
 * and the seed cost nothing). Kysely times each statement itself.
 */
function queryObservers(): { log: (event: LogEvent) => void; onQuery: DbHandle['onQuery'] } {
  const listeners = new Set<QueryListener>();
  return {
    log(event) {
      if (listeners.size === 0) return;
      const query = {
        statement: STATEMENT_KINDS[event.query.query.kind] ?? 'raw',
        ok: event.level === 'query',
        durationMs: event.queryDurationMillis,
      };
      for (const listener of listeners) listener(query);
    },
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How often a long-running process lets SQLite refresh statistics that went stale (SQLite's advice). */
const SQLITE_OPTIMIZE_EVERY_MS = 3_600_000;

let pgTypesConfigured = false;
function configurePgTypes(pg: typeof pgModule): void {
  if (pgTypesConfigured) return;
  pgTypesConfigured = true;
  // Same JavaScript shapes as SQLite: int8 and numeric as numbers, timestamps as ISO strings.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
  pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());
}

/** PostgreSQL when DATABASE_URL says so; SQLite otherwise. */
export function databaseKindOf(databaseUrl: string | undefined): DbKind {
  return databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** The SQLite file: `sqlite:<path>` in DATABASE_URL, or `app.db` in the data folder. */
export function sqliteFileOf(options: { databaseUrl?: string | undefined; dataDir: string }): string {
  return options.databaseUrl && options.databaseUrl.startsWith('sqlite:')
    ? options.databaseUrl.slice('sqlite:'.length)
    : join(options.dataDir, 'app.db');
}

export function createDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): DbHandle {
  if (databaseKindOf(options.databaseUrl) === 'postgres') {
    const pg = loadOnUse('pg') as typeof pgModule;
    configurePgTypes(pg);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a test dropping its database) is discarded by
    // the pool and replaced on next use; unheard, its 'error' event would crash the whole process.
    pool.on('error', () => {});
    const observers = queryObservers();
    const db = new Kysely<Database>({ dialect: guardUnitsOfWork(new PostgresDialect({ pool })), log: observers.log });
    return {
      db,
      kind: 'postgres',
      onQuery: observers.onQuery,
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      optimize: async (optimizeOptions = {}) => {
        if (optimizeOptions.full) await sql`analyze`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  const file = sqliteFileOf(options);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Statistics for tables that never had any or changed a lot since, bounded so that opening stays quick;
  // then again every hour while the process runs (https://sqlite.org/lang_analyze.html, "Recommended usage").
  sqlite.pragma('optimize = 0x10002');
  const observers = queryObservers();
  const db = new Kysely<Database>({
    dialect: guardUnitsOfWork(new SqliteDialect({ database: withStatementCache(sqlite) })),
    log: observers.log,
  });
  // Through Kysely's connection, so it waits for a transaction in progress instead of running inside it.
  const optimizer = setInterval(() => {
    sql
      .raw('pragma optimize')
      .execute(db)
      .catch(() => {});
  }, SQLITE_OPTIMIZE_EVERY_MS);
  optimizer.unref();
  return {
    db,
    kind: 'sqlite',
    onQuery: observers.onQuery,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    optimize: async (optimizeOptions = {}) => {
      await sql.raw(optimizeOptions.full ? 'analyze' : 'pragma optimize = 0x10002').execute(db);
    },
    close: async () => {
      clearInterval(optimizer);
      await db.destroy();
    },
  };
}
