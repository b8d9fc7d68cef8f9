import { z } from 'zod';
import { PagedQuery } from './common.contract.js';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * The admin console's own endpoints: the audit log, the roles catalogue and the dashboard.
 * (Users, config, SMS and the content types have their admin routes in their own contracts.)
 */

const tags = ['admin'];

/**
 * Permission codes that make an account "staff": holding any one of them (or role admin / `*:*:*`) opens
 * the console at `/admin` and its dashboard. Each screen still needs its own permission.
 */
export const STAFF_PERMISSIONS: readonly string[] = [
  Permissions.contentManage,
  Permissions.forumModerate,
  Permissions.userManage,
  Permissions.roleManage,
  Permissions.configManage,
  Permissions.smsOutboxRead,
  Permissions.auditRead,
  Permissions.siteNoticeManage,
  Permissions.onlineRead,
  Permissions.activityManage,
  Permissions.ledgerRead,
  Permissions.ledgerAdjust,
];

// ----- audit log ----------------------------------------------------------------------------------------

export const AuditLogItem = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  /** User name of the staff member at the time (kept when the account is renamed or deleted). */
  actorName: z.string().nullable(),
  /** `<target>.<verb>`, e.g. `news.update`, `user.status`, `forum.discuss.moderate`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The stored before/after snapshots, parsed from JSON (null when the action has none). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  creationTime: z.string(),
});
export type AuditLogItem = z.infer<typeof AuditLogItem>;

export const AuditLogQuery = PagedQuery.extend({
  /** Exact action (`news.update`), or a prefix ending with a dot (`forum.`). */
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(64).optional(),
  targetId: z.string().trim().max(64).optional(),
  /** Actor user name (case-insensitive, exact). */
  actor: z.string().trim().max(64).optional(),
  /** ISO instants bounding the creation time: from inclusive, to exclusive. */
  from: z.string().datetime({ offset: true, message: '开始时间格式不正确' }).optional(),
  to: z.string().datetime({ offset: true, message: '结束时间格式不正确' }).optional(),
});

export const adminAuditLogListRoute = defineRoute({
  method: 'GET',
  path: '/admin/audit-logs',
  summary: 'Audit log of staff actions, newest first, with filters (admin)',
  tags,
  access: { permission: Permissions.auditRead },
  query: AuditLogQuery,
  response: z.object({
    items: z.array(AuditLogItem),
    totalCount: z.number().int(),
    /** Distinct actions and target types recorded in this tenant, for the filter pickers. */
    actions: z.array(z.string()),
    targetTypes: z.array(z.string()),
  }),
});

// ----- roles ----------------------------------------------------------------------------------------------

export const AdminRoleItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  isSystem: z.boolean(),
  permissionCodes: z.array(z.string()),
  /** Members holding the role. */
  userCount: z.number().int(),
  creationTime: z.string(),
});
export type AdminRoleItem = z.infer<typeof AdminRoleItem>;

/**
 * Roles with their permission codes (the roles picker and the read-only roles screen). Access: signed in
 * here, then the server requires `system:user:manage` or `system:role:manage` (the contract's access rule
 * holds one code only).
 */
export const adminRoleListRoute = defineRoute({
  method: 'GET',
  path: '/admin/roles',
  summary: 'Roles with their permission codes and member counts (user or role managers)',
  tags,
  access: 'member',
  response: z.object({ items: z.array(AdminRoleItem) }),
});
export const ROLE_LIST_PERMISSIONS: readonly string[] = [Permissions.userManage, Permissions.roleManage];

// ----- dashboard ------------------------------------------------------------------------------------------

export const DayCount = z.object({
  /** Calendar date in the server's time zone, `YYYY-MM-DD`. */
  date: z.string(),
  count: z.number().int(),
});
export type DayCount = z.infer<typeof DayCount>;

/** Money (钱钱) credited and debited on one calendar day, in money with two decimals. */
export const PointsDay = z.object({
  date: z.string(),
  issued: z.number(),
  spent: z.number(),
});
export type PointsDay = z.infer<typeof PointsDay>;

export const AdminDashboard = z.object({
  generatedAt: z.string(),
  /** IANA time zone the days are counted in (the server's `TIME_ZONE`). */
  timeZone: z.string(),
  days: z.number().int(),
  members: z.object({
    total: z.number().int(),
    active: z.number().int(),
    banned: z.number().int(),
    disabled: z.number().int(),
    /** Registered during the period (the sum of `perDay`). */
    newInPeriod: z.number().int(),
    /** One entry per day of the period, oldest first, days without registrations included. */
    perDay: z.array(DayCount),
  }),
  sessions: z.object({
    /** Sessions not revoked and not expired. */
    active: z.number().int(),
    /** Distinct members with an active session. */
    members: z.number().int(),
  }),
  notices: z.object({ total: z.number().int(), unread: z.number().int() }),
  smsSentInPeriod: z.number().int(),
  auditInPeriod: z.number().int(),
  /** Corporate content counts; null where the table is not in this database. */
  leads: z.object({ total: z.number().int(), new: z.number().int(), inPeriod: z.number().int() }).nullable(),
  downloads: z.object({ total: z.number().int(), software: z.number().int(), documents: z.number().int() }).nullable(),
  content: z
    .object({
      models: z.number().int(),
      news: z.number().int(),
      courses: z.number().int(),
      documents: z.number().int(),
      software: z.number().int(),
      openJobs: z.number().int(),
      newApplications: z.number().int(),
    })
    .nullable(),
  forum: z.object({ topics: z.number().int(), comments: z.number().int(), openReports: z.number().int() }).nullable(),
  /**
   * Points issued (credits) and spent (debits, as a positive number) per day of the period, oldest first,
   * from the money ledger; opening balances are not counted. Null where the ledger is not in this database.
   */
  points: z.object({ issuedInPeriod: z.number(), spentInPeriod: z.number(), perDay: z.array(PointsDay) }).nullable(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** Any staff account reads it (see STAFF_PERMISSIONS); the server checks after sign-in. */
export const adminDashboardRoute = defineRoute({
  method: 'GET',
  path: '/admin/dashboard',
  summary: 'Console dashboard: members, registrations per day, sessions, leads, downloads, content (staff)',
  tags,
  access: 'member',
  query: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
  response: AdminDashboard,
});
