import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginViaApi } from '../../test/account-helpers.js';
import { adminSession, createMember, createTenant } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('admin: members', () => {
  let t: TestApp;
  let admin: { id: string; token: string; tenantId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const auditOf = (targetId: string) =>
    t.database.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('target_id', '=', targetId)
      .orderBy('created_at')
      .execute();

  const me = (token: string) => t.request({ method: 'GET', url: '/prod-api/account', token });

  it('lists members with paging (skipCount, maxResultCount) and a filter, including phone and roles', async () => {
    const tag = `Pg${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await createMember(t, { userName: `${tag}${i}` }));
    const first = await t.request({
      method: 'GET',
      url: `/prod-api/admin/users?filter=${tag.toLowerCase()}&skipCount=0&maxResultCount=2`,
      token: admin.token,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.totalCount).toBe(3);
    expect(page1.items).toHaveLength(2);
    const second = await t.request({
      method: 'GET',
      url: `/prod-api/admin/users?filter=${tag}&skipCount=2&maxResultCount=2`,
      token: admin.token,
    });
    expect(second.json().items).toHaveLength(1);
    const all = [...page1.items, ...second.json().items];
    expect(new Set(all.map((u: { id: string }) => u.id))).toEqual(new Set(made.map((m) => m.id)));
    expect(all[0]).toMatchObject({ status: 'active', roleCodes: ['member'], banReason: null });
    expect(all.map((u: { phone: string }) => u.phone)).toEqual(expect.arrayContaining([made[0]!.phone]));

    const byPhone = await t.request({
      method: 'GET',
      url: `/prod-api/admin/users?filter=${made[1]!.phone}`,
      token: admin.token,
    });
    expect(byPhone.json().items.map((u: { id: string }) => u.id)).toEqual([made[1]!.id]);
    // Wildcards are text, not patterns.
    const wild = await t.request({ method: 'GET', url: '/prod-api/admin/users?filter=%25', token: admin.token });
    expect(wild.json().totalCount).toBe(0);
  });

  it("does not list another tenant's members", async () => {
    const other = await createTenant(t);
    const m = await createMember(t, { tenantId: other.id, roles: [] });
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/admin/users?filter=${m.userName}`,
      token: admin.token,
    });
    expect(res.json().totalCount).toBe(0);
    const write = await t.request({
      method: 'POST',
      url: `/prod-api/admin/users/${m.id}/force-out`,
      token: admin.token,
    });
    expect(write.statusCode).toBe(404);
  });

  it('bans a member from writing at once: sessions stay for reading, writes answer 403, audited; reactivating lifts it', async () => {
    const m = await createMember(t);
    const second = await loginViaApi(t, m.userName, m.password);
    expect((await me(m.token)).json().user.status).toBe('active');
    const res = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${m.id}/status`,
      token: admin.token,
      payload: { status: 'banned', reason: '恶意刷屏' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, status: 'banned', banReason: '恶意刷屏' });
    // Both sessions still read, and see the ban at once (the cached principal was dropped)…
    for (const token of [m.token, second]) {
      const account = await me(token);
      expect(account.statusCode).toBe(200);
      expect(account.json().user.status).toBe('banned');
    }
    // …but cannot write.
    const write = await t.request({
      method: 'PUT',
      url: '/prod-api/user/profile',
      token: second,
      payload: { nick: 'spam' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('AccountBanned');
    // Logging in again works: a ban is not a lock-out.
    expect(await loginViaApi(t, m.userName, m.password)).toBeTruthy();

    const audit = await auditOf(m.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.status',
      target_type: 'user',
      actor_id: admin.id,
      actor_name: 'admin',
    });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ status: 'active', banReason: null });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'banned', banReason: '恶意刷屏' });

    const back = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${m.id}/status`,
      token: admin.token,
      payload: { status: 'active' },
    });
    expect(back.json()).toMatchObject({ status: 'active', banReason: null });
    const ok = await t.request({
      method: 'PUT',
      url: '/prod-api/user/profile',
      token: second,
      payload: { nick: 'reformed' },
    });
    expect(ok.statusCode).toBe(200);
    expect(await auditOf(m.id)).toHaveLength(2);
  });

  it('disables a member: sessions end and login is refused', async () => {
    const m = await createMember(t);
    const second = await loginViaApi(t, m.userName, m.password);
    const revoked: string[][] = [];
    const off = t.app.events.on('session.revoked', (e) => {
      revoked.push(e.sessionIds);
    });
    const res = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${m.id}/status`,
      token: admin.token,
      payload: { status: 'disabled' },
    });
    off();
    expect(res.statusCode).toBe(200);
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(revoked[0]).toHaveLength(2);
    await expect(loginViaApi(t, m.userName, m.password)).rejects.toThrow(/HTTP 403/);
  });

  it('forces a member out: all sessions end at once, audited', async () => {
    const m = await createMember(t);
    const second = await loginViaApi(t, m.userName, m.password);
    const res = await t.request({ method: 'POST', url: `/prod-api/admin/users/${m.id}/force-out`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await auditOf(m.id)).map((a) => a.action)).toEqual(['user.force-out']);
    // They may log in again.
    expect(await loginViaApi(t, m.userName, m.password)).toBeTruthy();
  });

  it('replaces roles; the change shows on the next request; audited', async () => {
    const m = await createMember(t);
    expect((await me(m.token)).json().roleCodes).toEqual(['member']);
    const res = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${m.id}/roles`,
      token: admin.token,
      payload: { roleCodes: ['moderator', 'member'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roleCodes).toEqual(['member', 'moderator']);
    const principal = await t.app.services.sessions.authenticate(m.token);
    expect(principal?.roleCodes).toEqual(['member', 'moderator']);
    expect(principal?.permissionCodes).toContain('bbs:forum:moderate');

    const none = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${m.id}/roles`,
      token: admin.token,
      payload: { roleCodes: [] },
    });
    expect(none.json().roleCodes).toEqual([]);
    expect((await me(m.token)).json().roleCodes).toEqual(['ROLE_DEFAULT']);
    const audit = await auditOf(m.id);
    expect(audit.map((a) => a.action)).toEqual(['user.roles', 'user.roles']);
    // Both writes share one ManualClock instant, so their order in the log is not asserted.
    expect(audit.map((a) => JSON.parse(a.after_json!))).toEqual(
      expect.arrayContaining([{ roleCodes: ['member', 'moderator'] }, { roleCodes: [] }]),
    );
  });

  it('refuses an unknown role code (400) and an unknown member (404)', async () => {
    const m = await createMember(t);
    const bad = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${m.id}/roles`,
      token: admin.token,
      payload: { roleCodes: ['wizard'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['roleCodes']);
    const missing = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/users/nope/status',
      token: admin.token,
      payload: { status: 'banned' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('does not let an administrator ban, disable or un-admin themselves', async () => {
    for (const status of ['banned', 'disabled']) {
      const res = await t.request({
        method: 'PUT',
        url: `/prod-api/admin/users/${admin.id}/status`,
        token: admin.token,
        payload: { status },
      });
      expect(res.statusCode).toBe(400);
    }
    const roles = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/users/${admin.id}/roles`,
      token: admin.token,
      payload: { roleCodes: ['member'] },
    });
    expect(roles.statusCode).toBe(400);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect(await auditOf(admin.id)).toHaveLength(0);
  });

  it('refuses members (403) and guests (401) on every admin endpoint', async () => {
    const m = await createMember(t);
    const victim = await createMember(t);
    const calls = [
      { method: 'GET' as const, url: '/prod-api/admin/users' },
      { method: 'PUT' as const, url: `/prod-api/admin/users/${victim.id}/status`, payload: { status: 'banned' } },
      { method: 'POST' as const, url: `/prod-api/admin/users/${victim.id}/force-out` },
      { method: 'PUT' as const, url: `/prod-api/admin/users/${victim.id}/roles`, payload: { roleCodes: ['admin'] } },
    ];
    for (const call of calls) {
      const asMember = await t.request({ ...call, token: m.token });
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.code).toBe('Forbidden');
      expect((await t.request(call)).statusCode).toBe(401);
    }
    expect((await me(victim.token)).json().roleCodes).toEqual(['member']);
  });
});
