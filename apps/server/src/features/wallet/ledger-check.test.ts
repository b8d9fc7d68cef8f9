import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** The ledger checks itself: staff compare every balance with its ledger's sum; health reports the last run. */
describe('ledger check', () => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (token: string) => t.request({ method: 'POST', url: '/prod-api/admin/ledger/check', token });
  const health = async () => (await t.request({ method: 'GET', url: '/prod-api/health' })).json();

  it('finds every balance equal to its ledger, then the one changed past the wallet', async () => {
    expect((await health()).ledger).toBeNull();
    const rich = await createMember(t, { moneyCents: 12_345 });
    await createMember(t);

    const clean = await check(admin.token);
    expect(clean.statusCode).toBe(200);
    expect(clean.json()).toMatchObject({ mismatchCount: 0, mismatches: [] });
    expect(clean.json().members).toBeGreaterThanOrEqual(3);
    expect((await health()).ledger).toEqual({ checkedAt: clean.json().checkedAt, mismatchCount: 0 });

    // A write that skipped the wallet: the balance no longer matches its rows.
    await t.database.db.updateTable('users').set({ money_cents: 99_999 }).where('id', '=', rich.id).execute();
    const found = (await check(admin.token)).json();
    expect(found.mismatchCount).toBe(1);
    expect(found.mismatches).toEqual([
      { userId: rich.id, userName: rich.userName, balance: 999.99, ledgerSum: 123.45 },
    ]);
    expect((await health()).ledger.mismatchCount).toBe(1);
  });

  it('is staff work: a member is refused', async () => {
    const member = await createMember(t);
    expect((await check(member.token)).statusCode).toBe(403);
  });
});
