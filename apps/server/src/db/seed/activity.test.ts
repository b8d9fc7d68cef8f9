import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedDatabase } from './index.js';

describe('activity demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds tasks, draw tables and a day of rates once, and demo history the ledger accounts for', async () => {
    const db = t.database.db;
    // History is only added where the ledger already explains the balance (the economy seed's work): make
    // it so for the demo members, as that seed does, then seed again.
    for (const m of await db
      .selectFrom('users')
      .select(['id', 'money_cents'])
      .where('user_name_key', 'in', ['lensmaster', 'gigeli', 'halconfan'])
      .execute()) {
      const sum = await db
        .selectFrom('money_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('n'))
        .where('user_id', '=', m.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('users')
        .set({ money_cents: Number(sum.n) })
        .where('id', '=', m.id)
        .execute();
    }
    await seedDatabase(db, { adminPassword: ADMIN_PASSWORD });
    const definitions = await db.selectFrom('task_definitions').selectAll().orderBy('order_num').execute();
    expect(definitions).toHaveLength(11);
    expect(new Set(definitions.map((d) => d.assignment_type))).toEqual(new Set(['Novice', 'Daily', 'Weekly']));
    const novice = definitions.filter((d) => d.assignment_type === 'Novice');
    expect(novice[0]!.pre_definition_id).toBeNull();
    for (let i = 1; i < novice.length; i += 1) expect(novice[i]!.pre_definition_id).toBe(novice[i - 1]!.id);

    const games = await db.selectFrom('draw_games').select(['game', 'cost_cents', 'prizes_json']).execute();
    expect(games.map((g) => g.game).sort()).toEqual(['grid', 'slot', 'wheel']);
    const wheel = games.find((g) => g.game === 'wheel')!;
    expect(Number(wheel.cost_cents)).toBe(5000);
    const prizes = JSON.parse(wheel.prizes_json) as Array<{ valueCents: number; weight: number }>;
    expect(prizes.map((p) => p.valueCents / 100)).toEqual([0, 10, 30, 50, 60, 80, 90, 100, 200, 666]);
    expect(prizes.map((p) => p.weight)).toEqual([30, 40, 30, 15, 15, 10, 4, 3, 2, 1]);

    const rates = await db.selectFrom('bank_rates').select(['rate_hour', 'value_bp']).orderBy('rate_hour').execute();
    expect(rates.length).toBeGreaterThanOrEqual(24);
    const day = rates.slice(0, 24).map((r) => Date.parse(new Date(r.rate_hour).toISOString()));
    for (let i = 1; i < day.length; i += 1) expect(day[i]! - day[i - 1]!).toBe(3_600_000);
    expect(rates.every((r) => Number(r.value_bp) >= 6000 && Number(r.value_bp) <= 16_000)).toBe(true);

    // Demo members: history, and balances equal to their ledgers.
    const members = await db
      .selectFrom('users')
      .select(['id', 'user_name_key', 'money_cents'])
      .where('user_name_key', 'in', ['lensmaster', 'gigeli', 'halconfan'])
      .execute();
    expect(members).toHaveLength(3);
    for (const m of members) {
      const sum = await db
        .selectFrom('money_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('n'))
        .where('user_id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.n), m.user_name_key).toBe(Number(m.money_cents));
      const tasks = await db.selectFrom('member_tasks').select('id').where('user_id', '=', m.id).execute();
      expect(tasks.length).toBeGreaterThan(0);
    }
    const lens = members.find((m) => m.user_name_key === 'lensmaster')!;
    const card = await db.selectFrom('bank_cards').selectAll().where('user_id', '=', lens.id).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ state: 'Wait' });
    expect(Number(card.storage_cents)).toBe(6000);

    // Seeding again adds nothing.
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('member_tasks')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDatabase(db, { adminPassword: ADMIN_PASSWORD });
    expect(await count()).toBe(before);
    expect(await db.selectFrom('task_definitions').select('id').execute()).toHaveLength(11);
  });

  it('lets a new member see the seeded tasks on offer', async () => {
    const m = await createMember(t);
    const res = await t.request({ method: 'GET', url: '/prod-api/assignment/receive', token: m.token });
    expect(res.statusCode).toBe(200);
    const offered = res.json<Array<{ name: string; assignmentType: string }>>();
    // The first novice task, every daily and every weekly one.
    expect(offered.filter((d) => d.assignmentType === 'Novice').map((d) => d.name)).toEqual(['取个好昵称']);
    expect(offered.filter((d) => d.assignmentType === 'Daily')).toHaveLength(3);
    expect(offered.filter((d) => d.assignmentType === 'Weekly')).toHaveLength(3);
  });
});
