import { IDEMPOTENCY_KEY_HEADER, type BankCard } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { newId } from '../shared/ids.js';
import { adminSession, createMember, type TestMember } from './fixtures.js';
import type { TestApp } from './harness.js';
import { startInstances, type Instances } from './instances.js';

/** A seeded uniform source (mulberry32): the same mix on every run. */
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

/**
 * The money rules hold across instances (docs/decisions/0011-money-ledger.md): two servers on one database
 * (and one Redis when REDIS_URL is set), as behind a load balancer, take a random concurrent mix of every
 * operation that moves money — sign-in, draws, level purchases, bank deposits and draws, and staff
 * adjustments — from several members at once. Afterwards every balance equals the sum of its ledger, none is
 * negative, and each member was rewarded for signing in exactly once.
 */
describe('the economy on two instances', () => {
  let a: App;
  let b: App;
  let instances: Instances;
  let database: TestApp['database'];
  let on: Instances['on'];

  beforeAll(async () => {
    instances = await startInstances(2, { adminPassword: 'Admin#Economy-2026', env: { RATE_LIMIT_DISABLED: '1' } });
    [a, b] = instances.apps as [App, App];
    ({ database, on } = instances);
  });
  afterAll(() => instances.close());

  async function money(userId: string): Promise<number> {
    const row = await database.db
      .selectFrom('users')
      .select('money_cents')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.money_cents);
  }

  async function ledgerSum(userId: string): Promise<number> {
    const row = await database.db
      .selectFrom('money_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  it('keeps every balance equal to its ledger sum and never negative under a concurrent mix', async () => {
    const staff = await adminSession(on(a));
    const members: TestMember[] = [];
    for (const cents of [40_000, 12_000, 6_000, 0]) {
      const m = await createMember(on(a));
      await database.db.updateTable('users').set({ experience: 200 }).where('id', '=', m.id).execute();
      if (cents) {
        await a.services.wallet.credit({
          tenantId: m.tenantId,
          userId: m.id,
          amountCents: cents,
          reason: 'staff.adjust',
        });
      }
      members.push(m);
    }
    // Each member holds bank cards, applied for on either instance.
    const cards = new Map<string, string[]>();
    for (const [i, m] of members.entries()) {
      const res = await (i % 2 ? a : b).server.inject({
        method: 'POST',
        url: '/prod-api/bank/applying',
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      cards.set(
        m.id,
        res.json<BankCard[]>().map((c) => c.id),
      );
    }

    const random = seeded(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const key = () => ({ [IDEMPOTENCY_KEY_HEADER]: `mix-${newId()}` });
    const actions = Array.from({ length: 120 }, (_, i) => {
      const app = i % 2 ? a : b;
      const m = pick(members);
      const headers = { authorization: `Bearer ${m.token}`, ...key() };
      const roll = random();
      if (roll < 0.15) return app.server.inject({ method: 'POST', url: '/prod-api/integral/sign-in', headers });
      if (roll < 0.45) {
        const game = pick(['wheel', 'grid', 'slot']);
        return app.server.inject({ method: 'POST', url: `/prod-api/lucky/${game}`, headers });
      }
      if (roll < 0.6) {
        const experience = 1 + Math.floor(random() * 30);
        return app.server.inject({ method: 'PUT', url: `/prod-api/level/upgrade?experience=${experience}`, headers });
      }
      if (roll < 0.75) {
        const amount = 50 + Math.floor(random() * 51);
        return app.server.inject({
          method: 'PUT',
          url: `/prod-api/bank/deposit/${pick(cards.get(m.id)!)}/${amount}`,
          headers,
        });
      }
      if (roll < 0.88) {
        return app.server.inject({ method: 'PUT', url: `/prod-api/bank/draw/${pick(cards.get(m.id)!)}`, headers });
      }
      // Staff take money back or give it, sometimes more than the member holds (refused, never negative).
      const amount = Math.round((random() - 0.6) * 200 * 100) / 100 || 1;
      return app.server.inject({
        method: 'POST',
        url: '/prod-api/admin/ledger/adjust',
        headers: { authorization: `Bearer ${staff.token}`, ...key() },
        payload: { userId: m.id, amount, remark: '并发混合测试' },
      });
    });
    const answers = await Promise.all(actions);
    // Every answer is a success or a clear refusal (no money, already signed, idle card): never a 5xx.
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(answers.filter((res) => res.statusCode < 300).length).toBeGreaterThan(20);

    for (const m of members) {
      const balance = await money(m.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(m.id)).toBe(balance);
      // However many sign-ins raced on the two instances, one reward a day.
      const signIns = await database.db
        .selectFrom('sign_ins')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(Number(signIns.n)).toBeLessThanOrEqual(1);
    }
  });
});
