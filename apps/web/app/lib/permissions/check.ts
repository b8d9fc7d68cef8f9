import { hasAny } from '@clearsight/contracts';

export interface Holder {
  roles: readonly string[];
  permissions: readonly string[];
}

/**
 * Passes when the holder has one of the listed roles; `admin` and `*:*:*` always pass.
 * An empty or missing list is a programming error and throws (as the original's directive did).
 */
export function checkRole(holder: Holder, roles: readonly string[] | null | undefined): boolean {
  if (!roles || roles.length === 0) throw new Error('checkRole needs a non-empty list of roles, e.g. ["admin"]');
  return hasAny({ roleCodes: holder.roles, permissionCodes: holder.permissions }, { roles });
}

export function checkPermission(holder: Holder, permissions: readonly string[] | null | undefined): boolean {
  if (!permissions || permissions.length === 0) {
    throw new Error('checkPermission needs a non-empty list of permissions, e.g. ["bbs:discuss:add"]');
  }
  return hasAny({ roleCodes: holder.roles, permissionCodes: holder.permissions }, { permissions });
}
