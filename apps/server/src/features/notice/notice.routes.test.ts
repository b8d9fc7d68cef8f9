import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { loginViaApi, registerViaApi } from '../../test/account-helpers.js';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('personal notices (the header bell)', () => {
  let t: TestApp;
  let alice: TestMember;
  let bob: TestMember;
  const clock = new ManualClock(new Date('2026-11-20T08:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
    alice = await createMember(t);
    bob = await createMember(t);
    for (let i = 1; i <= 25; i++) {
      clock.advance(60_000);
      await t.app.services.notices.notify({
        tenantId: alice.tenantId,
        userId: alice.id,
        message: `第 ${i} 条通知`,
        link: '/index',
      });
    }
    await t.app.services.notices.notify({ tenantId: bob.tenantId, userId: bob.id, message: 'for bob' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/bbs-notice' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the newest 20 by default with the unread count', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token: alice.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(20);
    expect(body.totalCount).toBe(25);
    expect(body.unreadCount).toBe(25);
    expect(body.items[0]).toMatchObject({ message: '第 25 条通知', isRead: false, link: '/index' });
    expect(Object.keys(body.items[0]).sort()).toEqual(['creationTime', 'id', 'isRead', 'kind', 'link', 'message']);
    expect(body.items.some((n: { message: string }) => n.message === 'for bob')).toBe(false);
  });

  it('honours maxResultCount and validates it', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/bbs-notice?maxResultCount=5', token: alice.token });
    expect(res.json().items).toHaveLength(5);
    const bad = await t.request({ method: 'GET', url: '/prod-api/bbs-notice?maxResultCount=abc', token: alice.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['maxResultCount']);
  });

  it("marks one read, but never another member's notice", async () => {
    const list = (await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token: alice.token })).json();
    const id = list.items[0].id;
    const byBob = await t.request({ method: 'PUT', url: `/prod-api/bbs-notice/${id}/read`, token: bob.token });
    expect(byBob.statusCode).toBe(404);
    const ok = await t.request({ method: 'PUT', url: `/prod-api/bbs-notice/${id}/read`, token: alice.token });
    expect(ok.statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token: alice.token })).json();
    expect(after.unreadCount).toBe(24);
    expect(after.items[0].isRead).toBe(true);
  });

  it('marks all read', async () => {
    const res = await t.request({ method: 'PUT', url: '/prod-api/bbs-notice/read-all', token: alice.token });
    expect(res.json().updated).toBe(24);
    const after = (await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token: alice.token })).json();
    expect(after.unreadCount).toBe(0);
    const bobs = (await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token: bob.token })).json();
    expect(bobs.unreadCount).toBe(1);
  });

  it('never notifies members of their own actions', async () => {
    const id = await t.app.services.notices.notify({
      tenantId: bob.tenantId,
      userId: bob.id,
      actorId: bob.id,
      message: 'self',
    });
    expect(id).toBeNull();
  });
});

describe('welcome notice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('greets a newly registered member in their bell', async () => {
    const registered = await registerViaApi(t, {});
    const token = await loginViaApi(t, registered.userName, registered.password);
    let body = { items: [] as Array<{ message: string; link: string | null; kind: string }> };
    for (let i = 0; i < 20 && body.items.length === 0; i++) {
      body = (await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token })).json();
      if (body.items.length === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ kind: 'welcome', link: '/start' });
    expect(body.items[0]!.message).toContain(registered.userName);
  });
});
