import { z } from 'zod';
import { defineRoute } from '../route.js';
import { MoneyValue, acceptsIdempotencyKey } from './ledger.contract.js';

/**
 * Daily sign-in (docs/product.md#daily-sign-in): once per calendar day in the server's time zone
 * (`TIME_ZONE`). The reward is a random base of 3.00–10.99, doubled when the base's shortest written form
 * ends with 9, plus the streak length (1 on a first day, +1 for each consecutive calendar day), capped at 30.
 */
const tags = ['sign-in'];

/** The reward's numbers, in cents (the rules the page shows are written from these). */
export const SIGN_IN_RULES = {
  baseMinCents: 300,
  baseMaxCents: 1099,
  /** Added per day of the streak (1.00 a day). */
  streakBonusCents: 100,
  capCents: 3000,
} as const;

/** True when the amount's shortest written form ends with 9: 3.09, 5.9 and 9 do; 10 and 3.1 do not. */
export function endsWithNine(cents: number): boolean {
  let c = cents;
  while (c > 0 && c % 10 === 0) c /= 10;
  return c % 10 === 9;
}

/**
 * The day's reward in cents for a base (3.00–10.99, in cents) and the streak including today: the base,
 * doubled when it ends with 9, plus one money per day of the streak, capped at 30.
 */
export function signInRewardCents(baseCents: number, streak: number): number {
  const base = endsWithNine(baseCents) ? baseCents * 2 : baseCents;
  return Math.min(SIGN_IN_RULES.capCents, base + streak * SIGN_IN_RULES.streakBonusCents);
}

export const SIGN_IN_MESSAGES = {
  alreadySignedIn: '今日你已经签到过了~',
} as const;

export const SignInResult = z.object({
  /** Money earned by this sign-in. */
  value: MoneyValue,
  /** The streak including today (1 on a first day). */
  continuousNumber: z.number().int(),
  /** The balance after the reward. */
  money: MoneyValue,
});
export type SignInResult = z.infer<typeof SignInResult>;

/**
 * Signs in for today. A second sign-in the same day (even a concurrent one) is refused with 409
 * `AlreadySignedIn` "今日你已经签到过了~". An `Idempotency-Key` is optional: a retry carrying the key of a
 * sign-in that succeeded answers that first result.
 */
export const signInRoute = acceptsIdempotencyKey(
  defineRoute({
    method: 'POST',
    path: '/integral/sign-in',
    summary: 'Sign in for today and earn the day’s reward',
    tags,
    access: 'member',
    response: SignInResult,
  }),
);

export const SignInItem = z.object({
  id: z.string(),
  creationTime: z.string(),
  /** The calendar day signed, `YYYY-MM-DD` in `TIME_ZONE`. */
  date: z.string(),
  value: MoneyValue,
  continuousNumber: z.number().int(),
});
export type SignInItem = z.infer<typeof SignInItem>;

export const SignInRecordQuery = z.object({
  /** The month to show, `YYYY-MM`; this month by default. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM')
    .optional(),
});

export const SignInRecord = z.object({
  /** The month's sign-ins, oldest first (the calendar's marked days). */
  signInItem: z.array(SignInItem),
  /**
   * The live streak: the last sign-in's streak when it was today or yesterday (calendar dates in
   * `TIME_ZONE`), 0 when the streak is broken.
   */
  currentContinuousNumber: z.number().int(),
  signedToday: z.boolean(),
  /** Today in `TIME_ZONE`, `YYYY-MM-DD`. */
  today: z.string(),
  /** The month shown, `YYYY-MM`. */
  month: z.string(),
  timeZone: z.string(),
});
export type SignInRecord = z.infer<typeof SignInRecord>;

export const signInRecordRoute = defineRoute({
  method: 'GET',
  path: '/integral/sign-in/record',
  summary: "A month's sign-ins (this month by default) and the current streak",
  tags,
  access: 'member',
  query: SignInRecordQuery,
  response: SignInRecord,
});
