import { ErrorCodes, RESERVED_TENANT_CODES, TENANT_CODE_PATTERN } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Tenant, TenantRepository } from './tenant.repository.js';

const CACHE_MS = 30_000;

/**
 * Resolves the seed's `TenantId` header: absent → the default tenant; a known id or code → that tenant;
 * anything else → 400, so a typo never silently shows another tenant's (or the default's) data. A disabled
 * tenant answers 403 `TenantDisabled` wherever it is named (decision 0015).
 *
 * With a host suffix configured (`TENANT_HOST_SUFFIX`, e.g. `.example.com`), `acme.example.com` names the
 * tenant `acme` when a request names none itself (`codeFromHost`).
 */
export function createTenantService(
  repo: Pick<TenantRepository, 'list'>,
  now: () => number = Date.now,
  options: { hostSuffix?: string | null | undefined } = {},
) {
  let cache: { at: number; tenants: Tenant[] } | null = null;
  const suffix = normaliseSuffix(options.hostSuffix);

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
      if (found.disabledAt) {
        throw new AppError(403, ErrorCodes.tenantDisabled, `租户“${found.name}”已停用，请联系站点管理员`);
      }
      return found;
    },
    /**
     * The tenant code a host name carries under the configured suffix (`acme.example.com` → `acme`), or
     * undefined: no suffix configured, another host, the bare domain, a deeper name or a reserved label.
     */
    codeFromHost(host: string | undefined): string | undefined {
      if (!suffix || !host) return undefined;
      const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
      if (!name.endsWith(suffix)) return undefined;
      const label = name.slice(0, -suffix.length);
      if (!TENANT_CODE_PATTERN.test(label) || RESERVED_TENANT_CODES.includes(label)) return undefined;
      return label;
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

function normaliseSuffix(value: string | null | undefined): string | null {
  const trimmed = value?.trim().toLowerCase().replace(/\.$/, '');
  if (!trimmed) return null;
  return trimmed.startsWith('.') ? trimmed : `.${trimmed}`;
}
