import { ActivityErrorCodes, ErrorCodes, IDEMPOTENCY_KEY_HEADER, Permissions, fromCents } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventMap } from '../../events.js';
import { adminSession, createMember, type TestMember, insertRole } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newId } from '../../shared/ids.js';
import type { WalletService } from './wallet.service.js';
import { createTransactor } from '../../db/transaction.js';
import type { Transactor } from '../../shared/transaction.js';

let t: TestApp;
let wallet: WalletService;
let transactor: Transactor;
let tenantId: string;

async function ledgerSum(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('money_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function balance(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('money_cents')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.money_cents);
}

async function rows(userId: string) {
  return t.database.db.selectFrom('money_ledger').selectAll().where('user_id', '=', userId).execute();
}

async function staffWith(permissions: string[]): Promise<TestMember> {
  const code = `staff${newId().slice(-8)}`;
  await insertRole(
    t,
    { id: newId(), tenantId, code, name: code, description: '', isSystem: false, createdAt: new Date().toISOString() },
    permissions,
  );
  return createMember(t, { roles: [code] });
}

beforeAll(async () => {
  t = await createTestApp();
  wallet = t.app.services.wallet;
  transactor = createTransactor(t.database.db);
  tenantId = (await adminSession(t)).tenantId;
});
afterAll(async () => {
  await t.close();
});

describe('wallet service', () => {
  it('credits and debits with one ledger row each, and announces the change after commit', async () => {
    const m = await createMember(t);
    const seen: Array<DomainEventMap['money.changed']> = [];
    const off = t.app.events.on('money.changed', (e) => void seen.push(e));
    const credit = await wallet.credit({ tenantId, userId: m.id, amountCents: 1250, reason: 'sign-in' });
    const debit = await wallet.debit({ tenantId, userId: m.id, amountCents: 500, reason: 'level.upgrade' });
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(credit.entry.balanceCents).toBe(1250);
    expect(debit.entry).toMatchObject({ amountCents: -500, balanceCents: 750, reason: 'level.upgrade' });
    expect(await balance(m.id)).toBe(750);
    expect(await ledgerSum(m.id)).toBe(750);
    expect(seen.filter((e) => e.userId === m.id)).toEqual([
      { tenantId, userId: m.id, amount: 12.5, balance: 12.5, reason: 'sign-in' },
      { tenantId, userId: m.id, amount: -5, balance: 7.5, reason: 'level.upgrade' },
    ]);
  });

  it('refuses a debit the balance cannot pay with "钱钱不足", changing nothing', async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 100, reason: 'sign-in' });
    await expect(wallet.debit({ tenantId, userId: m.id, amountCents: 101, reason: 'draw.cost' })).rejects.toMatchObject(
      { status: 409, code: ActivityErrorCodes.insufficientMoney, message: '钱钱不足' },
    );
    expect(await balance(m.id)).toBe(100);
    expect(await rows(m.id)).toHaveLength(1);
  });

  it('never lets the database hold a negative balance or rewrite the ledger', async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 100, reason: 'sign-in' });
    await expect(
      t.database.db.updateTable('users').set({ money_cents: -1 }).where('id', '=', m.id).execute(),
    ).rejects.toThrow();
    await expect(
      t.database.db.updateTable('money_ledger').set({ amount_cents: 5 }).where('user_id', '=', m.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.db.deleteFrom('money_ledger').where('user_id', '=', m.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });

  it('changes money once per idempotency key and answers the first row to a retry', async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 10_000, reason: 'sign-in' });
    const key = `key-${newId()}`;
    const first = await wallet.debit({
      tenantId,
      userId: m.id,
      amountCents: 5000,
      reason: 'draw.cost',
      idempotencyKey: key,
    });
    const again = await wallet.debit({
      tenantId,
      userId: m.id,
      amountCents: 5000,
      reason: 'draw.cost',
      idempotencyKey: key,
    });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(await balance(m.id)).toBe(5000);
    await expect(
      wallet.debit({ tenantId, userId: m.id, amountCents: 4000, reason: 'draw.cost', idempotencyKey: key }),
    ).rejects.toMatchObject({ status: 409, code: ActivityErrorCodes.idempotencyKeyReused });
    // Another member may use the same key for themselves.
    const other = await createMember(t);
    await wallet.credit({ tenantId, userId: other.id, amountCents: 5000, reason: 'sign-in', idempotencyKey: key });
    expect(await balance(other.id)).toBe(5000);
  });

  it('answers concurrent retries of one key with one change', async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 100_000, reason: 'sign-in' });
    const key = `key-${newId()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        wallet.debit({ tenantId, userId: m.id, amountCents: 5000, reason: 'draw.cost', idempotencyKey: key }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await balance(m.id)).toBe(95_000);
  });

  it("joins the caller's transaction: a failure after the change rolls the money back, and nothing is announced", async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 1000, reason: 'sign-in' });
    const seen: unknown[] = [];
    const off = t.app.events.on('money.changed', (e) => void (e.userId === m.id && seen.push(e)));
    await expect(
      transactor.run(async (tx) => {
        await wallet.hold(tx, tenantId, m.id);
        await wallet.debit({ tenantId, userId: m.id, amountCents: 500, reason: 'draw.cost' }, tx);
        await wallet.credit({ tenantId, userId: m.id, amountCents: 200, reason: 'draw.prize' }, tx);
        throw new Error('the prize could not be recorded');
      }),
    ).rejects.toThrow('the prize could not be recorded');
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(await balance(m.id)).toBe(1000);
    expect(await rows(m.id)).toHaveLength(1);
    expect(seen).toEqual([]);

    // The same composition committed: both rows, both events, one transaction.
    const done = await transactor.run(async (tx) => {
      const a = await wallet.debit({ tenantId, userId: m.id, amountCents: 500, reason: 'draw.cost' }, tx);
      const b = await wallet.credit({ tenantId, userId: m.id, amountCents: 200, reason: 'draw.prize' }, tx);
      return [a.entry.balanceCents, b.entry.balanceCents];
    });
    expect(done).toEqual([500, 700]);
    expect(await balance(m.id)).toBe(700);
  });

  it('keeps the balance equal to the ledger sum, never negative, under a random concurrent mix', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(t)));
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 160 }, (_, i) => {
        const m = members[rnd(members.length)]!;
        const cents = 1 + rnd(3000);
        const key = rnd(5) === 0 ? `mix-${m.id}-${rnd(4)}` : null;
        if (i % 3 === 0) {
          return wallet.credit({
            tenantId,
            userId: m.id,
            amountCents: cents,
            reason: 'task.reward',
            idempotencyKey: key,
          });
        }
        return transactor.run(async (tx) => {
          await wallet.debit({ tenantId, userId: m.id, amountCents: cents, reason: 'draw.cost' }, tx);
          if (rnd(2) === 0) {
            await wallet.credit({ tenantId, userId: m.id, amountCents: rnd(4000) + 1, reason: 'draw.prize' }, tx);
          }
        });
      }),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason);
    for (const reason of refused) {
      expect([ActivityErrorCodes.insufficientMoney, ActivityErrorCodes.idempotencyKeyReused]).toContain(
        (reason as { code?: string }).code,
      );
    }
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    for (const m of members) {
      const money = await balance(m.id);
      expect(money).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(m.id)).toBe(money);
      const history = await rows(m.id);
      expect(history.every((r) => Number(r.balance_cents) >= 0)).toBe(true);
      expect(Math.max(...history.map((r) => Number(r.balance_cents)), 0)).toBeGreaterThanOrEqual(money);
    }
  });
});

describe('ledger endpoints', () => {
  it('shows a member their own history, newest first, filtered by reason', async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 1099, reason: 'sign-in' });
    await wallet.debit({ tenantId, userId: m.id, amountCents: 99, reason: 'level.upgrade' });
    const res = await t.request({ method: 'GET', url: '/prod-api/ledger', token: m.token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      items: Array<{ amount: number; balance: number; reason: string }>;
      totalCount: number;
      balance: number;
    };
    expect(body.balance).toBe(10);
    expect(body.totalCount).toBe(2);
    expect(body.items.map((i) => [i.reason, i.amount, i.balance]).sort()).toEqual(
      [
        ['level.upgrade', -0.99, 10],
        ['sign-in', 10.99, 10.99],
      ].sort(),
    );
    const filtered = await t.request({ method: 'GET', url: '/prod-api/ledger?reason=sign-in', token: m.token });
    expect((filtered.json() as { totalCount: number }).totalCount).toBe(1);
    expect((await t.request({ method: 'GET', url: '/prod-api/ledger' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/prod-api/ledger?reason=nope', token: m.token })).statusCode).toBe(
      400,
    );
  });

  it("refuses members someone else's ledger (403) and lets ledger readers search by member and reason", async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    await wallet.credit({ tenantId, userId: other.id, amountCents: 300, reason: 'sign-in' });
    const asMember = await t.request({
      method: 'GET',
      url: `/prod-api/admin/ledger?userId=${other.id}`,
      token: m.token,
    });
    expect(asMember.statusCode).toBe(403);
    const reader = await staffWith([Permissions.ledgerRead]);
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/admin/ledger?userName=${other.userName.toUpperCase()}&reason=sign-in`,
      token: reader.token,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      items: Array<{ userId: string; userName: string; amount: number }>;
      sumAmount: number;
    };
    expect(body.items).toEqual([expect.objectContaining({ userId: other.id, userName: other.userName, amount: 3 })]);
    expect(body.sumAmount).toBe(3);
    // Reading is not adjusting.
    const adjust = await t.request({
      method: 'POST',
      url: '/prod-api/admin/ledger/adjust',
      token: reader.token,
      headers: { [IDEMPOTENCY_KEY_HEADER]: `adj-${newId()}` },
      payload: { userId: other.id, amount: 5, remark: '补发奖励' },
    });
    expect(adjust.statusCode).toBe(403);
  });

  it('filters by calendar dates in the server time zone', async () => {
    const m = await createMember(t);
    await wallet.credit({ tenantId, userId: m.id, amountCents: 100, reason: 'sign-in' });
    const reader = await staffWith([Permissions.ledgerRead]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone }).format(t.clock.now());
    const hit = await t.request({
      method: 'GET',
      url: `/prod-api/admin/ledger?userId=${m.id}&dateFrom=${today}&dateTo=${today}`,
      token: reader.token,
    });
    expect((hit.json() as { totalCount: number }).totalCount).toBe(1);
    const miss = await t.request({
      method: 'GET',
      url: `/prod-api/admin/ledger?userId=${m.id}&dateFrom=2001-01-01&dateTo=2001-01-02`,
      token: reader.token,
    });
    expect((miss.json() as { totalCount: number }).totalCount).toBe(0);
    const inverted = await t.request({
      method: 'GET',
      url: `/prod-api/admin/ledger?dateFrom=2001-01-02&dateTo=2001-01-01`,
      token: reader.token,
    });
    expect(inverted.statusCode).toBe(400);
    const impossible = await t.request({
      method: 'GET',
      url: `/prod-api/admin/ledger?dateFrom=2001-02-30`,
      token: reader.token,
    });
    expect(impossible.statusCode).toBe(400);
  });

  it('adjusts with a mandatory reason and key, audited once, never below zero', async () => {
    const m = await createMember(t);
    const staff = await staffWith([Permissions.ledgerAdjust]);
    const adjust = (payload: Record<string, unknown>, key: string | null = `adj-${newId()}`) =>
      t.request({
        method: 'POST',
        url: '/prod-api/admin/ledger/adjust',
        token: staff.token,
        headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
        payload,
      });
    expect((await adjust({ userId: m.id, amount: 5 })).statusCode).toBe(400);
    expect((await adjust({ userId: m.id, amount: 5, remark: ' ' })).statusCode).toBe(400);
    expect((await adjust({ userId: m.id, amount: 0, remark: '测试调整' })).statusCode).toBe(400);
    expect((await adjust({ userId: m.id, amount: 100_001, remark: '测试调整' })).statusCode).toBe(400);
    expect((await adjust({ userId: m.id, amount: 1.234, remark: '测试调整' })).statusCode).toBe(400);
    const noKey = await adjust({ userId: m.id, amount: 5, remark: '测试调整' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ error: { code: ErrorCodes.validation } });
    expect((await adjust({ userId: newId(), amount: 5, remark: '测试调整' })).statusCode).toBe(404);

    const key = `adj-${newId()}`;
    const first = await adjust({ userId: m.id, amount: 12.34, remark: '活动补发' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: m.id,
      userName: m.userName,
      amount: 12.34,
      balance: 12.34,
      reason: 'staff.adjust',
      remark: '活动补发',
      actorName: staff.userName,
    });
    const retry = await adjust({ userId: m.id, amount: 12.34, remark: '活动补发' }, key);
    expect(retry.statusCode).toBe(201);
    expect((retry.json() as { id: string }).id).toBe((first.json() as { id: string }).id);
    expect(await balance(m.id)).toBe(1234);

    const tooMuch = await adjust({ userId: m.id, amount: -12.35, remark: '扣回' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      error: { code: ActivityErrorCodes.insufficientMoney, message: '钱钱不足' },
    });
    expect(await balance(m.id)).toBe(1234);

    const audits = await t.database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'ledger.adjust')
      .where('target_id', '=', m.id)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor_id: staff.id, target_type: 'user' });
    expect(JSON.parse(String(audits[0]!.after_json))).toMatchObject({ amount: 12.34, remark: '活动补发' });
    expect(fromCents(await ledgerSum(m.id))).toBe(12.34);
  });
});
