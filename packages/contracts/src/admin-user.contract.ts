import { z } from 'zod';
import { OkResult, PagedQuery, pagedResult } from './common.contract.js';
import { defineRoute } from './route.js';
import { Permissions } from './permissions.js';

const tags = ['admin', 'user'];
const access = { permission: Permissions.userManage };

/** What staff see of a member: includes phone and email (never shown to other members). */
export const AdminUserItem = z.object({
  id: z.string(),
  userName: z.string(),
  nick: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['active', 'banned', 'disabled']),
  banReason: z.string().nullable(),
  roleCodes: z.array(z.string()),
  money: z.number(),
  creationTime: z.string(),
  lastLoginTime: z.string().nullable(),
});

export const adminUserListRoute = defineRoute({
  method: 'GET',
  path: '/admin/users',
  summary: 'Members with search and paging (admin)',
  tags,
  access,
  query: PagedQuery.extend({ filter: z.string().trim().max(64).optional() }),
  response: pagedResult(AdminUserItem),
});

export const AdminUserStatusBody = z.object({
  status: z.enum(['active', 'banned', 'disabled']),
  reason: z.string().trim().max(500).optional(),
});
export const AdminUserRolesBody = z.object({ roleCodes: z.array(z.string().min(1).max(64)).max(20) });

export const adminUserStatusRoute = defineRoute({
  method: 'PUT',
  path: '/admin/users/:id/status',
  summary: 'Ban (read-only, at once), disable (sessions end, login refused) or reactivate a member (audited)',
  tags,
  access,
  params: z.object({ id: z.string().min(1).max(64) }),
  body: AdminUserStatusBody,
  response: AdminUserItem,
});

export const adminUserForceOutRoute = defineRoute({
  method: 'POST',
  path: '/admin/users/:id/force-out',
  summary: "End all of a member's sessions at once (audited)",
  tags,
  access,
  params: z.object({ id: z.string().min(1).max(64) }),
  response: OkResult,
});

export const adminUserRolesRoute = defineRoute({
  method: 'PUT',
  path: '/admin/users/:id/roles',
  summary: "Replace a member's roles (audited)",
  tags,
  access: { permission: Permissions.roleManage },
  params: z.object({ id: z.string().min(1).max(64) }),
  body: AdminUserRolesBody,
  response: AdminUserItem,
});
