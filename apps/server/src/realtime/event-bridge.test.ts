import { HubErrors } from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSession, createMember, createTenant } from '../test/fixtures.js';
import type { ManualClock } from '../shared/clock.js';
import type { TestApp } from '../test/harness.js';
import { closeTabs, connected, createListeningApp, openTab, record, settle } from './realtime.test-support.js';

describe('domain events reach the right tabs', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  /** A member signed in with `tabs` open tabs, each with /main, /notice and /bbs-notice. */
  async function signedIn(tabs: number, tenant?: { id: string }) {
    // A new tenant has no roles yet; a member without roles is still a member.
    const member = await createMember(t, tenant ? { tenantId: tenant.id, roles: [] } : {});
    const open = Array.from({ length: tabs }, () =>
      openTab(url, ['main', 'notice', 'bbsNotice'], { token: member.token, tenantId: member.tenantId }),
    );
    await Promise.all(open.flatMap((tab) => Object.values(tab).map(connected)));
    return { member, tabs: open };
  }

  it('sends a stored personal notice to every tab of its member, and to nobody else', async () => {
    const me = await signedIn(2);
    const other = await signedIn(1);
    const tenant = await createTenant(t);
    const elsewhere = await signedIn(1, tenant);
    const mine = me.tabs.map((tab) => record(tab.bbsNotice, 'Personal'));
    const others = [other, elsewhere].map((s) => record(s.tabs[0]!.bbsNotice, 'Personal'));

    const id = await t.app.services.notices.notify({
      tenantId: me.member.tenantId,
      userId: me.member.id,
      message: '有人回复了你',
    });
    await vi.waitFor(() => expect(mine.every((calls) => calls.length === 1)).toBe(true));
    const [message, creationTime, noticeId] = mine[0]![0]!;
    expect(message).toBe('有人回复了你');
    expect(typeof creationTime).toBe('string');
    expect(noticeId).toBe(id);
    await settle();
    expect(others.flat()).toEqual([]);
  });

  it('sends a money change to the member only', async () => {
    const me = await signedIn(2);
    const other = await signedIn(1);
    const mine = me.tabs.map((tab) => record(tab.bbsNotice, 'Money'));
    const others = record(other.tabs[0]!.bbsNotice, 'Money');
    t.app.events.emit('money.changed', {
      tenantId: me.member.tenantId,
      userId: me.member.id,
      amount: -12.5,
      balance: 87.5,
      reason: 'test',
    });
    await vi.waitFor(() => expect(mine).toEqual([[[-12.5, 'test']], [[-12.5, 'test']]]));
    await settle();
    expect(others).toEqual([]);
  });

  it('announces a site notice to everyone of its tenant, guests included, and to no other tenant', async () => {
    const me = await signedIn(1);
    const guest = openTab(url, ['notice']);
    await connected(guest.notice);
    const tenant = await createTenant(t);
    const elsewhere = openTab(url, ['notice'], { tenantId: tenant.id });
    await connected(elsewhere.notice);
    const heard = [record(me.tabs[0]!.notice, 'receiveNotice'), record(guest.notice, 'receiveNotice')];
    const notHeard = record(elsewhere.notice, 'receiveNotice');
    t.app.events.emit('site-notice.published', {
      tenantId: me.member.tenantId,
      id: 'n1',
      type: 'Popup',
      title: '系统维护',
      html: '<p>今晚维护</p>',
    });
    await vi.waitFor(() => expect(heard.every((calls) => calls.length === 1)).toBe(true));
    expect(heard[1]![0]).toEqual(['Popup', '系统维护', '<p>今晚维护</p>', 'n1']);
    await settle();
    expect(notHeard).toEqual([]);
  });

  it('withdraws a site notice from everyone of its tenant, and from no other tenant', async () => {
    const guest = openTab(url, ['notice']);
    await connected(guest.notice);
    const tenant = await createTenant(t);
    const elsewhere = openTab(url, ['notice'], { tenantId: tenant.id });
    await connected(elsewhere.notice);
    const heard = record(guest.notice, 'withdrawNotice');
    const notHeard = record(elsewhere.notice, 'withdrawNotice');
    const admin = await adminSession(t);
    t.app.events.emit('site-notice.withdrawn', { tenantId: admin.tenantId, id: 'n1' });
    await vi.waitFor(() => expect(heard).toEqual([['n1']]));
    await settle();
    expect(notHeard).toEqual([]);
  });

  it('forces out and disconnects every tab of a session that logs out, and nobody else', async () => {
    const me = await signedIn(2);
    const other = await signedIn(1);
    const forced = me.tabs.map((tab) => record(tab.main, 'forceOut'));
    const closed = me.tabs.map((tab) => new Promise((resolve) => tab.notice.once('disconnect', resolve)));
    const otherForced = record(other.tabs[0]!.main, 'forceOut');

    const res = await t.request({ method: 'POST', url: '/prod-api/account/logout', token: me.member.token });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(forced).toEqual([[['您已退出登录']], [['您已退出登录']]]));
    await Promise.all(closed);
    expect(me.tabs.every((tab) => !tab.main.connected && !tab.bbsNotice.connected)).toBe(true);
    await settle();
    expect(otherForced).toEqual([]);
    expect(other.tabs[0]!.main.connected).toBe(true);
  });

  it('forces out a member whom staff force out, with the reason', async () => {
    const admin = await adminSession(t);
    const me = await signedIn(1);
    const forced = record(me.tabs[0]!.main, 'forceOut');
    const res = await t.request({
      method: 'POST',
      url: `/prod-api/admin/users/${me.member.id}/force-out`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(forced).toEqual([['您已被管理员强制下线']]));
  });

  it('closes the tabs of a session revoked without the domain event, once the revocation broadcast arrives', async () => {
    const me = await signedIn(1);
    const forced = record(me.tabs[0]!.main, 'forceOut');
    const session = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', me.member.id)
      .executeTakeFirstOrThrow();
    await t.app.services.sessions.revoke(session.id, 'test');
    await vi.waitFor(() => expect(forced).toEqual([[HubErrors.sessionEnded]]), { timeout: 3000 });
    expect(me.tabs[0]!.main.connected).toBe(false);
  });
});

describe('sessions checked again while their tabs are open', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp({ revalidateMs: 200 }));
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  it('closes the tabs of a session that expires while they are open', async () => {
    const member = await createMember(t);
    const tab = openTab(url, ['main'], { token: member.token });
    await connected(tab.main);
    const forced = record(tab.main, 'forceOut');
    // Past the session's lifetime (14 days); the connection stays open until the next check finds it ended.
    (t.clock as ManualClock).advance(15 * 86_400_000);
    await vi.waitFor(() => expect(forced).toEqual([[HubErrors.sessionEnded]]), { timeout: 3000 });
  });
});
