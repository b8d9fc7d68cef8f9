import { addDays } from '../../shared/calendar.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { DbHandle } from '../database.js';
import { migrateToLatest } from '../migrations/index.js';
import { seedDatabase } from './index.js';

describe('economy demo seed', () => {
  let database: DbHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDatabase();
    database = test.database;
    dispose = test.dispose;
    await migrateToLatest(database.db, database.kind);
    await seedDatabase(database.db, { adminPassword: 'Admin#Seed-2026', timeZone: 'Asia/Shanghai' });
  });
  afterAll(async () => {
    await dispose();
  });

  async function ledgerOf(userId: string) {
    return database.db
      .selectFrom('money_ledger')
      .select(['amount_cents', 'balance_cents', 'reason', 'created_at', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  it('writes the ten levels once', async () => {
    const levels = await database.db
      .selectFrom('levels')
      .select(['current_level', 'name'])
      .orderBy('current_level')
      .execute();
    expect(levels.map((l) => [l.current_level, l.name])).toEqual([
      [1, '小白'],
      [2, '中白'],
      [3, '大白'],
      [4, '精英'],
      [5, '熟练'],
      [6, '高手'],
      [7, '老手'],
      [8, '大佬'],
      [9, '巨佬'],
      [10, '大神'],
    ]);
  });

  it('gives every member a ledger that sums to their balance, in order, never below zero', async () => {
    const users = await database.db.selectFrom('users').select(['id', 'money_cents', 'experience']).execute();
    const withMoney = users.filter((u) => Number(u.money_cents) > 0);
    expect(withMoney.length).toBeGreaterThanOrEqual(10);
    for (const u of users) {
      const rows = await ledgerOf(u.id);
      let balance = 0;
      for (const r of rows) {
        balance += Number(r.amount_cents);
        expect(Number(r.balance_cents)).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
      }
      expect(balance).toBe(Number(u.money_cents));
      // Experience was bought with money, 1:1.
      const bought = rows.filter((r) => r.reason === 'level.upgrade').reduce((a, r) => a - Number(r.amount_cents), 0);
      expect(bought).toBe(Number(u.experience) * 100);
    }
  });

  it('signs demo members in on recent days with consistent streaks and ledger rows', async () => {
    const rows = await database.db
      .selectFrom('sign_ins')
      .select(['id', 'user_id', 'sign_date', 'continuous_number', 'value_cents'])
      .orderBy('user_id')
      .orderBy('sign_date')
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    for (let i = 0; i < rows.length; i += 1) {
      const r = rows[i]!;
      const previous = rows[i - 1];
      const continues = previous && previous.user_id === r.user_id && previous.sign_date === addDays(r.sign_date, -1);
      expect(r.continuous_number).toBe(continues ? previous.continuous_number + 1 : 1);
      const entry = await database.db
        .selectFrom('money_ledger')
        .select('amount_cents')
        .where('reference', '=', r.id)
        .where('reason', '=', 'sign-in')
        .executeTakeFirstOrThrow();
      expect(Number(entry.amount_cents)).toBe(Number(r.value_cents));
    }
  });

  it('changes nothing when run again', async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('money_ledger')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDatabase(database.db, { adminPassword: 'Admin#Seed-2026' });
    expect(await count()).toBe(before);
    expect(
      Number(
        (
          await database.db
            .selectFrom('levels')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(10);
  });
});
