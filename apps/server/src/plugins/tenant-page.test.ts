import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTenant } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { pageLang } from './tenant-page.js';

/**
 * A page whose address or host name names a tenant answers as the API does: 400 for an unknown tenant, 403 for
 * a disabled one, with a page in the visitor's language — never the default tenant's site, never a 500.
 */
describe('pages naming a tenant the API would refuse', () => {
  let t: TestApp;
  let disabled: { id: string; code: string };
  let open: { id: string; code: string };

  beforeAll(async () => {
    t = await createTestApp({ config: { tenantHostSuffix: '.vision.test', publicUrl: 'https://vision.test' } });
    open = await createTenant(t, 'openco');
    disabled = await createTenant(t, 'shutco');
    const admin = await adminSession(t);
    const res = await t.request({
      method: 'POST',
      url: `/prod-api/tenant/${disabled.id}/disable`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers 400 for a name above U+00FF in ?tenant= (it used to be a 500 on every page)', async () => {
    for (const url of ['/?tenant=%E4%B8%AD', '/discuss?tenant=%F0%9F%98%80', '/index?tenant=%FF%FE']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('data-code="UnknownTenant"');
    }
    expect((await page('/?tenant=%E4%B8%AD')).body).toContain('地址中的租户“中”不存在');
  });

  it("answers 400 for an unknown tenant in the address, in the visitor's language, the name escaped", async () => {
    const zh = await page('/bbs?tenant=nosuch');
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain('找不到这个站点');
    expect(zh.body).toContain('href="/"');
    const en = await page('/bbs?tenant=nosuch', { cookie: 'lang=en' });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Site not found');
    expect((await page('/bbs?tenant=nosuch&lang=en')).body).toContain('Site not found');
    const script = await page(`/?tenant=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(script.statusCode).toBe(400);
    expect(script.body).not.toContain('<script>');
    expect(script.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 400 for an unknown tenant in the host name, pointing to the main site', async () => {
    const res = await page('/index', { host: 'zeta.vision.test' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('找不到这个站点');
    expect(res.body).toContain('href="https://vision.test/"');
  });

  it('answers 403 for a disabled tenant, named by address, host name, header or the tab cookie', async () => {
    const requests: Array<[string, Record<string, string>]> = [
      [`/index?tenant=${disabled.code}`, {}],
      ['/index', { host: `${disabled.code}.vision.test` }],
      ['/index', { TenantId: disabled.code }],
      ['/index', { cookie: `TenantId=${disabled.code}` }],
    ];
    for (const [url, headers] of requests) {
      const res = await page(url, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).toContain('data-code="TenantDisabled"');
      expect(res.body).toContain('这个站点已停用');
    }
    // The API answers the same request the same way.
    const api = await t.request({ method: 'GET', url: '/prod-api/config', headers: { TenantId: disabled.code } });
    expect(api.statusCode).toBe(403);
    expect(api.json().error.code).toBe('TenantDisabled');
  });

  it('lets pages of known tenants through, and ignores a stale tenant cookie as the renderer does', async () => {
    // Without a web build every page is the not-found answer: what matters is that it is not refused.
    for (const [url, headers] of [
      [`/index?tenant=${open.code}`, {}],
      ['/index', { host: `${open.code}.vision.test` }],
      ['/index', { host: 'vision.test' }],
      ['/index', { cookie: 'TenantId=gone' }],
      ['/index', {}],
    ] as Array<[string, Record<string, string>]>) {
      expect((await page(url, headers)).statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
    }
  });

  it('answers HEAD with the status and no body', async () => {
    const res = await t.request({ method: 'HEAD', url: '/?tenant=nosuch' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('');
  });
});

describe('the language of a server-made page', () => {
  it('follows ?lang=, then the lang cookie, else Chinese', () => {
    expect(pageLang('/x', undefined)).toBe('zh-CN');
    expect(pageLang('/x', 'a=1; lang=en')).toBe('en');
    expect(pageLang('/x?lang=zh-CN', 'lang=en')).toBe('zh-CN');
    expect(pageLang('/x?lang=en', undefined)).toBe('en');
    expect(pageLang('/x', 'lang=fr')).toBe('zh-CN');
  });
});
