import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ChatUser } from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { systemClock } from '../shared/clock.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import { createMember } from '../test/fixtures.js';
import { createTestDatabase, createTestKeyValueStore, type TestApp } from '../test/harness.js';
import { closeTabs, connected, FAST_REALTIME, openTab, record, settle } from './realtime.test-support.js';

/**
 * The chat room on two instances sharing one database and one Redis, as behind a load balancer: a member
 * with a tab on each enters once and leaves only when the last closes, and a message sent through one
 * instance reaches tabs on the other. Without Redis each instance is alone, so this runs only with REDIS_URL.
 */
describe.skipIf(!process.env.REDIS_URL)('the chat room across two instances', () => {
  const realtime = { ...FAST_REALTIME, presenceTtlMs: 3000, heartbeatMs: 300 };
  const prefix = `cs-chat-multi:${randomBytes(4).toString('hex')}:`;
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
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JWT_SECRET: 'z'.repeat(40), OVERLOAD_GUARD: 'off' },
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
    await seedDatabase(database.db, { adminPassword: 'Admin#Chat-2026' });
    [a, urlA] = await start(kvA, test.dataDir);
    [b, urlB] = await start(kvB, test.dataDir);
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await a.server.close();
    await b.server.close();
    await kvA.close();
    await kvB.close();
    await dispose();
  });

  const member = (moneyCents = 0) =>
    createMember({ app: a, database, clock: systemClock } as unknown as TestApp, { moneyCents });
  const ids = (calls: unknown[][]) => calls.map(([u]) => (typeof u === 'string' ? u : (u as ChatUser).userId));

  it('announces a member once while any tab on any instance is open, and offline after the last', async () => {
    const alice = await member();
    const bob = await member();
    const watcher = openTab(urlB, ['chat'], { token: bob.token }).chat;
    await connected(watcher);
    const live = record(watcher, 'liveUser');
    const offline = record(watcher, 'offlineUser');
    const onA = openTab(urlA, ['chat'], { token: alice.token }).chat;
    await connected(onA);
    await vi.waitFor(() => expect(ids(live)).toContain(alice.id));
    const onB = openTab(urlB, ['chat'], { token: alice.token }).chat;
    await connected(onB);
    await settle(300);
    expect(ids(live).filter((id) => id === alice.id)).toHaveLength(1);
    // Both instances list her, once.
    for (const app of [a, b]) {
      const res = await app.server.inject({
        method: 'GET',
        url: '/prod-api/chat-user',
        headers: { authorization: `Bearer ${bob.token}` },
      });
      expect(res.json<{ items: ChatUser[] }>().items.filter((u) => u.userId === alice.id)).toHaveLength(1);
    }
    onA.disconnect();
    await settle(400);
    expect(ids(offline)).not.toContain(alice.id);
    onB.disconnect();
    await vi.waitFor(() => expect(ids(offline)).toEqual([alice.id]));
  });

  it('delivers a room message and a private message sent through one instance to tabs on the other', async () => {
    const alice = await member(1000);
    const bob = await member();
    const bobOnB = openTab(urlB, ['chat'], { token: bob.token }).chat;
    const aliceOnB = openTab(urlB, ['chat'], { token: alice.token }).chat;
    await Promise.all([connected(bobOnB), connected(aliceOnB)]);
    const bobGot = record(bobOnB, 'receiveMsg');
    const aliceGot = record(aliceOnB, 'receiveMsg');
    const room = await a.server.inject({
      method: 'POST',
      url: '/prod-api/chat-message/group',
      headers: { authorization: `Bearer ${alice.token}`, 'idempotency-key': randomUUID() },
      payload: { content: '从 A 发出' },
    });
    expect(room.statusCode).toBe(201);
    const personal = await a.server.inject({
      method: 'POST',
      url: '/prod-api/chat-message/personal',
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { userId: bob.id, content: '悄悄话' },
    });
    await vi.waitFor(() => expect(bobGot).toHaveLength(2));
    await vi.waitFor(() => expect(aliceGot).toHaveLength(2));
    expect(bobGot.map(([type, m]) => [type, (m as ChatMessage).id])).toEqual([
      [2, room.json<ChatMessage>().id],
      [0, personal.json<ChatMessage>().id],
    ]);
  });
});
