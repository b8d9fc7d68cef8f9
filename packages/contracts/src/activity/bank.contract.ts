import { z } from 'zod';
import { defineRoute } from '../route.js';
import { MoneyInput, MoneyValue, idempotent, acceptsIdempotencyKey } from './ledger.contract.js';

/**
 * The bank (docs/product.md#bank), `/bank` as in the original product. A member holds as many cards as their
 * level; a card takes one deposit of 50–100 for 3 days; drawing after the term pays deposit × the current
 * rate, drawing early returns only the deposit. Only a card's owner may deposit into it or draw from it (a
 * card of someone else answers 404); the money moves between that owner's balance and the card.
 */
const tags = ['bank'];

export const BANK_RULES = {
  depositMin: 50,
  depositMax: 100,
  termDays: 3,
  /** Rate records shown on the chart. */
  chartPoints: 24,
} as const;

export const BANK_MESSAGES = {
  depositTooSmall: `存款金额不能小于${BANK_RULES.depositMin}`,
  depositTooLarge: `存款数不能大于该卡的上限-【${BANK_RULES.depositMax}】钱钱`,
  cannotDeposit: '当前银行卡状态不能存款',
  cannotDraw: '当前银行卡状态不能提款',
  cardNotFound: '银行卡不存在',
  /** `{level}`, `{count}`: the member's level and how many cards they hold. */
  cardLimit: '申请失败，当前等级-【{level}】，最多可申领-【{level}】张银行卡，目前已拥有-【{count}】张',
} as const;

export const InterestRecord = z.object({
  id: z.string(),
  creationTime: z.string(),
  /** The rate multiplier (1.13 pays 113% of the deposit). */
  value: z.number(),
  /** True in a volatile hour (about one in ten), when the change is doubled. */
  isFluctuate: z.boolean(),
});
export type InterestRecord = z.infer<typeof InterestRecord>;

export const bankInterestRoute = defineRoute({
  method: 'GET',
  path: '/bank/interest',
  summary: 'The latest 24 hourly rates, oldest first',
  tags,
  access: 'public',
  response: z.array(InterestRecord),
});

/** Unused: idle, takes a deposit; Wait: deposited, until `fulltermTime` for the full rate. */
export const BankCardState = z.enum(['Unused', 'Wait']);
export type BankCardState = z.infer<typeof BankCardState>;

export const BankCard = z.object({
  id: z.string(),
  storageMoney: MoneyValue,
  maxStorageMoney: MoneyValue,
  bankCardState: BankCardState,
  lastDepositTime: z.string().nullable(),
  lastDrawTime: z.string().nullable(),
  /** When a deposit reaches its term; null when idle. */
  fulltermTime: z.string().nullable(),
  creationTime: z.string(),
});
export type BankCard = z.infer<typeof BankCard>;

export const bankCardsRoute = defineRoute({
  method: 'GET',
  path: '/bank',
  summary: 'My bank cards',
  tags,
  access: 'member',
  response: z.array(BankCard),
});

/** Tops my cards up to my level; 409 `BankCardLimit` with `BANK_MESSAGES.cardLimit` when already there. */
export const bankApplyRoute = defineRoute({
  method: 'POST',
  path: '/bank/applying',
  summary: 'Get new cards up to my level’s allowance',
  tags,
  access: 'member',
  response: z.array(BankCard),
});

export const BankMoveResult = z.object({
  card: BankCard,
  /** Signed change of my money: −deposit, or +payout. */
  amount: MoneyValue,
  /** True when a draw came before the term (only the deposit returned). */
  early: z.boolean(),
  money: MoneyValue,
});
export type BankMoveResult = z.infer<typeof BankMoveResult>;

/**
 * Deposits `moneyNum` (50–100) into my idle card. 400 outside the range; 409 `BankCardState` when the card
 * holds a deposit; 409 `InsufficientMoney` "钱钱不足". Carries `Idempotency-Key`.
 */
export const bankDepositRoute = idempotent(
  defineRoute({
    method: 'PUT',
    path: '/bank/deposit/:cardId/:moneyNum',
    summary: 'Deposit money into my idle card for the term',
    tags,
    access: 'member',
    params: z.object({
      cardId: z.string().min(1).max(64),
      moneyNum: MoneyInput.refine((v) => v >= BANK_RULES.depositMin, BANK_MESSAGES.depositTooSmall).refine(
        (v) => v <= BANK_RULES.depositMax,
        BANK_MESSAGES.depositTooLarge,
      ),
    }),
    response: BankMoveResult,
  }),
);

/**
 * Draws my card's deposit: × the current rate after the term, the deposit alone before it. 409
 * `BankCardState` "当前银行卡状态不能提款" on an idle card. `Idempotency-Key` optional.
 */
export const bankDrawRoute = acceptsIdempotencyKey(
  defineRoute({
    method: 'PUT',
    path: '/bank/draw/:cardId',
    summary: 'Draw my card’s deposit (with the rate after the term)',
    tags,
    access: 'member',
    params: z.object({ cardId: z.string().min(1).max(64) }),
    response: BankMoveResult,
  }),
);
