import type { Bool, Json, Timestamp } from './column-kinds.js';

/**
 * Spine table types for Kysely: tenants, accounts, roles, sessions, codes, settings, notices, files, the
 * catalogue taxonomy and the audit log. Column kinds are spelled as column-kinds.ts describes.
 */

export interface TenantsTable {
  id: string;
  code: string;
  name: string;
  is_default: Bool;
  created_at: Timestamp;
  /** Set while the host's staff keep the tenant disabled (migration 0013). */
  disabled_at: Timestamp | null;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  user_name: string;
  /** lower-cased user name: uniqueness is case-insensitive on both databases. */
  user_name_key: string;
  nick: string;
  password_hash: string;
  phone: string | null;
  email: string | null;
  sex: string;
  introduction: string;
  icon: string | null;
  /** active | banned | disabled */
  status: string;
  ban_reason: string | null;
  /** Points (钱钱) in hundredths, so 10.99 is 1099: no floating-point drift in the ledger. */
  money_cents: number;
  experience: number;
  topic_count: number;
  comment_count: number;
  like_received_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login_at: Timestamp | null;
  last_login_ip: string | null;
}

export interface RolesTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  description: string;
  is_system: Bool;
  created_at: Timestamp;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_code: string;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface SessionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface CaptchaChallengesTable {
  id: string;
  answer: string;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SmsCodesTable {
  id: string;
  tenant_id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface SmsOutboxTable {
  id: string;
  tenant_id: string;
  phone: string;
  content: string;
  provider: string;
  created_at: Timestamp;
}

export interface SiteConfigsTable {
  id: string;
  tenant_id: string;
  config_key: string;
  config_value: string;
  remark: string;
  updated_at: Timestamp;
}

export interface NoticesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  message: string;
  link: string | null;
  kind: string;
  is_read: Bool;
  created_at: Timestamp;
  /** A grouped notice's group (`topic:<id>`) while it is unread; reading it clears the key (migration 0022). */
  group_key: string | null;
  /** How many events the grouped notice tells of. */
  group_count: number;
}

/** Which events raise a member's notices, their default watching, and their own daily limit (migration 0022). */
export interface NoticeSettingsTable {
  tenant_id: string;
  user_id: string;
  replies: Bool;
  mentions: Bool;
  watching: Bool;
  likes: Bool;
  solved: Bool;
  tasks: Bool;
  watch_own_topics: Bool;
  watch_replied_topics: Bool;
  daily_limit: number | null;
  updated_at: Timestamp;
}

/** Limited notices a member was given on a calendar day (`YYYY-MM-DD` in TIME_ZONE). */
export interface NoticeDaysTable {
  tenant_id: string;
  user_id: string;
  day: string;
  count: number;
}

export interface FilesTable {
  id: string;
  tenant_id: string;
  owner_id: string | null;
  original_name: string;
  mime: string;
  size: number;
  storage_key: string;
  sha256: string;
  /** image | document | video | archive | other */
  kind: string;
  width: number | null;
  height: number | null;
  created_at: Timestamp;
  /** public | restricted (served only by the feature it is attached to; migration 0005) */
  access: string;
}

export interface ProductTypesTable {
  id: string;
  tenant_id: string;
  name: string;
  name_en: string;
  description: string;
  /** English beside the Chinese (migration 0006); '' when staff have not written it. */
  description_en: string;
  icon: string | null;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductSeriesTable {
  id: string;
  tenant_id: string;
  product_type_id: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  is_flagship: Bool;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SolutionTypesTable {
  id: string;
  tenant_id: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  order_num: number;
  is_published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogsTable {
  id: string;
  tenant_id: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: Json | null;
  after_json: Json | null;
  ip: string | null;
  created_at: Timestamp;
}

/** The spine's tables. */
export interface SpineTables {
  tenants: TenantsTable;
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  captcha_challenges: CaptchaChallengesTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  site_configs: SiteConfigsTable;
  notices: NoticesTable;
  notice_settings: NoticeSettingsTable;
  notice_days: NoticeDaysTable;
  files: FilesTable;
  product_types: ProductTypesTable;
  product_series: ProductSeriesTable;
  solution_types: SolutionTypesTable;
  audit_logs: AuditLogsTable;
}
