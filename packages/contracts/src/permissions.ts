/**
 * Role and permission codes (docs/product.md#roles-and-permissions). Role `admin` and permission `*:*:*` pass every check;
 * an account with no role reports `ROLE_DEFAULT`.
 */
export const ROLE_ADMIN = 'admin';
export const ROLE_MEMBER = 'member';
export const ROLE_EDITOR = 'editor';
export const ROLE_MODERATOR = 'moderator';
export const ROLE_DEFAULT = 'ROLE_DEFAULT';
export const ALL_PERMISSIONS = '*:*:*';

/** Permission codes, `module:resource:action` like the original. Features add theirs here. */
export const Permissions = {
  topicCreate: 'bbs:discuss:add',
  commentCreate: 'bbs:comment:add',
  likeOperate: 'bbs:agree:operate',
  forumModerate: 'bbs:forum:moderate',
  contentManage: 'site:content:manage',
  userManage: 'system:user:manage',
  roleManage: 'system:role:manage',
  configManage: 'system:config:manage',
  smsOutboxRead: 'system:sms:read',
  auditRead: 'system:audit:read',
  siteNoticeManage: 'system:notice:manage',
  onlineRead: 'system:online:read',
  /** Create, disable and enable tenants; held only in the default (host) tenant counts. */
  tenantManage: 'system:tenant:manage',
  /** Levels, task definitions and draw tables. */
  activityManage: 'activity:config:manage',
  /** Anyone's money ledger. */
  ledgerRead: 'activity:ledger:read',
  /** Credit or debit a member's money (with a reason; audited). */
  ledgerAdjust: 'activity:ledger:adjust',
} as const;
export type PermissionCode = (typeof Permissions)[keyof typeof Permissions];

/** What a freshly registered member may do at once: post, comment and like. */
export const MEMBER_PERMISSIONS: readonly string[] = [
  Permissions.topicCreate,
  Permissions.commentCreate,
  Permissions.likeOperate,
];

export const SEEDED_ROLES: ReadonlyArray<{ code: string; name: string; permissions: readonly string[] }> = [
  { code: ROLE_ADMIN, name: '超级管理员', permissions: [ALL_PERMISSIONS] },
  {
    code: ROLE_EDITOR,
    name: '内容编辑',
    permissions: [...MEMBER_PERMISSIONS, Permissions.contentManage],
  },
  {
    code: ROLE_MODERATOR,
    name: '论坛版主',
    permissions: [...MEMBER_PERMISSIONS, Permissions.forumModerate],
  },
  { code: ROLE_MEMBER, name: '注册会员', permissions: MEMBER_PERMISSIONS },
];

/**
 * Passes when the holder has one of `required`; `admin` / `*:*:*` always pass.
 * A missing or empty requirement list is a programming error and throws.
 */
export function hasAny(
  held: { roleCodes: readonly string[]; permissionCodes: readonly string[] },
  required: { roles?: readonly string[]; permissions?: readonly string[] },
): boolean {
  const roles = required.roles;
  const perms = required.permissions;
  if ((!roles || roles.length === 0) && (!perms || perms.length === 0)) {
    throw new Error('hasAny needs a non-empty list of roles or permissions');
  }
  if (held.roleCodes.includes(ROLE_ADMIN) || held.permissionCodes.includes(ALL_PERMISSIONS)) return true;
  if (roles?.some((r) => held.roleCodes.includes(r))) return true;
  if (perms?.some((p) => held.permissionCodes.includes(p))) return true;
  return false;
}
