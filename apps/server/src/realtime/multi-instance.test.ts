import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { systemClock } from '../shared/clock.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import { createMember } from '../test/fixtures.js';
import { createTestDatabase, createTestKeyValueStore, type TestApp } from '../test/harness.js';
import { forumClient } from '../features/forum/forum.test-support.js';
import { adminSession } from '../test/fixtures.js';
import { closeTabs, connected, FAST_REALTIME, liveJoin, openTab, record, settle } from './realtime.test-support.js';

/** How long a test waits for what goes through Redis and back: the default 1 s was too short on a busy machine. */
const SLOW_MACHINE_MS = 5000;

/**
 * Two instances on one database and one Redis, as behind a load balancer: an event raised on one reaches a
 * client of the other, both count the same people, and a crashed instance's people drop out once its
 * entries expire. Without Redis each instance is alone, so this runs only with REDIS_URL.
 */
describe.skipIf(!process.env.REDIS_URL)('realtime across two instances through Redis', () => {
  const realtime = { ...FAST_REALTIME, presenceTtlMs: 3000, heartbeatMs: 300 };
  const prefix = `cs-rt-multi:${randomBytes(4).toString('hex')}:`;
  const kvA = createTestKeyValueStore(prefix);
  const kvB = createTestKeyValueStore(prefix);
  let a: App;
  let b: App;
  let urlA: string;
  let urlB: string;
  let database: TestApp['database'];
  let dispose: () => Promise<void>;

  async function start(kv: KeyValueStore, dataDir: string): Promise<[App, string]> {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40), OVERLOAD_GUARD: 'off' },
      { realtime },
    );
    const app = await buildApp({ config, database, kv });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    await app.services.sessions.ready;
    return [app, `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`];
  }

  beforeAll(async () => {
    const test = await createTestDatabase();
    database = test.database;
    dispose = test.dispose;
    await migrateToLatest(database.db, database.kind);
    await seedDatabase(database.db, { adminPassword: 'Admin#Multi-2026' });
    [a, urlA] = await start(kvA, test.dataDir);
    [b, urlB] = await start(kvB, test.dataDir);
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await a.server.close();
    await b.server.close().catch(() => undefined);
    await kvA.close();
    await kvB.close().catch(() => undefined);
    await dispose();
  });

  const member = (app: App) => createMember({ app, database, clock: systemClock } as unknown as TestApp);
  const countOn = async (app: App) =>
    (await app.server.inject({ method: 'GET', url: '/prod-api/online/count' })).json<{ count: number }>().count;

  it('delivers an event raised on one instance to a tab connected to the other', async () => {
    const alice = await member(a);
    const tabOnB = openTab(urlB, ['bbsNotice', 'notice'], { token: alice.token });
    await Promise.all([connected(tabOnB.bbsNotice), connected(tabOnB.notice)]);
    const personal = record(tabOnB.bbsNotice, 'Personal');
    const announced = record(tabOnB.notice, 'receiveNotice');
    await a.services.notices.notify({ tenantId: alice.tenantId, userId: alice.id, message: '来自 A 的通知' });
    a.events.emit('site-notice.published', {
      tenantId: alice.tenantId,
      id: 'n',
      type: 'MerryGoRound',
      title: 't',
      html: 'h',
    });
    await vi.waitFor(() => expect(personal.map((args) => args[0])).toEqual(['来自 A 的通知']));
    await vi.waitFor(() => expect(announced).toHaveLength(1));
  });

  it('brings a topic’s live events from one instance to a page on the other, and takes it out of the room there', async () => {
    // The forum's helpers on instance A, as the harness would give them.
    const onA = {
      app: a,
      database,
      clock: systemClock,
      request: ({ token, headers, ...rest }: InjectOptions & { token?: string | null }) =>
        a.server.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    } as unknown as TestApp;
    const f = forumClient(onA);
    const admin = await adminSession(onA);
    const author = await member(a);
    const plateId = (await f.createPlate(admin.token)).id;
    const topicId = (await f.createTopic(author.token, plateId)).id;
    const guestOnB = openTab(urlB, ['notice']);
    await connected(guestOnB.notice);
    expect(await liveJoin(guestOnB.notice, 'topic', topicId)).toBe(true);
    const comments = record(guestOnB.notice, 'liveComment');
    const changes = record(guestOnB.notice, 'liveTopic');

    const first = await f.comment(author.token, topicId, '从 A 发出的评论');
    await vi.waitFor(() => expect(comments).toEqual([[topicId, first.id, author.id]]));
    await f.ok(
      onA.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topicId}/moderation`,
        token: admin.token,
        payload: { isHidden: true },
      }),
    );
    await vi.waitFor(() => expect(changes).toEqual([[topicId, true]]));
    // Taken out of the room on B by A: a later comment (the author may still write) reaches nobody there.
    await f.comment(author.token, topicId, '隐藏之后的评论');
    await settle(300);
    expect(comments).toHaveLength(1);
    expect(await liveJoin(guestOnB.notice, 'topic', topicId)).toBe(false);
  });

  it('forces out, on the other instance, a session that logs out through one', async () => {
    const bob = await member(a);
    const tabOnB = openTab(urlB, ['main'], { token: bob.token });
    await connected(tabOnB.main);
    const forced = record(tabOnB.main, 'forceOut');
    const res = await a.server.inject({
      method: 'POST',
      url: '/prod-api/account/logout',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(forced).toEqual([['您已退出登录']]));
    await vi.waitFor(() => expect(tabOnB.main.connected).toBe(false));
  });

  it('counts the same people on both, and drops a crashed instance’s people within the expiry', async () => {
    const carol = await member(a);
    const onA = [
      openTab(urlA, ['main'], { token: carol.token }),
      openTab(urlA, ['main'], { browserId: 'browser-a-1' }),
    ];
    // Carol has a tab on each instance: still one person.
    const onB = [
      openTab(urlB, ['main'], { token: carol.token }),
      openTab(urlB, ['main'], { browserId: 'browser-b-1' }),
    ];
    await Promise.all([...onA, ...onB].map((tab) => connected(tab.main)));
    const seenOnA = record(onA[1]!.main, 'onlineNum');
    const seenOnB = record(onB[1]!.main, 'onlineNum');
    // The counts go through Redis and out every interval (SLOW_MACHINE_MS).
    await vi.waitFor(
      async () => {
        expect(await countOn(a)).toBe(3);
        expect(await countOn(b)).toBe(3);
      },
      { timeout: SLOW_MACHINE_MS },
    );
    await vi.waitFor(
      () => {
        expect(seenOnA.at(-1)).toEqual([3]);
        expect(seenOnB.at(-1)).toEqual([3]);
      },
      { timeout: SLOW_MACHINE_MS },
    );

    // B dies: its Redis connection drops first, so nothing it does on the way down reaches Redis.
    kvB.redis!.disconnect();
    await b.server.close();
    expect(await countOn(a)).toBe(3);
    const crashedAt = Date.now();
    await vi.waitFor(async () => expect(await countOn(a)).toBe(2), { timeout: realtime.presenceTtlMs + 2000 });
    expect(Date.now() - crashedAt).toBeLessThanOrEqual(realtime.presenceTtlMs + 1000);
    await vi.waitFor(() => expect(seenOnA.at(-1)).toEqual([2]), { timeout: SLOW_MACHINE_MS });
  });

  it('sends nothing through Redis once closed: a fan-out or force-out raised on the way down stays local', async () => {
    // B closed in the test before (its adapter's Redis connections quit); a chat tab's leave still in flight
    // then ends in a fan-out. Through the adapter it would reject, unhandled, with "Connection is closed".
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      b.realtime.fanOut('chat', 'tenant:none', 'offlineUser', 'u-1');
      b.realtime.forceOut(['no-such-session'], 'gone');
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });
});
