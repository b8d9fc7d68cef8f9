import { z } from 'zod';
import { PagedQuery, pagedResult } from '../common.contract.js';
import { Permissions } from '../permissions.js';
import { defineRoute, type RouteDescriptor } from '../route.js';

/**
 * Money (钱钱) and its ledger (docs/product.md#money-ledger), and what every activity shares: how amounts
 * travel, the idempotency header, the ledger's reasons, and the error codes and messages of the economy.
 *
 * Amounts travel as decimal numbers with at most two places (12.5, -50, 10.99) and are stored as integer
 * cents. Every change of a member's money is one append-only ledger row written in the same transaction as
 * the balance; the balance never goes below 0 and always equals the sum of the member's ledger.
 */
const tags = ['ledger'];

// ----- amounts ---------------------------------------------------------------------------------------------

/** The largest single change of money any route accepts (a staff adjustment), in money. */
export const MONEY_CHANGE_MAX = 100_000;

/** Money → integer cents (10.99 → 1099). Rounds away binary noise such as 0.1 + 0.2. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents → money (1099 → 10.99). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when `amount` has at most two decimal places. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** A money amount in an answer: a decimal number with at most two places. */
export const MoneyValue = z.number();

/** A money amount in a request (body, query or path): a number with at most two decimal places. */
export const MoneyInput = z.coerce
  .number({ error: '请输入金额' })
  .refine((v) => Number.isFinite(v), '请输入金额')
  .refine(hasAtMostTwoDecimals, '金额最多保留两位小数');

// ----- idempotency -----------------------------------------------------------------------------------------

/**
 * Every request that spends money (a draw, buying experience, a bank deposit, a staff adjustment) carries
 * this header: a key the client makes once per user action (a UUID) and repeats unchanged when it retries
 * that action. The server changes money at most once per (member, key): a repeated request answers the
 * first result and changes nothing. Requests that only earn (sign-in, claiming a task, a bank draw) accept
 * it too. A missing or malformed key on a spending route is refused with 400 (`Validation`).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IdempotencyKeySchema = z
  .string({ error: '缺少 Idempotency-Key 请求头' })
  .trim()
  .min(8, 'Idempotency-Key 至少 8 个字符')
  .max(100, 'Idempotency-Key 最多 100 个字符')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Idempotency-Key 只能包含字母、数字和 . _ : -');

/** Marks a route as one that must carry `Idempotency-Key` (it spends money; the web client adds one). */
export function idempotent<R extends RouteDescriptor>(route: R): R & { idempotencyKey: 'required' } {
  return { ...route, idempotencyKey: 'required' };
}

/** Marks a route that accepts `Idempotency-Key` to make a retry harmless (it only earns). */
export function acceptsIdempotencyKey<R extends RouteDescriptor>(route: R): R & { idempotencyKey: 'optional' } {
  return { ...route, idempotencyKey: 'optional' };
}

/** True for the routes that must carry `Idempotency-Key`. */
export function requiresIdempotencyKey(route: RouteDescriptor): boolean {
  return route.idempotencyKey === 'required';
}

// ----- errors and messages -----------------------------------------------------------------------------------

/**
 * Error codes of the activities, beside the common ones (`ErrorCodes`); the client branches on these, never
 * on message text.
 */
export const ActivityErrorCodes = {
  /** 409: the balance cannot pay for it ("钱钱不足"). Nothing was changed. */
  insufficientMoney: 'InsufficientMoney',
  /** 409: the same Idempotency-Key was already used by this member for a different request. */
  idempotencyKeyReused: 'IdempotencyKeyReused',
  /** 409: already signed in today. */
  alreadySignedIn: 'AlreadySignedIn',
  /** 409: the task is not on offer now (accept), or not claimable (complete). */
  taskNotAvailable: 'TaskNotAvailable',
  /** 409: the bank card is not in a state that allows this (deposit into a used card, draw from an idle one). */
  bankCardState: 'BankCardState',
  /** 409: the level allows no more bank cards. */
  bankCardLimit: 'BankCardLimit',
  /** 409: the game is switched off by staff. */
  drawDisabled: 'DrawDisabled',
} as const;

/** Messages the economy answers with (the original product's wording where it had one). */
export const LEDGER_MESSAGES = {
  insufficientMoney: '钱钱不足',
  idempotencyKeyReused: '该 Idempotency-Key 已用于另一个请求',
  idempotencyKeyRequired: '缺少 Idempotency-Key 请求头',
  memberNotFound: '用户不存在',
  adjustmentZero: '调整金额不能为 0',
  adjustmentRange: `调整金额须在 -${MONEY_CHANGE_MAX} 到 ${MONEY_CHANGE_MAX} 之间`,
  remarkRequired: '请填写调整原因',
} as const;

// ----- the ledger ------------------------------------------------------------------------------------------

/**
 * Why money changed. One code per source or sink; a new way to earn or spend adds its code here.
 * `opening` is the balance a member already had when the ledger started (written once by the migration).
 */
export const LEDGER_REASONS = [
  'opening',
  'sign-in',
  'task.reward',
  'draw.cost',
  'draw.prize',
  'level.upgrade',
  'bank.deposit',
  'bank.draw',
  'chat.group',
  'forum.answer',
  'forum.answer.reversed',
  'staff.adjust',
  'welcome',
] as const;
export const LedgerReason = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof LedgerReason>;

/** How each reason is shown in the member's history and the console. */
export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  opening: '期初余额',
  'sign-in': '每日签到',
  'task.reward': '任务奖励',
  'draw.cost': '抽奖消耗',
  'draw.prize': '抽奖奖品',
  'level.upgrade': '购买经验',
  'bank.deposit': '银行存款',
  'bank.draw': '银行取款',
  'chat.group': '群聊消息',
  'forum.answer': '回答被采纳',
  'forum.answer.reversed': '采纳被撤回',
  'staff.adjust': '管理员调整',
  welcome: '新人礼金',
};

// ----- the welcome grant -----------------------------------------------------------------------------------

/**
 * The site setting that gives every new member money to start with (docs/decisions/0024): money with at most
 * two decimals, 0 switches it off. Unset or unreadable, the default applies.
 */
export const WELCOME_GRANT_SETTING = 'bbs.money.welcome-grant';
/** Enough for ten messages in the public room or a first grid draw, not enough to matter to the economy. */
export const WELCOME_GRANT_DEFAULT = 10;
export const WELCOME_GRANT_MAX = 1000;
/** The ledger row's idempotency key: the (tenant, member, key) constraint makes the grant once per member. */
export const WELCOME_GRANT_KEY = 'welcome';

const WELCOME_GRANT_MESSAGE = `新人礼金须为 0–${WELCOME_GRANT_MAX} 之间的金额，最多两位小数`;

/** A welcome grant as staff type it in the settings: "10", "12.5", "0". */
export const WelcomeGrantValue = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, WELCOME_GRANT_MESSAGE)
  .refine((v) => Number(v) <= WELCOME_GRANT_MAX, WELCOME_GRANT_MESSAGE);

/** The grant in cents from the setting's stored value; the default when unset or unreadable. */
export function welcomeGrantCents(stored: string | undefined): number {
  if (stored === undefined) return toCents(WELCOME_GRANT_DEFAULT);
  const parsed = WelcomeGrantValue.safeParse(stored);
  return parsed.success ? toCents(Number(parsed.data)) : toCents(WELCOME_GRANT_DEFAULT);
}

/** A calendar date `YYYY-MM-DD`, read in the server's time zone (`TIME_ZONE`). */
export const CalendarDateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: '日期不存在',
    },
  );

/** One change of money as its member sees it. */
export const LedgerEntry = z.object({
  id: z.string(),
  /** Signed: positive earned, negative spent. */
  amount: MoneyValue,
  /** The balance right after this change. */
  balance: MoneyValue,
  reason: LedgerReason,
  /** What the change belongs to (sign-in id, draw id, card id, task id…); null when nothing. */
  reference: z.string().nullable(),
  /** Free text: the staff's reason for an adjustment; null otherwise. */
  remark: z.string().nullable(),
  creationTime: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

const LedgerFilter = PagedQuery.extend({
  reason: LedgerReason.optional(),
  /** Calendar dates in `TIME_ZONE`, both inclusive. */
  dateFrom: CalendarDateInput.optional(),
  dateTo: CalendarDateInput.optional(),
});

export const ledgerMineRoute = defineRoute({
  method: 'GET',
  path: '/ledger',
  summary: 'My money history, newest first, filtered by reason and dates',
  tags,
  access: 'member',
  query: LedgerFilter,
  response: pagedResult(LedgerEntry).extend({ balance: MoneyValue }),
});

/** A ledger row in the console: whose it is and, for adjustments, who made it. */
export const AdminLedgerEntry = LedgerEntry.extend({
  userId: z.string(),
  userName: z.string(),
  nick: z.string(),
  /** Staff member who made an adjustment (user name kept as it was); null for the member's own activity. */
  actorName: z.string().nullable(),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntry>;

export const AdminLedgerQuery = LedgerFilter.extend({
  userId: z.string().trim().min(1).max(64).optional(),
  /** Exact user name (case-insensitive). */
  userName: z.string().trim().min(1).max(64).optional(),
});

export const adminLedgerListRoute = defineRoute({
  method: 'GET',
  path: '/admin/ledger',
  summary: "Anyone's money history with filters by member, reason and dates (staff)",
  tags,
  access: { permission: Permissions.ledgerRead },
  query: AdminLedgerQuery,
  response: pagedResult(AdminLedgerEntry).extend({
    /** Sum of the amounts of every row the filter selects (not only this page). */
    sumAmount: MoneyValue,
  }),
});

export const LedgerAdjustBody = z.object({
  userId: z.string({ error: '请选择用户' }).trim().min(1, '请选择用户').max(64),
  /** Signed: positive credits, negative debits (never below a zero balance). */
  amount: MoneyInput.refine((v) => v !== 0, LEDGER_MESSAGES.adjustmentZero).refine(
    (v) => Math.abs(v) <= MONEY_CHANGE_MAX,
    LEDGER_MESSAGES.adjustmentRange,
  ),
  /** Why: mandatory, kept on the ledger row and in the audit log. */
  remark: z.string({ error: LEDGER_MESSAGES.remarkRequired }).trim().min(2, LEDGER_MESSAGES.remarkRequired).max(200),
});
export type LedgerAdjustBody = z.infer<typeof LedgerAdjustBody>;

export const adminLedgerAdjustRoute = idempotent(
  defineRoute({
    method: 'POST',
    path: '/admin/ledger/adjust',
    summary: "Credit or debit a member's money with a mandatory reason (staff, audited; Idempotency-Key)",
    tags,
    access: { permission: Permissions.ledgerAdjust },
    body: LedgerAdjustBody,
    response: AdminLedgerEntry,
    status: 201,
  }),
);

/** A member whose balance is not the sum of their ledger rows (the ledger check). */
export const LedgerMismatch = z.object({
  userId: z.string(),
  userName: z.string(),
  balance: MoneyValue,
  ledgerSum: MoneyValue,
});

/** The outcome of comparing every member's balance with the sum of their ledger rows. */
export const LedgerCheckResult = z.object({
  checkedAt: z.string(),
  /** Members compared. */
  members: z.number().int(),
  /** How many balances differ from their ledger's sum (0 when the ledger holds). */
  mismatchCount: z.number().int(),
  /** The first differing members (at most 100). */
  mismatches: z.array(LedgerMismatch),
});
export type LedgerCheckResult = z.infer<typeof LedgerCheckResult>;

export const adminLedgerCheckRoute = defineRoute({
  method: 'POST',
  path: '/admin/ledger/check',
  summary:
    "Compare every member's balance with the sum of their ledger rows (staff); the health answer reports the last run",
  tags,
  access: { permission: Permissions.ledgerRead },
  response: LedgerCheckResult,
});
