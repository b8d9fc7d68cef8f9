import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, databaseKindOf, sqliteFileOf, type Db, type DbKind } from './database.js';

/** Which database a command works on: the server's own DATABASE_URL and DATA_DIR. */
export interface DatabaseLocation {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** What a database holds, for a backup's manifest and a restore's checks. */
export interface DatabaseFacts {
  kind: DbKind;
  /** No table at all: a database no server has started on yet. */
  empty: boolean;
  /** Rows per table (the migrator's own tables aside). */
  counts: Record<string, number>;
  /** The last migration applied, or null. */
  migration: string | null;
  /** Every storage key the `files` table names: the objects a restore must bring back. */
  storageKeys: string[];
}

/** The file name a dump is kept under in a backup folder. */
export function dumpFileName(kind: DbKind): string {
  return kind === 'postgres' ? 'database.pgdump' : 'database.sqlite';
}

export async function inspectDatabase(location: DatabaseLocation): Promise<DatabaseFacts> {
  if (databaseKindOf(location.databaseUrl) === 'sqlite') {
    const file = sqliteFileOf(location);
    // Looking must not create the file a restore is about to write.
    return existsSync(file) ? sqliteFacts(file) : { kind: 'sqlite', ...NOTHING };
  }
  const database = createDatabase(location);
  try {
    return await postgresFacts(database.db);
  } finally {
    await database.close();
  }
}

const NOTHING = { empty: true, counts: {}, migration: null, storageKeys: [] };

/** Read through a connection of its own, read-only: a file being restored or a backup's copy stays untouched. */
function sqliteFacts(file: string): DatabaseFacts {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = (
      sqlite
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'")
        .all() as Array<{ name: string }>
    )
      .map((t) => t.name)
      .filter((name) => !name.startsWith('kysely_'))
      .sort();
    if (tables.length === 0) return { kind: 'sqlite', ...NOTHING };
    const counts: Record<string, number> = {};
    for (const name of tables) {
      counts[name] = (
        sqlite.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get() as { n: number }
      ).n;
    }
    const migration = (
      sqlite.prepare('select max(name) as name from kysely_migration').get() as { name: string | null }
    ).name;
    const storageKeys = tables.includes('files')
      ? (sqlite.prepare('select distinct storage_key as k from files').all() as Array<{ k: string }>).map((r) => r.k)
      : [];
    return { kind: 'sqlite', empty: false, counts, migration, storageKeys };
  } finally {
    sqlite.close();
  }
}

async function postgresFacts(db: Db): Promise<DatabaseFacts> {
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.isView && t.schema === 'public')
    .map((t) => t.name)
    .sort();
  if (tables.length === 0) return { kind: 'postgres', ...NOTHING };
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db);
  const storageKeys = tables.includes('files')
    ? (await db.selectFrom('files').select('storage_key').distinct().execute()).map((r) => r.storage_key)
    : [];
  return { kind: 'postgres', empty: false, counts, migration: rows[0]?.name ?? null, storageKeys };
}

/**
 * A copy of the database as of one moment, while the servers keep running, and what that copy holds: SQLite's
 * online backup (pages copied under its locks, so every committed transaction is in or out whole), or
 * `pg_dump` in its custom format, reading the very snapshot the counts were taken in (a repeatable-read
 * transaction exports it and stays open until the dump is done).
 */
export async function dumpDatabase(location: DatabaseLocation, file: string): Promise<DatabaseFacts> {
  if (databaseKindOf(location.databaseUrl) === 'sqlite') {
    const source = new SQLite(sqliteFileOf(location), { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return sqliteFacts(file);
  }
  const database = createDatabase(location);
  try {
    return await database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx);
        const facts = await postgresFacts(trx);
        await runPostgresTool('pg_dump', location.databaseUrl!, [
          `--snapshot=${rows[0]!.id}`,
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${file}`,
        ]);
        return facts;
      });
  } finally {
    await database.close();
  }
}

/**
 * Puts a dump in place of the database. `replace` drops what the database holds first (every table of the
 * PostgreSQL schema, or the SQLite file and its journal); otherwise the caller has made sure it is empty. No
 * server may be running on it.
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  file: string,
  options: { replace: boolean },
): Promise<void> {
  if (databaseKindOf(location.databaseUrl) === 'sqlite') {
    const target = sqliteFileOf(location);
    // The journal of the file being replaced (even an empty one) must not be replayed onto the restored file.
    for (const suffix of options.replace ? ['', '-wal', '-shm'] : ['-wal', '-shm']) {
      await rm(`${target}${suffix}`, { force: true });
    }
    await mkdir(dirname(target), { recursive: true });
    // Copied aside and renamed: a crash halfway leaves no half database under the server's file name.
    await copyFile(file, `${target}.restoring`);
    await rename(`${target}.restoring`, target);
    return;
  }
  if (options.replace) {
    const database = createDatabase(location);
    try {
      await sql`drop schema public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
    } finally {
      await database.close();
    }
  }
  await runPostgresTool('pg_restore', location.databaseUrl!, [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    file,
  ]);
}

/**
 * Runs pg_dump or pg_restore on the database of a `postgres://` URL. The password goes in PGPASSWORD, never on
 * the command line, where any user of the machine could read it.
 */
function runPostgresTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${url.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install the PostgreSQL client of the server's version (postgresql-client)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
