import type { Bool, Timestamp } from './column-kinds.js';

/** Tasks, lucky draws and the bank (migration 0009; docs/product.md#activities-and-points). */

/** A task definition staff manage; soft-deleted because accepted tasks keep pointing at it. */
export interface TaskDefinitionsTable {
  id: string;
  tenant_id: string;
  name: string;
  remarks: string;
  /** English beside the name and remarks (migration 0017); '' falls back to the Chinese. */
  name_en: string;
  remarks_en: string;
  /** Novice | Daily | Weekly */
  assignment_type: string;
  /** Discuss | Comment | Agree | UpdateNick | UpdateIcon */
  requirement_type: string;
  total_steps: number;
  reward_cents: number;
  order_num: number;
  /** The novice task that must be claimed before this one is offered; null for a chain's start. */
  pre_definition_id: string | null;
  is_enabled: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** A member's accepted task, with its own copy of the definition. Progress is counted, never stored. */
export interface MemberTasksTable {
  id: string;
  tenant_id: string;
  user_id: string;
  definition_id: string;
  name: string;
  remarks: string;
  /** English beside the name and remarks (migration 0017); '' falls back to the Chinese. */
  name_en: string;
  remarks_en: string;
  assignment_type: string;
  requirement_type: string;
  total_steps: number;
  reward_cents: number;
  order_num: number;
  /** `N` (novice), `D:YYYY-MM-DD` (the day) or `W:YYYY-MM-DD` (the week's Monday), in TIME_ZONE. */
  period_key: string;
  accepted_at: Timestamp;
  /** Null for novice tasks. */
  expires_at: Timestamp | null;
  /** When the steps were reached, kept once known (the member was told, or claimed). */
  completed_at: Timestamp | null;
  claimed_at: Timestamp | null;
  /** The Idempotency-Key of the claim, so a retried claim answers the first result. */
  claim_key: string | null;
  /** When the member was told the task is complete (told once). */
  notified_at: Timestamp | null;
}

/** One change of a member's nick or avatar, written in the same transaction as the change. */
export interface ProfileChangesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** nick | icon */
  kind: string;
  /** The new nick, or the new avatar's file id. */
  value: string;
  created_at: Timestamp;
}

/** A tenant's draw game: cost and prize table (a tenant without a row plays the defaults). */
export interface DrawGamesTable {
  tenant_id: string;
  /** wheel | grid | slot */
  game: string;
  cost_cents: number;
  is_enabled: Bool;
  /** JSON array of prizes: value in cents, weight, text, image, colours. */
  prizes_json: string;
  updated_at: Timestamp;
}

/** One draw: what was charged, what was won, as the table stood then. */
export interface DrawsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  game: string;
  prize_index: number;
  /** The slot machine's stop per reel (JSON array); null for the other games. */
  slots_json: string | null;
  /** The prize as it was drawn (JSON), so a replay answers it even after staff edit the table. */
  prize_json: string;
  cost_cents: number;
  prize_cents: number;
  idempotency_key: string;
  created_at: Timestamp;
}

/** A member's bank card. */
export interface BankCardsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  storage_cents: number;
  max_storage_cents: number;
  /** Unused | Wait */
  state: string;
  last_deposit_at: Timestamp | null;
  last_draw_at: Timestamp | null;
  /** Whether the last draw came before the term (only the deposit paid); null before any draw. */
  last_draw_early: Bool | null;
  fullterm_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The bank's rate: one row per tenant and hour. */
export interface BankRatesTable {
  id: string;
  tenant_id: string;
  /** The hour the rate holds from (on the hour). */
  rate_hour: Timestamp;
  /** The multiplier in ten-thousandths (11345 is 1.1345). */
  value_bp: number;
  is_fluctuate: Bool;
  created_at: Timestamp;
}

export interface ActivityTables {
  task_definitions: TaskDefinitionsTable;
  member_tasks: MemberTasksTable;
  profile_changes: ProfileChangesTable;
  draw_games: DrawGamesTable;
  draws: DrawsTable;
  bank_cards: BankCardsTable;
  bank_rates: BankRatesTable;
}
