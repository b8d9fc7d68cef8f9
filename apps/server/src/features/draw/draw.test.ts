import {
  ActivityErrorCodes,
  DRAW_MESSAGES,
  ErrorCodes,
  IDEMPOTENCY_KEY_HEADER,
  type DrawGameConfig,
  type DrawResult,
} from '@clearsight/contracts';
import { sql } from 'kysely';
import { createTransactor } from '../../db/transaction.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createDrawRepository } from './draw.repository.js';
import {
  DEFAULT_GAME_RECORDS,
  createDrawService,
  pickIndex,
  secureRandom,
  seededRandom,
  slotStops,
} from './draw.service.js';

const WHEEL_VALUES = [0, 10, 30, 50, 60, 80, 90, 100, 200, 666];
const WHEEL_WEIGHTS = [30, 40, 30, 15, 15, 10, 4, 3, 2, 1];

let t: TestApp;
let admin: { id: string; token: string; tenantId: string };

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimitDisabled: true } });
  admin = await adminSession(t);
});
afterAll(async () => {
  await t.close();
});

const spin = (m: TestMember, game: string, key: string | null = `draw-${newId()}`) =>
  t.request({
    method: 'POST',
    url: `/prod-api/lucky/${game}`,
    token: m.token,
    headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  });

/** A member with money that the ledger accounts for. */
async function memberWith(money: number): Promise<TestMember> {
  const m = await createMember(t);
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

async function setTable(game: string, body: Record<string, unknown>) {
  return t.request({ method: 'PUT', url: `/prod-api/admin/lucky/${game}`, token: admin.token, payload: body });
}

/** Puts a game's default table back (tests that change a table restore it). */
async function restore(game: 'wheel' | 'grid' | 'slot') {
  const d = DEFAULT_GAME_RECORDS.find((g) => g.game === game)!;
  const res = await setTable(game, {
    cost: d.costCents / 100,
    enabled: true,
    prizes: d.prizes.map((p) => ({ ...p, value: p.valueCents / 100, valueCents: undefined })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the weighted pick', () => {
  it('follows the weights with a fixed seed: 150,000 wheel spins', () => {
    const random = seededRandom(20_260_101);
    const n = 150_000;
    const counts = new Array<number>(WHEEL_WEIGHTS.length).fill(0);
    let prizes = 0;
    for (let i = 0; i < n; i += 1) {
      const index = pickIndex(WHEEL_WEIGHTS, random);
      counts[index] = counts[index]! + 1;
      prizes += WHEEL_VALUES[index]!;
    }
    const total = WHEEL_WEIGHTS.reduce((a, b) => a + b, 0);
    for (const [i, w] of WHEEL_WEIGHTS.entries()) {
      const p = w / total;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(counts[i]! - n * p), `index ${i}`).toBeLessThan(4 * sd);
    }
    // The expected prize is 36.5: a spin at 50 loses 13.5 on average.
    expect(prizes / n).toBeGreaterThan(35.5);
    expect(prizes / n).toBeLessThan(37.5);
  });

  it('takes uniform numbers in [0, 1) from the CSPRNG by default', () => {
    const values = Array.from({ length: 1000 }, secureRandom);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBe(1000);
  });

  it('is reproducible with the same seed and never picks a zero weight', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const seqA = Array.from({ length: 200 }, () => pickIndex([0, 3, 0, 1], a));
    const seqB = Array.from({ length: 200 }, () => pickIndex([0, 3, 0, 1], b));
    expect(seqA).toEqual(seqB);
    expect(new Set(seqA)).toEqual(new Set([1, 3]));
    expect(pickIndex([5], () => 0.999_999_999)).toBe(0);
    expect(() => pickIndex([0, 0], Math.random)).toThrow();
  });

  it('stops the slot machine on the prize for a win and never on three of a kind for a loss', () => {
    const prizes = DEFAULT_GAME_RECORDS.find((g) => g.game === 'slot')!.prizes;
    const random = seededRandom(3);
    expect(slotStops(2, prizes, random)).toEqual([2, 2, 2]);
    for (let i = 0; i < 2000; i += 1) {
      const stops = slotStops(0, prizes, random);
      expect(stops).toHaveLength(3);
      expect(stops.every((s) => s >= 0 && s < prizes.length)).toBe(true);
      expect(stops.every((s) => s === stops[0])).toBe(false);
    }
  });
});

describe('the games', () => {
  it('lists the three games publicly; the wheel is the documented one', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/lucky' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: DrawGameConfig[] }>();
    expect(items.map((g) => g.game)).toEqual(['wheel', 'grid', 'slot']);
    const wheel = items[0]!;
    expect(wheel.cost).toBe(50);
    expect(wheel.prizes.map((p) => p.value)).toEqual(WHEEL_VALUES);
    expect(wheel.prizes.map((p) => p.weight)).toEqual(WHEEL_WEIGHTS);
    expect(wheel.prizes[0]!.text).toBe('啥也没有');
    expect(items[1]!.prizes).toHaveLength(8);
    const one = await t.request({ method: 'GET', url: '/prod-api/lucky/slot' });
    expect(one.json<DrawGameConfig>().game).toBe('slot');
    expect((await t.request({ method: 'GET', url: '/prod-api/lucky/dice' })).statusCode).toBe(400);
  });
});

describe('drawing', () => {
  it('charges the cost and credits the prize in one step, answering the prize index', async () => {
    const m = await memberWith(100);
    const res = await spin(m, 'wheel');
    expect(res.statusCode, res.body).toBe(200);
    const draw = res.json<DrawResult>();
    expect(draw.index).toBeGreaterThanOrEqual(0);
    expect(draw.index).toBeLessThan(10);
    expect(draw.slots).toBeNull();
    expect(draw.prize.value).toBe(WHEEL_VALUES[draw.index]);
    expect(draw.cost).toBe(50);
    expect(draw.money).toBe(100 - 50 + draw.prize.value);
    expect(await moneyCents(m.id)).toBe(Math.round(draw.money * 100));
    expect(await ledgerSum(m.id)).toBe(await moneyCents(m.id));
    const rows = await t.database.db
      .selectFrom('money_ledger')
      .select(['reason', 'reference', 'amount_cents'])
      .where('user_id', '=', m.id)
      .where('reason', 'like', 'draw.%')
      .execute();
    expect(rows.every((r) => r.reference === draw.id)).toBe(true);
    expect(rows.map((r) => r.reason).sort()).toEqual(
      draw.prize.value > 0 ? ['draw.cost', 'draw.prize'] : ['draw.cost'],
    );
  });

  it('charges 10 of 50 concurrent spins by a member who can pay for 10; the other 40 say "钱钱不足"', async () => {
    // Only "nothing" can be won, so exactly ten spins are affordable.
    const res = await setTable('wheel', {
      cost: 50,
      prizes: WHEEL_VALUES.map((value, i) => ({ value, weight: i === 0 ? 1 : 0, text: String(value) })),
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const m = await memberWith(500);
      const answers = await Promise.all(Array.from({ length: 50 }, () => spin(m, 'wheel')));
      const ok = answers.filter((a) => a.statusCode === 200);
      const broke = answers.filter((a) => a.statusCode === 409);
      expect(ok).toHaveLength(10);
      expect(broke).toHaveLength(40);
      for (const b of broke) {
        expect(b.json()).toMatchObject({ error: { code: ActivityErrorCodes.insufficientMoney, message: '钱钱不足' } });
      }
      expect(await moneyCents(m.id)).toBe(0);
      expect(await ledgerSum(m.id)).toBe(0);
      const draws = await t.database.db.selectFrom('draws').select('id').where('user_id', '=', m.id).execute();
      expect(draws).toHaveLength(10);
    } finally {
      await restore('wheel');
    }
  });

  it('answers a retried click (same Idempotency-Key) with the same draw and charges once', async () => {
    const m = await memberWith(200);
    const key = `click-${newId()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => spin(m, 'grid', key)));
    const later = await spin(m, 'grid', key);
    for (const a of [...answers, later]) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set([...answers, later].map((a) => a.json<DrawResult>().id));
    expect(ids.size).toBe(1);
    const costs = await t.database.db
      .selectFrom('money_ledger')
      .select('id')
      .where('user_id', '=', m.id)
      .where('reason', '=', 'draw.cost')
      .execute();
    expect(costs).toHaveLength(1);
    expect(await ledgerSum(m.id)).toBe(await moneyCents(m.id));
    // The same key for another game is someone else's request.
    const other = await spin(m, 'slot', key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: ActivityErrorCodes.idempotencyKeyReused } });
  });

  it('refuses a click without a key (400), a guest (401), an unknown game (400), and a switched-off game (409)', async () => {
    const m = await memberWith(100);
    const noKey = await spin(m, 'wheel', null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ error: { code: ErrorCodes.validation } });
    expect((await spin(m, 'wheel', 'bad key!')).statusCode).toBe(400);
    expect((await spin(m, 'dice')).statusCode).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/prod-api/lucky/wheel',
          headers: { [IDEMPOTENCY_KEY_HEADER]: `draw-${newId()}` },
        })
      ).statusCode,
    ).toBe(401);
    const off = await setTable('grid', {
      cost: 20,
      enabled: false,
      prizes: DEFAULT_GAME_RECORDS[1]!.prizes.map((p) => ({ value: p.valueCents / 100, weight: p.weight })),
    });
    expect(off.statusCode).toBe(200);
    try {
      const disabled = await spin(m, 'grid');
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json()).toMatchObject({
        error: { code: ActivityErrorCodes.drawDisabled, message: DRAW_MESSAGES.disabled },
      });
    } finally {
      await restore('grid');
    }
    expect(await moneyCents(m.id)).toBe(10_000);
  });

  it('stops the slot machine on three reels', async () => {
    const m = await memberWith(300);
    for (let i = 0; i < 5; i += 1) {
      const draw = (await spin(m, 'slot')).json<DrawResult>();
      expect(draw.slots).toHaveLength(3);
      if (draw.prize.value > 0) expect(draw.slots).toEqual([draw.index, draw.index, draw.index]);
      else expect(new Set(draw.slots).size).toBeGreaterThan(1);
    }
    expect(await ledgerSum(m.id)).toBe(await moneyCents(m.id));
  });

  it('draws the same prizes from the same seed (the random source is injectable)', async () => {
    const m = await memberWith(1000);
    const ctx: RequestContext = {
      tenantId: m.tenantId,
      ip: '203.0.113.7',
      userAgent: null,
      user: {
        id: m.id,
        tenantId: m.tenantId,
        sessionId: 's',
        userName: m.userName,
        nick: m.userName,
        status: 'active',
        roleCodes: [],
        permissionCodes: [],
      },
    };
    const service = (seed: number) =>
      createDrawService({
        repo: createDrawRepository(t.database.db),
        wallet: t.app.services.wallet,
        files: t.app.services.files,
        audit: { record: async () => undefined },
        transactor: createTransactor(t.database.db),
        clock: t.clock,
        random: seededRandom(seed),
      });
    const a = service(99);
    const b = service(99);
    const fromA: number[] = [];
    const fromB: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      fromA.push((await a.draw(ctx, 'wheel', `seed-a-${i}-${newId()}`)).index);
      fromB.push((await b.draw(ctx, 'wheel', `seed-b-${i}-${newId()}`)).index);
    }
    const reference = seededRandom(99);
    expect(fromA).toEqual(fromB);
    expect(fromA).toEqual(Array.from({ length: 4 }, () => pickIndex(WHEEL_WEIGHTS, reference)));
    expect(await ledgerSum(m.id)).toBe(await moneyCents(m.id));
  });
});

describe('staff edit the tables', () => {
  it('replaces a table (audited), checks the prize count and refuses members', async () => {
    const m = await createMember(t);
    const body = {
      cost: 25,
      prizes: [
        { value: 0, weight: 3, text: '再来', background: '#ffffff', fontColor: '#000' },
        { value: 100, weight: 1, text: '大奖' },
      ],
    };
    expect(
      (await t.request({ method: 'PUT', url: '/prod-api/admin/lucky/slot', token: m.token, payload: body })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/prod-api/admin/lucky', token: m.token })).statusCode).toBe(403);
    try {
      const res = await setTable('slot', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        game: 'slot',
        cost: 25,
        enabled: true,
        prizes: [{ text: '再来' }, { value: 100 }],
      });
      expect((await t.request({ method: 'GET', url: '/prod-api/lucky/slot' })).json()).toMatchObject({ cost: 25 });
      const audits = await t.database.db
        .selectFrom('audit_logs')
        .selectAll()
        .where('action', '=', 'draw.update')
        .where('target_id', '=', 'slot')
        .execute();
      expect(audits.length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(String(audits.at(-1)!.before_json))).toMatchObject({ cost: 30 });
    } finally {
      await restore('slot');
    }

    const grid7 = await setTable('grid', {
      cost: 20,
      prizes: Array.from({ length: 7 }, () => ({ value: 1, weight: 1 })),
    });
    expect(grid7.statusCode).toBe(400);
    const noWeight = await setTable('wheel', {
      cost: 50,
      prizes: [
        { value: 1, weight: 0 },
        { value: 2, weight: 0 },
      ],
    });
    expect(noWeight.statusCode).toBe(400);
    for (const cost of [0, -1, 10_001, 1.234]) {
      expect(
        (
          await setTable('wheel', {
            cost,
            prizes: [
              { value: 1, weight: 1 },
              { value: 2, weight: 1 },
            ],
          })
        ).statusCode,
      ).toBe(400);
    }
    const missingImage = await setTable('wheel', {
      cost: 50,
      prizes: [
        { value: 1, weight: 1, image: newId() },
        { value: 2, weight: 1 },
      ],
    });
    expect(missingImage.statusCode).toBe(400);
    expect(
      (
        await setTable('wheel', {
          cost: 50,
          prizes: [
            { value: 1, weight: 1, background: 'red' },
            { value: 2, weight: 1 },
          ],
        })
      ).statusCode,
    ).toBe(400);
  });
});
