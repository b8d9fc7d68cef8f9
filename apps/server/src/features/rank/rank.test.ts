import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The rich list runs in a tenant of its own, so the seeded demo members do not take the top places and the
 * expected order is exactly the members made here.
 */
let t: TestApp;
let tenant: { id: string; code: string };
const members: TestMember[] = [];

type Page = {
  items: Array<{ order: number; userId: string; money: number; level: number; levelName: string }>;
  totalCount: number;
};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t);
  // Balances with ties: 50, 30, 30, 30, 10, 0 (created in this order, so ties keep it).
  for (const cents of [30_00, 50_00, 30_00, 0, 30_00, 10_00]) {
    const m = await createMember(t, { tenantId: tenant.id, roles: [] });
    if (cents > 0) {
      await t.app.services.wallet.credit({
        tenantId: tenant.id,
        userId: m.id,
        amountCents: cents,
        reason: 'staff.adjust',
      });
    }
    members.push(m);
  }
  await t.database.db.updateTable('users').set({ experience: 350 }).where('id', '=', members[1]!.id).execute();
});
afterAll(async () => {
  await t.close();
});

const list = async (query = '') =>
  (await t.request({ method: 'GET', url: `/prod-api/rank/money${query}`, tenant: tenant.code })).json() as Page;

describe('rich list', () => {
  it('ranks by money with a stable order among equal balances, paged', async () => {
    const all = await list('?maxResultCount=100');
    expect(all.totalCount).toBe(6);
    const expected = [1, 0, 2, 4, 5, 3].map((i) => members[i]!.id);
    expect(all.items.map((i) => i.userId)).toEqual(expected);
    expect(all.items.map((i) => i.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all.items[0]).toMatchObject({ money: 50, level: 4, levelName: '精英' });
    const second = await list('?skipCount=2&maxResultCount=2');
    expect(second.items.map((i) => [i.order, i.userId])).toEqual([
      [3, expected[2]],
      [4, expected[3]],
    ]);
    expect(
      (await t.request({ method: 'GET', url: '/prod-api/rank/money?maxResultCount=101', tenant: tenant.code }))
        .statusCode,
    ).toBe(400);
  });

  it('tells a member their own position, equal to the list’s', async () => {
    const all = await list('?maxResultCount=100');
    for (const m of members) {
      const res = await t.request({
        method: 'GET',
        url: '/prod-api/rank/money/me',
        token: m.token,
        tenant: tenant.code,
      });
      expect(res.statusCode).toBe(200);
      const mine = res.json() as { order: number; money: number; totalCount: number };
      const row = all.items.find((i) => i.userId === m.id)!;
      expect(mine).toEqual({ order: row.order, money: row.money, totalCount: 6 });
    }
    expect((await t.request({ method: 'GET', url: '/prod-api/rank/money/me', tenant: tenant.code })).statusCode).toBe(
      401,
    );
  });

  it('shows the top ten for the home page and leaves disabled accounts out', async () => {
    await t.database.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', members[0]!.id).execute();
    const statements: string[] = [];
    const stop = t.database.onQuery((query) => statements.push(query.statement));
    const top = (
      await t.request({ method: 'GET', url: '/prod-api/rank/money/top', tenant: tenant.code }).finally(stop)
    ).json() as Page;
    // One statement, the rows: the top ten never counts the whole list (every ranked member's row), as a page does.
    expect(statements).toEqual(['select']);
    expect(top.items).toHaveLength(5);
    expect(top.items.map((i) => i.userId)).not.toContain(members[0]!.id);
    expect(top.items.map((i) => i.order)).toEqual([1, 2, 3, 4, 5]);
  });
});
