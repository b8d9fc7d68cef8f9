import type { Timestamp } from './column-kinds.js';

/** The points economy's tables (migration 0008; docs/decisions/0011-money-ledger.md). */

/** One change of a member's money; never updated or deleted. */
export interface MoneyLedgerTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** Signed hundredths, never 0. */
  amount_cents: number;
  /** The member's balance right after this row, ≥ 0. */
  balance_cents: number;
  /** A `LedgerReason` code of the contracts. */
  reason: string;
  reference: string | null;
  remark: string | null;
  idempotency_key: string | null;
  /** The staff member who made an adjustment (name kept as it was). */
  actor_id: string | null;
  actor_name: string | null;
  created_at: Timestamp;
}

/** One sign-in per member and calendar day. */
export interface SignInsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** `YYYY-MM-DD` in the server's time zone. */
  sign_date: string;
  continuous_number: number;
  value_cents: number;
  created_at: Timestamp;
}

/** A tenant's level table. */
export interface LevelsTable {
  id: string;
  tenant_id: string;
  current_level: number;
  min_experience: number;
  name: string;
  nick: string;
  /** English beside the title and second title (migration 0017); '' falls back to the Chinese. */
  name_en: string;
  nick_en: string;
  logo: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EconomyTables {
  money_ledger: MoneyLedgerTable;
  sign_ins: SignInsTable;
  levels: LevelsTable;
}
