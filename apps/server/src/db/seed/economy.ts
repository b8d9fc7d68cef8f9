import { signInRewardCents } from '@clearsight/contracts';
import type { Db } from '../database.js';
import { addDays, dateKey, startOfDay } from '../../shared/calendar.js';
import { newId } from '../../shared/ids.js';

const HOUR = 3_600_000;

/** A small deterministic generator: the same demo history on every install. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

interface DemoSignIn {
  date: string;
  streak: number;
  valueCents: number;
  at: Date;
}

/** Streaks and rewards for a set of signed days (oldest first). */
function signIns(days: string[], bases: Map<string, number>, at: (day: string) => Date): DemoSignIn[] {
  const out: DemoSignIn[] = [];
  for (const date of days) {
    const previous = out.at(-1);
    const streak = previous && previous.date === addDays(date, -1) ? previous.streak + 1 : 1;
    out.push({ date, streak, valueCents: signInRewardCents(bases.get(date)!, streak), at: at(date) });
  }
  return out;
}

/**
 * The points economy's demo state (docs/product.md#activities-and-points), per tenant and idempotent:
 *
 * - for every member who has money but no ledger yet (the demo members the forum seed creates), a history
 *   that ends exactly at their balance: an opening balance when they joined, the experience they bought
 *   (1:1, as the level page sells it), and sign-ins on recent days with their streaks and rewards. The
 *   ledger's balance-after column is filled in order, so every member's ledger sums to their balance.
 */
export async function seedEconomy(
  db: Db,
  tenantId: string,
  options: { now?: Date | undefined; timeZone?: string | undefined } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? 'Asia/Shanghai';
  const members = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'money_cents', 'experience', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('money_cents', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('money_ledger').select('money_ledger.id').whereRef('money_ledger.user_id', '=', 'users.id')),
      ),
    )
    .orderBy('user_name')
    .execute();
  if (members.length === 0) return;

  const rnd = generator(20_260_611);
  const today = dateKey(now, timeZone);
  const ledger: Array<Record<string, unknown>> = [];
  const signInRows: Array<Record<string, unknown>> = [];
  for (const m of members) {
    const money = Number(m.money_cents);
    const experience = Number(m.experience);
    const joined = new Date(m.created_at);
    // Recent days up to yesterday, some in a row, some skipped; never before the member joined.
    const streakyness = rnd.next();
    const days: string[] = [];
    for (let back = rnd.int(8, 20); back >= 1; back -= 1) {
      const date = addDays(today, -back);
      if (startOfDay(date, timeZone) > joined && rnd.next() < 0.45 + streakyness * 0.5) days.push(date);
    }
    const bases = new Map(days.map((d) => [d, rnd.int(300, 1099)]));
    const at = (day: string) =>
      new Date(startOfDay(day, timeZone).getTime() + rnd.int(7, 22) * HOUR + rnd.int(0, 59) * 60_000);
    let history = signIns(days, bases, at);
    // The sign-ins must not exceed the balance: the opening balance pays for the experience bought.
    while (history.reduce((a, s) => a + s.valueCents, 0) > money) {
      days.shift();
      history = signIns(days, bases, at);
    }
    const earned = history.reduce((a, s) => a + s.valueCents, 0);
    const boughtCents = experience * 100;
    const openingCents = money - earned + boughtCents;

    let balance = 0;
    const row = (amount: number, reason: string, when: Date, reference: string | null) => {
      balance += amount;
      ledger.push({
        id: newId(when.getTime()),
        tenant_id: tenantId,
        user_id: m.id,
        amount_cents: amount,
        balance_cents: balance,
        reason,
        reference,
        remark: null,
        idempotency_key: null,
        actor_id: null,
        actor_name: null,
        created_at: when.toISOString(),
      });
    };
    if (openingCents > 0) row(openingCents, 'opening', joined, null);
    if (boughtCents > 0) row(-boughtCents, 'level.upgrade', new Date(joined.getTime() + HOUR), null);
    for (const s of history) {
      const id = newId(s.at.getTime());
      signInRows.push({
        id,
        tenant_id: tenantId,
        user_id: m.id,
        sign_date: s.date,
        continuous_number: s.streak,
        value_cents: s.valueCents,
        created_at: s.at.toISOString(),
      });
      row(s.valueCents, 'sign-in', s.at, id);
    }
  }

  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < signInRows.length; i += 200) {
      await trx
        .insertInto('sign_ins')
        .values(signInRows.slice(i, i + 200) as never)
        .execute();
    }
    for (let i = 0; i < ledger.length; i += 200) {
      await trx
        .insertInto('money_ledger')
        .values(ledger.slice(i, i + 200) as never)
        .execute();
    }
  });
}
