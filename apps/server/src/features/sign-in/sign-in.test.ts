import {
  ActivityErrorCodes,
  IDEMPOTENCY_KEY_HEADER,
  SIGN_IN_RULES,
  endsWithNine,
  signInRewardCents,
} from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Instants are written with the +08:00 offset of the default TIME_ZONE (Asia/Shanghai), in years after the
 * real one: tokens are JWTs whose expiry is checked against the real time.
 */
const Y = new Date().getUTCFullYear() + 1;
const at = (local: string) => new Date(`${local.replace(/^Y\+1/, String(Y + 1)).replace(/^Y/, String(Y))}+08:00`);
const febEnd = (year: number) => (new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? '29' : '28');

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(at('Y-03-10T09:00:00'));
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and gives the members a session started then (sessions expire on the injected clock). */
async function travel(local: string, ...members: TestMember[]): Promise<void> {
  clock.set(at(local));
  for (const m of members) {
    const session = await t.app.services.sessions.create({
      userId: m.id,
      tenantId: m.tenantId,
      ip: '203.0.113.7',
      userAgent: 'vitest',
    });
    m.token = session.token;
  }
}

function signIn(m: TestMember, key?: string) {
  return t.request({
    method: 'POST',
    url: '/prod-api/integral/sign-in',
    token: m.token,
    ...(key ? { headers: { [IDEMPOTENCY_KEY_HEADER]: key } } : {}),
  });
}

async function record(m: TestMember, month?: string) {
  const res = await t.request({
    method: 'GET',
    url: `/prod-api/integral/sign-in/record${month ? `?month=${month}` : ''}`,
    token: m.token,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    signInItem: Array<{ date: string; value: number; continuousNumber: number }>;
    currentContinuousNumber: number;
    signedToday: boolean;
    today: string;
    month: string;
  };
}

async function moneyCents(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('money_cents')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.money_cents);
}

async function ledgerSum(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('money_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A reward is consistent with the rule when removing the streak bonus leaves a base, or a doubled 9-base. */
function plausible(valueCents: number, streak: number): boolean {
  if (valueCents === SIGN_IN_RULES.capCents) return true;
  const base = valueCents - streak * SIGN_IN_RULES.streakBonusCents;
  const inRange = (b: number) => b >= SIGN_IN_RULES.baseMinCents && b <= SIGN_IN_RULES.baseMaxCents;
  return (inRange(base) && !endsWithNine(base)) || (base % 2 === 0 && inRange(base / 2) && endsWithNine(base / 2));
}

describe('the reward rule', () => {
  it('doubles a base whose shortest written form ends with 9', () => {
    expect([309, 590, 900, 1090, 1099, 319].map(endsWithNine)).toEqual([true, true, true, true, true, true]);
    expect([300, 310, 1000, 398, 1098].map(endsWithNine)).toEqual([false, false, false, false, false]);
  });

  it('adds one per day of the streak and caps at 30', () => {
    expect(signInRewardCents(300, 1)).toBe(400);
    expect(signInRewardCents(309, 1)).toBe(718);
    expect(signInRewardCents(590, 3)).toBe(1480);
    expect(signInRewardCents(1099, 1)).toBe(2298);
    expect(signInRewardCents(1099, 9)).toBe(3000);
    expect(signInRewardCents(1000, 25)).toBe(3000);
    expect(signInRewardCents(300, 27)).toBe(3000);
    expect(signInRewardCents(300, 26)).toBe(2900);
  });
});

describe('daily sign-in', () => {
  it('rewards once a day, says "今日你已经签到过了~" the second time, and keeps the ledger', async () => {
    clock.set(at('Y-03-10T09:00:00'));
    const m = await createMember(t);
    const first = await signIn(m);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { value: number; continuousNumber: number; money: number };
    expect(body.continuousNumber).toBe(1);
    expect(plausible(Math.round(body.value * 100), 1)).toBe(true);
    expect(body.money).toBe(body.value);
    const second = await signIn(m);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: ActivityErrorCodes.alreadySignedIn, message: '今日你已经签到过了~' },
    });
    expect(await moneyCents(m.id)).toBe(Math.round(body.value * 100));
    expect(await ledgerSum(m.id)).toBe(await moneyCents(m.id));
    expect((await t.request({ method: 'POST', url: '/prod-api/integral/sign-in' })).statusCode).toBe(401);
  });

  it('gives exactly one reward to 100 concurrent sign-ins', async () => {
    clock.set(at('Y-03-10T12:00:00'));
    const m = await createMember(t);
    const answers = await Promise.all(Array.from({ length: 100 }, () => signIn(m)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const rows = await t.database.db.selectFrom('sign_ins').selectAll().where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    const ledger = await t.database.db.selectFrom('money_ledger').selectAll().where('user_id', '=', m.id).execute();
    expect(ledger).toHaveLength(1);
    expect(await moneyCents(m.id)).toBe(Number(rows[0]!.value_cents));
  });

  it('answers a retry carrying the same Idempotency-Key with the first result', async () => {
    clock.set(at('Y-03-10T13:00:00'));
    const m = await createMember(t);
    const key = `sign-${newId()}`;
    const first = await signIn(m, key);
    const retries = await Promise.all([signIn(m, key), signIn(m, key)]);
    expect(first.statusCode).toBe(200);
    for (const r of retries) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual(first.json());
    }
    expect(await ledgerSum(m.id)).toBe(Math.round((first.json() as { value: number }).value * 100));
    expect((await signIn(m, 'bad key!')).statusCode).toBe(400);
  });

  it('counts the streak by calendar dates in TIME_ZONE, across a month end and a year end', async () => {
    const m = await createMember(t);
    const days: Array<[string, number]> = [
      ['Y-12-30T23:59:00', 1],
      // 00:00:30 in Shanghai is still 16:00 the previous day in UTC: the local date decides.
      ['Y-12-31T00:00:30', 2],
      ['Y+1-01-01T08:00:00', 3],
      ['Y+1-01-02T23:59:59', 4],
      ['Y+1-01-31T10:00:00', 1],
      ['Y+1-02-01T00:01:00', 2],
      [`Y+1-02-${febEnd(Y + 1)}T10:00:00`, 1],
      ['Y+1-03-01T10:00:00', 2],
    ];
    for (const [local, streak] of days) {
      await travel(local, m);
      const res = await signIn(m);
      expect(res.statusCode, local).toBe(200);
      const body = res.json() as { value: number; continuousNumber: number };
      expect(body.continuousNumber, local).toBe(streak);
      expect(plausible(Math.round(body.value * 100), streak), local).toBe(true);
    }
    // The same day number one month later is not "yesterday" (the original compared day numbers only).
    await travel('Y+1-04-02T10:00:00', m);
    expect((await signIn(m)).json()).toMatchObject({ continuousNumber: 1 });
    await travel('Y+1-05-01T10:00:00', m);
    expect((await signIn(m)).json()).toMatchObject({ continuousNumber: 1 });
    expect(await ledgerSum(m.id)).toBe(await moneyCents(m.id));
  });

  it("shows the month's calendar and the live streak", async () => {
    const m = await createMember(t);
    for (const local of ['Y-05-30T10:00:00', 'Y-05-31T10:00:00', 'Y-06-01T10:00:00']) {
      await travel(local, m);
      expect((await signIn(m)).statusCode).toBe(200);
    }
    const june = await record(m);
    expect(june).toMatchObject({
      today: `${Y}-06-01`,
      month: `${Y}-06`,
      signedToday: true,
      currentContinuousNumber: 3,
    });
    expect(june.signInItem.map((i) => [i.date, i.continuousNumber])).toEqual([[`${Y}-06-01`, 3]]);
    const may = await record(m, `${Y}-05`);
    expect(may.signInItem.map((i) => i.date)).toEqual([`${Y}-05-30`, `${Y}-05-31`]);

    // Tomorrow the streak is still alive (not yet signed); the day after it is broken.
    await travel('Y-06-02T08:00:00', m);
    expect(await record(m)).toMatchObject({ signedToday: false, currentContinuousNumber: 3 });
    await travel('Y-06-03T08:00:00', m);
    expect(await record(m)).toMatchObject({ signedToday: false, currentContinuousNumber: 0 });
    const bad = await t.request({
      method: 'GET',
      url: '/prod-api/integral/sign-in/record?month=2026-13',
      token: m.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
