import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from './fixtures.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * Answers that depend on who asks must never be kept by a shared cache (a proxy or CDN would hand one
 * member's account to the next visitor): every member-only answer, and any answer given to a signed-in
 * visitor, says `Cache-Control: private, no-store` unless the route knows better.
 */
describe('personal answers are not cacheable', () => {
  let t: TestApp;
  let member: TestMember;
  let admin: { token: string; tenantId: string };
  let memberOnlyGets: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    admin = await adminSession(t);
    const doc = (await t.request({ method: 'GET', url: '/prod-api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    memberOnlyGets = Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.security !== undefined)
      .map(([path]) => path);
  });
  afterAll(async () => {
    await t.close();
  });

  it('marks the own account and profile private', async () => {
    for (const url of ['/prod-api/account', '/prod-api/user']) {
      const res = await t.request({ method: 'GET', url, token: member.token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('marks every member-only GET answer private', async () => {
    expect(memberOnlyGets).toEqual(expect.arrayContaining(['/prod-api/account', '/prod-api/user']));
    expect(memberOnlyGets.length).toBeGreaterThan(10);
    let answered = 0;
    for (const path of memberOnlyGets) {
      const url = path.replace(/\{[^}]+\}/g, member.id);
      const res = await t.request({ method: 'GET', url, token: admin.token });
      if (res.statusCode >= 200 && res.statusCode < 300) answered += 1;
      if (res.statusCode >= 400) continue;
      expect(res.headers['cache-control'], url).toMatch(/^private(,|$)/);
    }
    expect(answered).toBeGreaterThan(10);
  });

  it('marks member-only writes private too', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/prod-api/user/profile',
      token: member.token,
      payload: { nick: '隐私昵称' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves a guest’s public answer alone, but not the same answer given to a signed-in member', async () => {
    const guest = await t.request({ method: 'GET', url: `/prod-api/bbs-user/${member.id}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBeUndefined();
    const signedIn = await t.request({ method: 'GET', url: `/prod-api/bbs-user/${member.id}`, token: member.token });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps what a route declares for itself', async () => {
    const config = await t.request({ method: 'GET', url: '/prod-api/config', token: member.token });
    expect(config.headers['cache-control']).toBe('public, max-age=60');
    const captcha = await t.request({ method: 'GET', url: '/prod-api/account/captcha-image', token: member.token });
    expect(captcha.headers['cache-control']).toBe('no-store');
  });
});
