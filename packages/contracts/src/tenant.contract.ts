import { z } from 'zod';
import { UserNameSchema } from './account.contract.js';
import { Permissions } from './permissions.js';
import { defineRoute } from './route.js';

/**
 * Tenants (docs/product.md#tenants): the host's staff create a tenant with its first administrator, see how
 * much each one holds, and disable or enable it. Only administrators of the default (host) tenant may;
 * the same routes answer 403 in any other tenant. Decision 0015 explains addresses and the bootstrap.
 */
const tags = ['tenant'];

/**
 * A tenant's code: what the `TenantId` header, the `?tenant=` address and a host name label carry, so it is
 * a DNS label — lower-case letters, digits and inner hyphens, 2–32 characters, starting with a letter.
 */
export const TENANT_CODE_PATTERN = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;

/** Codes that name the site's own host names rather than a tenant. */
export const RESERVED_TENANT_CODES: readonly string[] = ['www', 'api', 'admin', 'static', 'assets', 'mail', 'prod-api'];

export const TenantCodeSchema = z
  .string({ error: '请输入租户代码' })
  .trim()
  .toLowerCase()
  .regex(TENANT_CODE_PATTERN, '租户代码须为 2–32 位小写字母、数字或中间的连字符，且以字母开头')
  .refine((code) => !RESERVED_TENANT_CODES.includes(code), '这个代码留给站点自己使用，请换一个');

export const TenantCounts = z.object({
  members: z.number().int(),
  boards: z.number().int(),
  topics: z.number().int(),
  comments: z.number().int(),
  /** Sessions not revoked and not expired. */
  activeSessions: z.number().int(),
});
export type TenantCounts = z.infer<typeof TenantCounts>;

export const AdminTenant = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Set while the tenant is disabled: its requests answer 403 `TenantDisabled`. */
  disabledTime: z.string().nullable(),
  creationTime: z.string(),
  counts: TenantCounts,
});
export type AdminTenant = z.infer<typeof AdminTenant>;

export const TenantCreateInput = z.object({
  code: TenantCodeSchema,
  name: z.string({ error: '请输入租户名称' }).trim().min(1, '请输入租户名称').max(60, '租户名称最多 60 个字'),
  adminUserName: UserNameSchema,
});
export type TenantCreateInput = z.infer<typeof TenantCreateInput>;

/** The new tenant and its administrator's generated password, shown this once and never stored in clear. */
export const TenantCreated = z.object({
  tenant: AdminTenant,
  adminUserName: z.string(),
  adminPassword: z.string(),
});
export type TenantCreated = z.infer<typeof TenantCreated>;

const IdParams = z.object({ id: z.string().min(1).max(64) });
const manage = { permission: Permissions.tenantManage };

export const adminTenantRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/tenant',
    summary: 'Every tenant with its counts (administrators of the host tenant)',
    tags,
    access: manage,
    response: z.object({ items: z.array(AdminTenant) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/tenant',
    summary: 'Create a tenant with the defaults of a fresh install and its first administrator',
    tags,
    access: manage,
    body: TenantCreateInput,
    response: TenantCreated,
    status: 201,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/tenant/:id/disable',
    summary: 'Disable a tenant: its requests answer 403 and its sessions end',
    tags,
    access: manage,
    params: IdParams,
    response: AdminTenant,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/tenant/:id/enable',
    summary: 'Enable a disabled tenant again',
    tags,
    access: manage,
    params: IdParams,
    response: AdminTenant,
  }),
};
