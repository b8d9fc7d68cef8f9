import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  const opened: SQLite.Database[] = [];
  const open = () => {
    const sqlite = new SQLite(':memory:');
    opened.push(sqlite);
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  it('prepares a statement once and hands the same one back', () => {
    const database = withStatementCache(open());
    const first = database.prepare('select 1 as one');
    expect(database.prepare('select 1 as one')).toBe(first);
    expect(database.prepare('select 2 as two')).not.toBe(first);
  });

  it('drops the least recently used statement when full', () => {
    const database = withStatementCache(open());
    const oldest = database.prepare('select 0');
    const kept = database.prepare('select 1');
    for (let n = 2; n < 500; n += 1) database.prepare(`select ${n}`);
    expect(database.prepare('select 1')).toBe(kept); // used again: now the newest
    database.prepare('select 500'); // one over: the least recently used goes
    expect(database.prepare('select 1')).toBe(kept);
    expect(database.prepare('select 0')).not.toBe(oldest);
  });

  it('keeps working through Kysely after the schema changes', async () => {
    const db = new Kysely<{ item: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    await sql`create table item (id integer primary key, name text)`.execute(db);
    await db.insertInto('item').values({ id: 1, name: 'lens' }).execute();
    const read = () => db.selectFrom('item').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, name: 'lens' }]);
    await sql`alter table item add column price integer default 5`.execute(db);
    expect(await read()).toEqual([{ id: 1, name: 'lens', price: 5 }]);
    await db.destroy();
  });

  it('binds booleans as 0 and 1, in values, conditions and lists', async () => {
    const db = new Kysely<{ item: { id: number; shown: boolean } }>({
      dialect: new SqliteDialect({ database: withStatementCache(open()) }),
    });
    await sql`create table item (id integer primary key, shown integer not null)`.execute(db);
    await db
      .insertInto('item')
      .values([
        { id: 1, shown: true },
        { id: 2, shown: false },
      ])
      .execute();
    const stored = await sql<{ id: number; shown: number }>`select id, shown from item order by id`.execute(db);
    expect(stored.rows).toEqual([
      { id: 1, shown: 1 },
      { id: 2, shown: 0 },
    ]);
    const shown = await db.selectFrom('item').select('id').where('shown', '=', true).execute();
    expect(shown).toEqual([{ id: 1 }]);
    const either = await db.selectFrom('item').select('id').where('shown', 'in', [true, false]).execute();
    expect(either.map((row) => row.id).sort()).toEqual([1, 2]);
    await db.updateTable('item').set({ shown: true }).where('id', '=', 2).execute();
    expect(await db.selectFrom('item').select('id').where('shown', '=', false).execute()).toEqual([]);
    await db.destroy();
  });
});
