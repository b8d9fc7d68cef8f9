import { SiteConfigEnglishKeys, type ConfigItem } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('site config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the seeded bbs.site.* keys', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/config' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ configKey: string; configValue: string }>;
    const keys = items.map((i) => i.configKey);
    for (const key of ['bbs.site.name', 'bbs.site.author', 'bbs.site.icp', 'bbs.site.bottom'])
      expect(keys).toContain(key);
    expect(items.find((i) => i.configKey === 'bbs.site.name')?.configValue).toBe('澄镜视觉');
    expect(Object.keys(items[0]!).sort()).toEqual(['configKey', 'configValue']);
  });

  it('lists the English site name, owner and footer line publicly, each with a value', async () => {
    const items = (await t.request({ method: 'GET', url: '/prod-api/config' })).json().items as ConfigItem[];
    for (const key of Object.values(SiteConfigEnglishKeys)) {
      const value = items.find((i) => i.configKey === key)?.configValue ?? '';
      expect(value, key).toMatch(/^[\x20-\x7e©]+$/);
    }
    expect(items.find((i) => i.configKey === SiteConfigEnglishKeys.siteName)?.configValue).toBe('ClearSight Vision');
  });

  it('lets an administrator change a value (audited) and refuses members', async () => {
    const admin = await adminSession(t);
    const member = await createMember(t);
    const denied = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/config/bbs.site.name',
      token: member.token,
      payload: { configValue: 'hacked' },
    });
    expect(denied.statusCode).toBe(403);
    // Read once before the change: the public settings are kept between requests, and the change must end that.
    const shown = (await t.request({ method: 'GET', url: '/prod-api/config' })).json().items;
    expect(shown.find((i: { configKey: string }) => i.configKey === 'bbs.site.name').configValue).not.toBe(
      '澄镜视觉科技',
    );
    const ok = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/config/bbs.site.name',
      token: admin.token,
      payload: { configValue: '澄镜视觉科技' },
    });
    expect(ok.statusCode).toBe(200);
    const listed = (await t.request({ method: 'GET', url: '/prod-api/config' })).json().items;
    expect(listed.find((i: { configKey: string }) => i.configKey === 'bbs.site.name').configValue).toBe('澄镜视觉科技');
    const audit = await t.database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('target_id', '=', 'bbs.site.name')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'config.update', actor_name: 'admin' });
  });

  it('validates config keys and keeps non-public keys out of the public list', async () => {
    const admin = await adminSession(t);
    const bad = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/config/Bad Key',
      token: admin.token,
      payload: { configValue: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    await t.request({
      method: 'PUT',
      url: '/prod-api/admin/config/secret.webhook',
      token: admin.token,
      payload: { configValue: 'k' },
    });
    const listed = (await t.request({ method: 'GET', url: '/prod-api/config' })).json().items;
    expect(listed.some((i: { configKey: string }) => i.configKey === 'secret.webhook')).toBe(false);
  });

  it('keeps tenants apart', async () => {
    const other = await createTenant(t);
    const res = await t.request({ method: 'GET', url: '/prod-api/config', tenant: other.code });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});

describe('access before validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401/403 before looking at an invalid body', async () => {
    const member = await createMember(t);
    const bad = { configValue: 42 };
    expect(
      (await t.request({ method: 'PUT', url: '/prod-api/admin/config/bbs.site.name', payload: bad })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/prod-api/admin/config/bbs.site.name',
          token: member.token,
          payload: bad,
        })
      ).statusCode,
    ).toBe(403);
    const admin = await adminSession(t);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/prod-api/admin/config/bbs.site.name',
          token: admin.token,
          payload: bad,
        })
      ).statusCode,
    ).toBe(400);
  });
});
