import { ErrorCodes } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Tenant, TenantRepository } from './tenant.repository.js';

const CACHE_MS = 30_000;

/**
 * Resolves the seed's `TenantId` header: absent → the default tenant; a known id or code → that tenant;
 * anything else → 400, so a typo never silently shows another tenant's (or the default's) data.
 */
export function createTenantService(repo: TenantRepository, now: () => number = Date.now) {
  let cache: { at: number; tenants: Tenant[] } | null = null;

  async function all(fresh = false): Promise<Tenant[]> {
    if (fresh || !cache || now() - cache.at > CACHE_MS) cache = { at: now(), tenants: await repo.list() };
    return cache.tenants;
  }
  const matches = (t: Tenant, wanted: string) => t.id === wanted || t.code.toLowerCase() === wanted.toLowerCase();

  return {
    async resolve(header: string | undefined): Promise<Tenant> {
      const tenants = await all();
      const wanted = header?.trim();
      if (!wanted) {
        const fallback = tenants.find((t) => t.isDefault);
        if (!fallback) throw new Error('No default tenant: the database was not seeded');
        return fallback;
      }
      // A miss re-reads the table once, so a tenant created by another instance is found at once.
      const found = tenants.find((t) => matches(t, wanted)) ?? (await all(true)).find((t) => matches(t, wanted));
      if (!found) {
        throw new AppError(400, ErrorCodes.unknownTenant, `租户“${wanted.slice(0, 64)}”不存在，请检查 TenantId 请求头`);
      }
      return found;
    },
    /** Every tenant, fresh from the database. */
    list(): Promise<Tenant[]> {
      return all(true);
    },
    async defaultTenant(): Promise<Tenant> {
      return this.resolve(undefined);
    },
    invalidate(): void {
      cache = null;
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
