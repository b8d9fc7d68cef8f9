import type { ReactNode } from 'react';
import { useSession } from '../session/session-store';
import { checkPermission, checkRole } from './check';

export function useHasRole(roles: readonly string[]): boolean {
  const session = useSession();
  return checkRole(session, roles);
}

export function useHasPermission(permissions: readonly string[]): boolean {
  const session = useSession();
  return checkPermission(session, permissions);
}

/** Renders its children only for holders of one of `roles` (the original's v-hasRole). */
export function HasRole({
  roles,
  children,
  fallback = null,
}: {
  roles: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useHasRole(roles) ? children : fallback;
}

/** Renders its children only for holders of one of `permissions` (the original's v-hasPermi). */
export function HasPermission({
  permissions,
  children,
  fallback = null,
}: {
  permissions: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useHasPermission(permissions) ? children : fallback;
}
