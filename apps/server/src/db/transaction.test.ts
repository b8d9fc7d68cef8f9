import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';
import type { DbHandle } from './database.js';
import { migrateToLatest } from './migrations/index.js';
import { createTransactor, onTx } from './transaction.js';

/** Units of work and the guard that keeps every query of a unit on its transaction (decision 0018). */
describe('units of work', () => {
  let database: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    await migrateToLatest(database.db, database.kind);
    await sql`CREATE TABLE unit_probe (n integer NOT NULL)`.execute(database.db);
  });
  afterAll(async () => {
    await dispose();
  });

  const count = async () =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM unit_probe`.execute(database.db)).rows[0]!.n);

  it('refuses a query on the plain connection inside a unit, and the unit rolls back', async () => {
    const transactor = createTransactor(database.db);
    const before = await count();
    await expect(
      transactor.run(async (tx) => {
        await sql`INSERT INTO unit_probe (n) VALUES (1)`.execute(onTx(database.db, tx));
        // The mistake the guard exists for: a repository that forgot its tx.
        await sql`INSERT INTO unit_probe (n) VALUES (2)`.execute(database.db);
      }),
    ).rejects.toThrow('A query outside its transaction');
    expect(await count()).toBe(before);
  });

  it('refuses a nested unit opened without `outer`, and joins one opened with it', async () => {
    const transactor = createTransactor(database.db);
    await expect(transactor.run(async () => transactor.run(async () => 'inner'))).rejects.toThrow(
      'A query outside its transaction',
    );
    const joined = await transactor.run(async (tx) =>
      transactor.run(async (inner) => {
        expect(inner).toBe(tx);
        return 'joined';
      }, tx),
    );
    expect(joined).toBe('joined');
  });

  it('runs after-commit callbacks once committed (awaited, in order), never after a rollback', async () => {
    const seen: string[] = [];
    const failures: unknown[] = [];
    const transactor = createTransactor(database.db, (error) => failures.push(error));
    await transactor.run(async (tx) => {
      await sql`INSERT INTO unit_probe (n) VALUES (3)`.execute(onTx(database.db, tx));
      tx.afterCommit(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        // Outside the unit now: the plain connection is allowed again.
        seen.push(`first ${await count()}`);
      });
      tx.afterCommit(() => {
        throw new Error('a listener failed');
      });
      tx.afterCommit(() => void seen.push('third'));
    });
    expect(seen).toEqual([`first ${await count()}`, 'third']);
    expect(failures).toHaveLength(1);

    await expect(
      transactor.run(async (tx) => {
        tx.afterCommit(() => void seen.push('never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).not.toContain('never');
  });

  it('does not hold a timer created inside a unit to the rule once the unit has ended', async () => {
    const transactor = createTransactor(database.db);
    let later: Promise<number> | undefined;
    await transactor.run(async () => {
      later = new Promise((resolve, reject) => setTimeout(() => count().then(resolve, reject), 20));
    });
    await expect(later).resolves.toBeTypeOf('number');
  });
});
