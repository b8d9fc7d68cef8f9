import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createTenant } from '../test/fixtures.js';
import type { TestApp } from '../test/harness.js';
import { createPresence, MemoryPresenceStore, type PresenceTab } from './presence.js';
import { closeTabs, connected, createListeningApp, FAST_REALTIME, openTab, record } from './realtime.test-support.js';

const member = (userId: string): PresenceTab['person'] => ({ kind: 'member', userId, userName: userId, nick: userId });
const tab = (socketId: string, person: PresenceTab['person'], ip = '198.51.100.1'): PresenceTab => ({
  socketId,
  tenantId: 't1',
  person,
  ip,
  connectedAt: `2026-01-01T00:00:0${socketId.length % 10}.000Z`,
});

describe('presence across instances (in-process store)', () => {
  it('counts people, not tabs, over every instance, and lists members with their tabs and addresses', async () => {
    const store = new MemoryPresenceStore();
    const a = createPresence({ store, ttlMs: 60_000, heartbeatMs: 60_000, instanceId: 'a' });
    const b = createPresence({ store, ttlMs: 60_000, heartbeatMs: 60_000, instanceId: 'b' });
    a.join(tab('s1', member('alice'), '198.51.100.1'));
    a.join(tab('s2', member('alice'), '198.51.100.1'));
    b.join(tab('s3', member('alice'), '198.51.100.2'));
    a.join(tab('s4', { kind: 'guest', browserId: 'browser-1' }));
    b.join(tab('s5', { kind: 'guest', browserId: 'browser-1' }));
    b.join(tab('s6', { kind: 'guest', browserId: null }));
    b.join(tab('s7', { kind: 'guest', browserId: null }));
    expect(await a.count('t1')).toBe(4);
    expect(await b.count('t1')).toBe(4);
    expect(await a.count('t2')).toBe(0);
    const list = await b.list('t1');
    expect(list.guests).toBe(3);
    expect(list.members).toEqual([
      expect.objectContaining({ userId: 'alice', tabs: 3, ips: ['198.51.100.1', '198.51.100.2'] }),
    ]);

    a.leave('s1');
    a.leave('s2');
    expect(await a.count('t1')).toBe(4);
    b.leave('s3');
    expect(await a.count('t1')).toBe(3);
    await a.stop();
    await b.stop();
    expect(await a.count('t1')).toBe(0);
  });

  it("drops a silent instance's people once their entries expire", async () => {
    const store = new MemoryPresenceStore();
    const live = createPresence({ store, ttlMs: 200, heartbeatMs: 50, instanceId: 'live' });
    // No heartbeat: as if its process had died after the people joined.
    const crashed = createPresence({ store, ttlMs: 200, heartbeatMs: 50, instanceId: 'crashed' });
    live.start();
    live.join(tab('s1', member('alice')));
    crashed.join(tab('s2', member('bob')));
    expect(await live.count('t1')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await live.count('t1')).toBe(1);
    await live.stop();
  });
});

describe('online count over the hubs', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  const countNow = async () =>
    (await t.request({ method: 'GET', url: '/prod-api/online/count' })).json<{ count: number }>().count;

  it('counts a member with several tabs once, a guest once per browser, and sends the count coalesced', async () => {
    const observer = openTab(url, ['main'], { browserId: 'observer-browser' });
    const counts = record(observer.main, 'onlineNum');
    const times: number[] = [];
    observer.main.on('onlineNum', () => times.push(Date.now()));
    await connected(observer.main);
    await vi.waitFor(() => expect(counts.at(-1)).toEqual([1]));

    const alice = await createMember(t);
    const burstStarted = Date.now();
    const tabs = [
      ...Array.from({ length: 3 }, () => openTab(url, ['main', 'notice'], { token: alice.token })),
      openTab(url, ['main'], { browserId: 'guest-browser-1' }),
      openTab(url, ['main'], { browserId: 'guest-browser-1' }),
      openTab(url, ['main']),
    ];
    await Promise.all(tabs.map((tab) => connected(tab.main)));
    // observer + alice + one browser + one tab without a browser id
    await vi.waitFor(() => expect(counts.at(-1)).toEqual([4]));
    expect(await countNow()).toBe(4);
    // A guest's page opens the notice hub only: counted too.
    const reader = openTab(url, ['notice'], { browserId: 'guest-browser-2' });
    await connected(reader.notice);
    await vi.waitFor(() => expect(counts.at(-1)).toEqual([5]));
    reader.notice.disconnect();
    await vi.waitFor(() => expect(counts.at(-1)).toEqual([4]));

    // Six connections in a burst, and at most one count per interval while they came (arrival times on a busy
    // machine bunch up, so the number is checked against the time that passed, not the gaps between them).
    // One more may have been on its way when the burst began.
    const window = Date.now() - burstStarted;
    const duringBurst = times.filter((at) => at >= burstStarted);
    expect(duringBurst.length).toBeLessThanOrEqual(Math.floor(window / FAST_REALTIME.countIntervalMs) + 2);

    // Alice stays online until her last tab closes.
    for (const tab of tabs.slice(0, 2)) for (const socket of Object.values(tab)) socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, FAST_REALTIME.countIntervalMs * 3));
    expect(await countNow()).toBe(4);
    for (const socket of Object.values(tabs[2]!)) socket.disconnect();
    await vi.waitFor(() => expect(counts.at(-1)).toEqual([3]));
    expect(await countNow()).toBe(3);
  });

  it('gives a new tab the current count at once, and counts each tenant apart', async () => {
    const tenant = await createTenant(t);
    const here = openTab(url, ['main']);
    await connected(here.main);
    const there = openTab(url, ['main'], { tenantId: tenant.id });
    const thereCounts = record(there.main, 'onlineNum');
    await connected(there.main);
    await vi.waitFor(() => expect(thereCounts[0]).toEqual([1]));
    const res = await t.request({ method: 'GET', url: '/prod-api/online/count', tenant: tenant.id });
    expect(res.json()).toEqual({ count: 1 });
  });
});
