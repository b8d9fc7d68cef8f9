import { Permissions } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeTabs, connected, createListeningApp, openTab } from '../../realtime/realtime.test-support.js';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, insertRole } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';

describe('who is online', () => {
  let t: TestApp;
  let url: string;
  let admin: { token: string };
  let watcher: { token: string };
  let alice: { id: string; userName: string; token: string };

  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
    admin = await adminSession(t);
    // Staff who may see the list without being administrators.
    const tenantId = (await adminSession(t)).tenantId;
    await insertRole(
      t,
      {
        id: newId(),
        tenantId,
        code: 'watcher',
        name: '在线监看',
        description: '',
        isSystem: false,
        createdAt: new Date().toISOString(),
      },
      [Permissions.onlineRead],
    );
    watcher = await createMember(t, { roles: ['watcher'] });
    alice = await createMember(t, { nick: '爱丽丝' });
  });
  afterAll(async () => {
    closeTabs();
    await t.close();
  });

  it('counts nobody before anyone connects', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/online/count' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ count: 0 });
  });

  it('lists members with their tabs to staff, with addresses for administrators only', async () => {
    const tabs = [
      openTab(url, ['main'], { token: alice.token }),
      openTab(url, ['main'], { token: alice.token }),
      openTab(url, ['main'], { browserId: 'guest-browser-9' }),
    ];
    await Promise.all(tabs.map((tab) => connected(tab.main)));
    await vi.waitFor(async () => {
      const res = await t.request({ method: 'GET', url: '/prod-api/online/count' });
      expect(res.json()).toEqual({ count: 2 });
    });

    const forAdmin = await t.request({ method: 'GET', url: '/prod-api/online', token: admin.token });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json()).toEqual({
      items: [
        {
          userId: alice.id,
          userName: alice.userName,
          nick: '爱丽丝',
          since: expect.any(String),
          tabs: 2,
          ips: ['127.0.0.1'],
        },
      ],
      guests: 1,
    });

    const forStaff = await t.request({ method: 'GET', url: '/prod-api/online', token: watcher.token });
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.json().items[0]).toMatchObject({ userId: alice.id, tabs: 2, ips: null });
  });

  it('refuses the list to members and guests', async () => {
    expect((await t.request({ method: 'GET', url: '/prod-api/online', token: alice.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/prod-api/online' })).statusCode).toBe(401);
  });
});
