import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.js';
import type { Tenant, TenantRepository } from './tenant.repository.js';
import { createTenantService } from './tenant.service.js';

function fakeRepository(initial: Tenant[]): Pick<TenantRepository, 'list'> & { tenants: Tenant[]; reads: number } {
  const repo = {
    tenants: [...initial],
    reads: 0,
    async list() {
      repo.reads += 1;
      return [...repo.tenants];
    },
  };
  return repo;
}

const DEFAULT: Tenant = {
  id: 't-default',
  code: 'default',
  name: '澄镜视觉',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const ACME: Tenant = {
  id: 't-acme',
  code: 'Acme',
  name: 'Acme',
  isDefault: false,
  createdAt: '2026-01-02T00:00:00.000Z',
};

describe('tenant resolution (TenantId header)', () => {
  it('uses the default tenant when the header is absent or blank', async () => {
    const service = createTenantService(fakeRepository([DEFAULT, ACME]));
    expect((await service.resolve(undefined)).id).toBe(DEFAULT.id);
    expect((await service.resolve('   ')).id).toBe(DEFAULT.id);
    expect((await service.defaultTenant()).id).toBe(DEFAULT.id);
  });

  it('finds a tenant by id or by code in any letter case', async () => {
    const service = createTenantService(fakeRepository([DEFAULT, ACME]));
    expect((await service.resolve('t-acme')).id).toBe(ACME.id);
    expect((await service.resolve('acme')).id).toBe(ACME.id);
    expect((await service.resolve(' ACME ')).id).toBe(ACME.id);
  });

  it('refuses an unknown tenant with 400 UnknownTenant naming it, never falling back to the default', async () => {
    const service = createTenantService(fakeRepository([DEFAULT]));
    const error = await service.resolve('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, code: 'UnknownTenant' });
    expect((error as AppError).message).toContain('nope');
  });

  it('caches the list, and re-reads once on a miss so a tenant created elsewhere is found at once', async () => {
    let now = 0;
    const repo = fakeRepository([DEFAULT]);
    const service = createTenantService(repo, () => now);
    await service.resolve(undefined);
    await service.resolve(undefined);
    expect(repo.reads).toBe(1);
    repo.tenants.push(ACME);
    expect((await service.resolve('acme')).id).toBe(ACME.id);
    expect(repo.reads).toBe(2);
    now += 31_000;
    await service.resolve(undefined);
    expect(repo.reads).toBe(3);
  });

  it('fails loudly when the database has no default tenant (not seeded)', async () => {
    const service = createTenantService(fakeRepository([ACME]));
    await expect(service.resolve(undefined)).rejects.toThrow(/default tenant/);
  });

  it('refuses a disabled tenant with 403 TenantDisabled naming it, by id or code', async () => {
    const service = createTenantService(fakeRepository([DEFAULT, { ...ACME, disabledAt: '2026-02-01T00:00:00.000Z' }]));
    for (const wanted of ['acme', 't-acme']) {
      const error = await service.resolve(wanted).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403, code: 'TenantDisabled' });
      expect((error as AppError).message).toContain('Acme');
    }
    expect((await service.resolve(undefined)).id).toBe(DEFAULT.id);
  });
});

describe('tenant code from the host name (TENANT_HOST_SUFFIX)', () => {
  const service = (suffix: string | undefined) =>
    createTenantService(fakeRepository([DEFAULT, ACME]), Date.now, { hostSuffix: suffix });

  it('reads the first label under the suffix, with or without its leading dot, port or letter case', () => {
    for (const suffix of ['.example.com', 'example.com', 'EXAMPLE.com.']) {
      expect(service(suffix).codeFromHost('acme.example.com')).toBe('acme');
      expect(service(suffix).codeFromHost('Acme.Example.COM:8080')).toBe('acme');
    }
  });

  it('names no tenant for the bare domain, other hosts, deeper names, reserved or malformed labels', () => {
    const s = service('.example.com');
    for (const host of [
      'example.com',
      'acme.example.org',
      'a.b.example.com',
      'www.example.com',
      '-x.example.com',
      undefined,
    ]) {
      expect(s.codeFromHost(host), String(host)).toBeUndefined();
    }
  });

  it('names none when no suffix is configured', () => {
    expect(service(undefined).codeFromHost('acme.example.com')).toBeUndefined();
    expect(service('').codeFromHost('acme.localhost')).toBeUndefined();
  });
});
