import {
  ActivityErrorCodes,
  BANK_MESSAGES,
  ErrorCodes,
  IDEMPOTENCY_KEY_HEADER,
  type BankCard,
  type BankMoveResult,
  type InterestRecord,
} from '@clearsight/contracts';
import { sql } from 'kysely';
import { createTransactor } from '../../db/transaction.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, createTestDatabase, createTestKeyValueStore, type TestApp } from '../../test/harness.js';
import { createBankRepository } from './bank.repository.js';
import { RATE_MODEL, createBankService, hourOf, nextRate } from './bank.service.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const Y = new Date().getUTCFullYear() + 1;
const at = (local: string) => new Date(`${local}+08:00`);

/** A seeded uniform source (mulberry32), so the rate's statistics are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('the hourly rate', () => {
  it('walks around 1.15 with memory, normally within 0.90–1.40, about one hour in ten volatile', () => {
    const random = seeded(20_260_601);
    const values: number[] = [];
    let volatile = 0;
    let previous: number = RATE_MODEL.mean;
    for (let i = 0; i < 20_000; i += 1) {
      const next = nextRate(previous, random);
      if (next.isFluctuate) volatile += 1;
      values.push(next.value);
      previous = next.value;
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(1.13);
    expect(mean).toBeLessThan(1.17);
    expect(values.every((v) => v >= 0.6 && v <= 1.6)).toBe(true);
    expect(values.filter((v) => v >= 0.9 && v <= 1.4).length / values.length).toBeGreaterThan(0.97);
    expect(volatile / values.length).toBeGreaterThan(0.08);
    expect(volatile / values.length).toBeLessThan(0.12);
    // Memory: each hour is close to the one before (a memoryless draw around a constant would be ≈ 0).
    let num = 0;
    let den = 0;
    for (let i = 1; i < values.length; i += 1) num += (values[i]! - mean) * (values[i - 1]! - mean);
    for (const v of values) den += (v - mean) ** 2;
    expect(num / den).toBeGreaterThan(0.6);
    // Four decimals, as stored.
    expect(
      values.every(
        (v) => Math.round(v * 10_000) === v * 10_000 || Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6,
      ),
    ).toBe(true);
  });

  it('starts an hour on the hour', () => {
    expect(hourOf(new Date('2030-01-31T23:59:59.999Z'))).toBe(Date.parse('2030-01-31T23:00:00.000Z'));
    expect(hourOf(new Date('2030-02-01T00:00:00.000Z'))).toBe(Date.parse('2030-02-01T00:00:00.000Z'));
  });
});

describe('two instances on one database', () => {
  let a: App;
  let b: App;
  let dispose: () => Promise<void>;
  let database: TestApp['database'];
  const clock = new ManualClock(at(`${Y}-07-01T09:00:00`));
  const kvA = createTestKeyValueStore();
  const kvB = createTestKeyValueStore();

  beforeAll(async () => {
    const test = await createTestDatabase();
    dispose = test.dispose;
    database = test.database;
    await migrateToLatest(database.db, database.kind);
    await seedDatabase(database.db, { adminPassword: 'Admin#Bank-2026' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: test.dataDir,
      JWT_SECRET: 'x'.repeat(40),
      OVERLOAD_GUARD: 'off',
      RATE_LIMIT_DISABLED: '1',
    });
    a = await buildApp({ config, database, kv: kvA, clock });
    b = await buildApp({ config, database, kv: kvB, clock });
    await Promise.all([a.server.ready(), b.server.ready()]);
  });
  afterAll(async () => {
    await a.server.close();
    await b.server.close();
    await kvA.close();
    await kvB.close();
    await dispose();
  });

  const race = () =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).server.inject({ method: 'GET', url: '/prod-api/bank/interest' }),
      ),
    );

  async function storedHours(): Promise<string[]> {
    const rows = await database.db.selectFrom('bank_rates').select('rate_hour').orderBy('rate_hour').execute();
    return rows.map((r) => new Date(r.rate_hour).toISOString());
  }

  it('stores exactly one rate per hour, on the hour, whichever instance writes it', async () => {
    clock.set(at(`${Y}-07-01T09:00:00`));
    const answers = await race();
    for (const res of answers) expect(res.statusCode).toBe(200);
    const hours = await storedHours();
    expect(new Set(hours).size).toBe(hours.length);
    const records = answers[0]!.json<InterestRecord[]>();
    expect(records).toHaveLength(24);
    const last = records.at(-1)!;
    expect(last.creationTime).toBe(at(`${Y}-07-01T09:00:00`).toISOString());
    // Consecutive hours, each on the hour, and every instance answers the same values.
    for (let i = 1; i < records.length; i += 1) {
      expect(Date.parse(records[i]!.creationTime) - Date.parse(records[i - 1]!.creationTime)).toBe(HOUR);
    }
    for (const res of answers) expect(res.json()).toEqual(records);

    // Still the same hour at 09:59:59.999; a new one at 10:00 sharp, written once by the racing pair.
    clock.set(new Date(at(`${Y}-07-01T10:00:00`).getTime() - 1));
    await race();
    expect(await storedHours()).toHaveLength(hours.length);
    clock.set(at(`${Y}-07-01T10:00:00`));
    const next = await race();
    const after = await storedHours();
    expect(after).toHaveLength(hours.length + 1);
    expect(after.at(-1)).toBe(at(`${Y}-07-01T10:00:00`).toISOString());
    const latest = next[0]!.json<InterestRecord[]>();
    for (const res of next) expect(res.json()).toEqual(latest);
    // The new value follows from the last one: one hour's change stays within the volatile bounds.
    expect(Math.abs(latest.at(-1)!.value - latest.at(-2)!.value)).toBeLessThan(0.5);
  });

  it('fills the hours an instance missed, once each, when both instances are asked at once', async () => {
    clock.set(at(`${Y}-07-01T15:00:00`));
    await race();
    const rows = await database.db
      .selectFrom('bank_rates')
      .select(['rate_hour'])
      .where('rate_hour', '>', at(`${Y}-07-01T10:00:00`).toISOString())
      .execute();
    expect(rows.map((r) => new Date(r.rate_hour).toISOString()).sort()).toEqual(
      [11, 12, 13, 14, 15].map((h) => at(`${Y}-07-01T${h}:00:00`).toISOString()),
    );
  });

  it('runs a timer per instance that writes the new hour just past it, and stops on shutdown', async () => {
    const jobClock = new ManualClock(new Date(at(`${Y}-07-02T08:59:59`).getTime() + 900));
    const job = (seed: number) =>
      createBankService({
        repo: createBankRepository(database.db),
        wallet: a.services.wallet,
        levels: a.services.levels,
        transactor: createTransactor(database.db),
        clock: jobClock,
        random: seeded(seed),
      }).rateJob;
    const first = job(1);
    const second = job(2);
    first.start();
    second.start();
    // The first tick writes the current hour (and those missed since 15:00 yesterday, up to 24). Then the
    // clock passes 09:00; the timers fire 50 ms past the hour as the instances see it (150 ms after start).
    jobClock.set(new Date(at(`${Y}-07-02T09:00:00`).getTime() + 100));
    const nine = at(`${Y}-07-02T09:00:00`).toISOString();
    for (let waited = 0; waited < 5000 && !(await storedHours()).includes(nine); waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all([first.stop(), second.stop()]);
    const hours = await storedHours();
    expect(new Set(hours).size).toBe(hours.length);
    expect(hours.at(-1)).toBe(at(`${Y}-07-02T09:00:00`).toISOString());
    expect(hours).toContain(at(`${Y}-07-02T08:00:00`).toISOString());
    // Stopped: another hour passes and nothing is written.
    jobClock.set(at(`${Y}-07-02T10:00:01`));
    await new Promise((r) => setTimeout(r, 100));
    expect(await storedHours()).toHaveLength(hours.length);
  });
});

describe('cards, deposits and draws', () => {
  let t: TestApp;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock(at(`${Y}-06-01T10:00:00`));
    t = await createTestApp({ clock, config: { rateLimitDisabled: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function memberWith(money: number, experience = 0): Promise<TestMember> {
    const m = await createMember(t);
    if (experience) {
      await t.database.db.updateTable('users').set({ experience }).where('id', '=', m.id).execute();
    }
    if (money > 0) {
      await t.app.services.wallet.credit({
        tenantId: m.tenantId,
        userId: m.id,
        amountCents: Math.round(money * 100),
        reason: 'sign-in',
      });
    }
    return m;
  }

  async function relogin(...members: TestMember[]) {
    for (const m of members) {
      m.token = (
        await t.app.services.sessions.create({
          userId: m.id,
          tenantId: m.tenantId,
          ip: '203.0.113.7',
          userAgent: 'vitest',
        })
      ).token;
    }
  }

  const apply = (m: TestMember) => t.request({ method: 'POST', url: '/prod-api/bank/applying', token: m.token });
  const deposit = (m: TestMember, cardId: string, amount: string | number, key: string | null = `dep-${newId()}`) =>
    t.request({
      method: 'PUT',
      url: `/prod-api/bank/deposit/${cardId}/${amount}`,
      token: m.token,
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
    });
  const draw = (m: TestMember, cardId: string, key?: string) =>
    t.request({
      method: 'PUT',
      url: `/prod-api/bank/draw/${cardId}`,
      token: m.token,
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
    });
  async function firstCard(m: TestMember): Promise<BankCard> {
    const res = await apply(m);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BankCard[]>()[0]!;
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

  /** Stores the rate of the hour `when` falls in (before the service would). */
  async function rateAt(when: Date, value: number): Promise<void> {
    await t.database.db
      .insertInto('bank_rates')
      .values({
        id: newId(),
        tenant_id: (
          await t.database.db
            .selectFrom('tenants')
            .select('id')
            .where('is_default', '=', true)
            .executeTakeFirstOrThrow()
        ).id,
        rate_hour: new Date(hourOf(when)).toISOString(),
        value_bp: Math.round(value * 10_000),
        is_fluctuate: false,
        created_at: when.toISOString(),
      })
      .execute();
  }

  it('serves the last 24 rates to anyone, oldest first', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/bank/interest' });
    expect(res.statusCode).toBe(200);
    const records = res.json<InterestRecord[]>();
    expect(records).toHaveLength(24);
    expect(records.at(-1)!.creationTime).toBe(at(`${Y}-06-01T10:00:00`).toISOString());
    expect(records.every((r) => r.value >= 0.6 && r.value <= 1.6)).toBe(true);
  });

  it('gives cards up to the level, then refuses with the limit message', async () => {
    const m = await memberWith(0);
    expect((await t.request({ method: 'GET', url: '/prod-api/bank', token: m.token })).json()).toEqual([]);
    expect((await apply(m)).json()).toHaveLength(1);
    const again = await apply(m);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: {
        code: ActivityErrorCodes.bankCardLimit,
        message: '申请失败，当前等级-【1】，最多可申领-【1】张银行卡，目前已拥有-【1】张',
      },
    });
    // Level 3 (100 experience) tops up to three; concurrent applies do not overshoot.
    await t.database.db.updateTable('users').set({ experience: 100 }).where('id', '=', m.id).execute();
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(m)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const cards = (await t.request({ method: 'GET', url: '/prod-api/bank', token: m.token })).json<BankCard[]>();
    expect(cards).toHaveLength(3);
    expect(cards.every((c) => c.bankCardState === 'Unused' && c.storageMoney === 0 && c.maxStorageMoney === 100)).toBe(
      true,
    );
    expect((await t.request({ method: 'POST', url: '/prod-api/bank/applying' })).statusCode).toBe(401);
  });

  it('refuses amounts outside 50–100 (400), a missing key (400) and someone else’s card (404)', async () => {
    const m = await memberWith(500);
    const other = await memberWith(500);
    const card = await firstCard(m);
    const theirs = await firstCard(other);
    for (const amount of ['49.99', '100.01', '1.234', 'abc', '-60', '0']) {
      const res = await deposit(m, card.id, amount);
      expect(res.statusCode, amount).toBe(400);
    }
    expect((await deposit(m, card.id, 49.99)).json()).toMatchObject({
      error: { code: ErrorCodes.validation, validationErrors: [{ message: BANK_MESSAGES.depositTooSmall }] },
    });
    expect((await deposit(m, card.id, 60, null)).statusCode).toBe(400);
    const notMine = await deposit(m, theirs.id, 60);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ error: { message: BANK_MESSAGES.cardNotFound } });
    expect((await deposit(m, newId(), 60)).statusCode).toBe(404);
    // Their card holds a deposit: drawing it early is theirs alone.
    expect((await deposit(other, theirs.id, 70)).statusCode).toBe(200);
    expect((await draw(m, theirs.id)).statusCode).toBe(404);
    expect(await moneyCents(m.id)).toBe(50_000);
    expect(await moneyCents(other.id)).toBe(43_000);
    const stillTheirs = (await t.request({ method: 'GET', url: '/prod-api/bank', token: other.token })).json<
      BankCard[]
    >();
    expect(stillTheirs[0]).toMatchObject({ bankCardState: 'Wait', storageMoney: 70 });
  });

  it('takes one deposit per card, even from 20 concurrent requests, and "钱钱不足" when it cannot pay', async () => {
    const poor = await memberWith(49);
    const poorCard = await firstCard(poor);
    const broke = await deposit(poor, poorCard.id, 50);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({ error: { code: ActivityErrorCodes.insufficientMoney, message: '钱钱不足' } });

    const m = await memberWith(1000);
    const card = await firstCard(m);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(m, card.id, 80)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json()).toMatchObject({
      error: { code: ActivityErrorCodes.bankCardState, message: BANK_MESSAGES.cannotDeposit },
    });
    const result = ok[0]!.json<BankMoveResult>();
    expect(result).toMatchObject({
      amount: -80,
      early: false,
      money: 920,
      card: { bankCardState: 'Wait', storageMoney: 80 },
    });
    expect(Date.parse(result.card.fulltermTime!) - Date.parse(result.card.lastDepositTime!)).toBe(3 * DAY);
    expect(await moneyCents(m.id)).toBe(92_000);
    expect(await ledgerSum(m.id)).toBe(92_000);
  });

  it('answers a retried deposit with the first result and charges once', async () => {
    const m = await memberWith(200);
    const card = await firstCard(m);
    const key = `dep-${newId()}`;
    const first = await deposit(m, card.id, 55.5, key);
    const again = await deposit(m, card.id, 55.5, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ amount: -55.5, card: { id: card.id } });
    expect(await moneyCents(m.id)).toBe(14_450);
    // The same key for another amount is another request.
    expect((await deposit(m, card.id, 60, key)).json()).toMatchObject({
      error: { code: ActivityErrorCodes.idempotencyKeyReused },
    });
  });

  it('returns only the deposit when drawn early, and refuses to draw from an idle card', async () => {
    clock.set(at(`${Y}-06-01T10:00:00`));
    const m = await memberWith(100);
    const card = await firstCard(m);
    const idle = await draw(m, card.id);
    expect(idle.statusCode).toBe(409);
    expect(idle.json()).toMatchObject({
      error: { code: ActivityErrorCodes.bankCardState, message: BANK_MESSAGES.cannotDraw },
    });
    expect((await deposit(m, card.id, 100)).statusCode).toBe(200);
    clock.advance(3 * DAY - 1000);
    await relogin(m);
    const early = await draw(m, card.id);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({
      amount: 100,
      early: true,
      money: 100,
      card: { bankCardState: 'Unused', storageMoney: 0 },
    });
    expect(await ledgerSum(m.id)).toBe(10_000);
  });

  it('pays deposit × the rate holding at draw time after the term, once under concurrent draws', async () => {
    clock.set(at(`${Y}-06-10T10:30:00`));
    const m = await memberWith(100);
    await relogin(m);
    const card = await firstCard(m);
    expect((await deposit(m, card.id, 80)).statusCode).toBe(200);
    const drawAt = new Date(clock.now().getTime() + 3 * DAY + HOUR);
    clock.set(drawAt);
    await relogin(m);
    await rateAt(drawAt, 1.2345);
    const key = `draw-${newId()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => draw(m, card.id, i === 0 ? key : undefined)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    // 80 × 1.2345 = 98.76
    expect(ok[0]!.json()).toMatchObject({ amount: 98.76, early: false, money: 20 + 98.76 });
    expect(await moneyCents(m.id)).toBe(11_876);
    expect(await ledgerSum(m.id)).toBe(11_876);
    const retry = await draw(m, card.id, key);
    if (ok[0] === answers[0]) expect(retry.json()).toMatchObject({ amount: 98.76, early: false });
    expect(await moneyCents(m.id)).toBe(11_876);
  });

  it('keeps every balance equal to its ledger sum after a random concurrent mix', async () => {
    clock.set(at(`${Y}-06-20T10:00:00`));
    const members = await Promise.all([memberWith(300, 100), memberWith(150, 30), memberWith(60)]);
    const cards = new Map<string, string[]>();
    for (const m of members)
      cards.set(
        m.id,
        (await apply(m)).json<BankCard[]>().map((c) => c.id),
      );
    const random = seeded(42);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const actions = Array.from({ length: 90 }, () => {
      const m = pick(members);
      const roll = random();
      if (roll < 0.35) {
        return t.request({
          method: 'POST',
          url: `/prod-api/lucky/${pick(['wheel', 'grid', 'slot'])}`,
          token: m.token,
          headers: { [IDEMPOTENCY_KEY_HEADER]: `mix-${newId()}` },
        });
      }
      if (roll < 0.65) return deposit(m, pick(cards.get(m.id)!), 50 + Math.floor(random() * 51));
      if (roll < 0.9) return draw(m, pick(cards.get(m.id)!));
      return t.request({
        method: 'PUT',
        url: `/prod-api/level/upgrade?experience=${1 + Math.floor(random() * 20)}`,
        token: m.token,
        headers: { [IDEMPOTENCY_KEY_HEADER]: `mix-${newId()}` },
      });
    });
    const answers = await Promise.all(actions);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const m of members) {
      const money = await moneyCents(m.id);
      expect(money).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(m.id)).toBe(money);
      // What sits in the cards is exactly what was deposited and not drawn back.
      const [deposited, stored] = await Promise.all([
        t.database.db
          .selectFrom('money_ledger')
          .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('n'))
          .where('user_id', '=', m.id)
          .where('reason', '=', 'bank.deposit')
          .executeTakeFirstOrThrow(),
        t.database.db
          .selectFrom('bank_cards')
          .select((eb) => eb.fn.coalesce(eb.fn.sum('storage_cents'), sql<number>`0`).as('n'))
          .where('user_id', '=', m.id)
          .executeTakeFirstOrThrow(),
      ]);
      const drawn = await t.database.db
        .selectFrom('money_ledger')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('n'))
        .where('user_id', '=', m.id)
        .where('reason', '=', 'bank.draw')
        .executeTakeFirstOrThrow();
      // All draws in this mix are early, so each returns exactly its deposit.
      expect(Number(deposited.n) + Number(drawn.n) + Number(stored.n) === 0).toBe(true);
    }
  });
});
