import { IDEMPOTENCY_KEY_HEADER, WELCOME_GRANT_KEY, WELCOME_GRANT_SETTING } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginViaApi, registerViaApi } from '../../test/account-helpers.js';
import { adminSession } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The welcome grant (docs/decisions/0024): every new member starts with money staff set in the settings, as one
 * `welcome` ledger row written with the account; 0 switches it off; never twice for a member.
 */
describe('the welcome grant', () => {
  let t: TestApp;
  let staff: { token: string; tenantId: string };
  beforeAll(async () => {
    t = await createTestApp();
    staff = await adminSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const setGrant = (configValue: string) =>
    t.request({
      method: 'PUT',
      url: `/prod-api/admin/config/${WELCOME_GRANT_SETTING}`,
      payload: { configValue },
      token: staff.token,
    });

  async function member(userName: string) {
    const user = await t.database.db
      .selectFrom('users')
      .select(['id', 'money_cents'])
      .where('tenant_id', '=', staff.tenantId)
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();
    const rows = await t.database.db
      .selectFrom('money_ledger')
      .select(['amount_cents', 'balance_cents', 'reason', 'idempotency_key'])
      .where('user_id', '=', user.id)
      .execute();
    return {
      id: user.id,
      money: Number(user.money_cents),
      rows: rows.map((r) => ({ ...r, amount_cents: Number(r.amount_cents), balance_cents: Number(r.balance_cents) })),
    };
  }

  it('gives a new member 10.00 by default, as one welcome row of the ledger', async () => {
    const { userName } = await registerViaApi(t);
    const m = await member(userName);
    expect(m.money).toBe(1000);
    expect(m.rows).toEqual([
      { amount_cents: 1000, balance_cents: 1000, reason: 'welcome', idempotency_key: WELCOME_GRANT_KEY },
    ]);
  });

  it('gives what staff set, and nothing at all when they set 0', async () => {
    expect((await setGrant('2.5')).statusCode).toBe(200);
    const paid = await member((await registerViaApi(t)).userName);
    expect(paid.money).toBe(250);
    expect(paid.rows.map((r) => [r.reason, r.amount_cents])).toEqual([['welcome', 250]]);

    expect((await setGrant('0')).statusCode).toBe(200);
    const none = await member((await registerViaApi(t)).userName);
    expect(none.money).toBe(0);
    expect(none.rows).toEqual([]);
    expect((await setGrant('10')).statusCode).toBe(200);
  });

  it.each(['abc', '-1', '1000.01', '1.234', '', '1e3'])(
    'refuses %j as the grant with 400 on configValue',
    async (v) => {
      const res = await setGrant(v);
      expect(res.statusCode).toBe(400);
      const error = (res.json() as { error: { validationErrors: Array<{ members: string[]; message: string }> } })
        .error;
      expect(error.validationErrors[0]!.members).toContain('configValue');
      expect(error.validationErrors[0]!.message).toBe('新人礼金须为 0–1000 之间的金额，最多两位小数');
    },
  );

  it('is given once per member: crediting it again changes nothing', async () => {
    const { userName } = await registerViaApi(t);
    const before = await member(userName);
    const again = await t.app.services.wallet.credit({
      tenantId: staff.tenantId,
      userId: before.id,
      amountCents: 1000,
      reason: 'welcome',
      idempotencyKey: WELCOME_GRANT_KEY,
    });
    expect(again.replayed).toBe(true);
    const after = await member(userName);
    expect(after.money).toBe(1000);
    expect(after.rows).toHaveLength(1);
  });

  it('gives a new member something to do on day one: the first task, its reward, then a draw', async () => {
    const visitor = await registerViaApi(t);
    const token = await loginViaApi(t, visitor.userName, visitor.password);
    const offered = await t.request({ method: 'GET', url: '/prod-api/assignment/receive', token });
    const first = (offered.json() as Array<{ id: string; name: string }>).find((d) => d.name === '取个好昵称');
    expect(first).toBeDefined();
    const accepted = await t.request({ method: 'POST', url: `/prod-api/assignment/accept/${first!.id}`, token });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const task = accepted.json() as { id: string };

    const renamed = await t.request({
      method: 'PUT',
      url: '/prod-api/user/profile',
      token,
      payload: { nick: '新朋友' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await vi.waitFor(async () => {
      const claimed = await t.request({ method: 'POST', url: `/prod-api/assignment/complete/${task.id}`, token });
      expect(claimed.statusCode, claimed.body).toBe(200);
      // The grant and the reward: 10.00 + 10.00.
      expect((claimed.json() as { money: number }).money).toBe(20);
    });

    // Enough for the grid (20.00 a draw) on the first day.
    const drawn = await t.request({
      method: 'POST',
      url: '/prod-api/lucky/grid',
      token,
      headers: { [IDEMPOTENCY_KEY_HEADER]: `day-one-${visitor.userName}` },
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const reasons = (await member(visitor.userName)).rows.map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['welcome', 'task.reward', 'draw.cost']));
  });
});
