import { CHAT_MESSAGES, ChatErrorCodes, type ChatStatus } from '@clearsight/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { newId } from '../../shared/ids.js';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startInstances, type Instances } from '../../test/instances.js';
import { startFakeAi, type FakeAi } from './chat.test-support.js';

/**
 * The assistant's limits hold in the database (decision 0021), whichever instance a question reaches: one
 * answer at a time per member, and at most 30 questions a day, under questions sent all at once. The route's
 * per-member rate limit is off here (RATE_LIMIT_DISABLED), so every request reaches the limits under test.
 */
const aiEnv = (ai: FakeAi) => ({
  RATE_LIMIT_DISABLED: '1',
  AI_BASE_URL: ai.url,
  AI_API_KEY: 'sk-test-key',
  AI_MODEL: 'fake-model',
});

type Ask = (member: TestMember, i: number) => Promise<LightMyRequestResponse>;
type Db = TestApp['database']['db'];

const askOn = (app: App) => (member: TestMember, i: number) =>
  app.server.inject({
    method: 'POST',
    url: '/prod-api/ai-chat/chat',
    headers: { authorization: `Bearer ${member.token}` },
    payload: { content: `第 ${i} 个问题` },
  });

const codeOf = (res: LightMyRequestResponse) =>
  res.statusCode === 201 ? 'accepted' : `${res.statusCode} ${res.json<{ error: { code: string } }>().error.code}`;

async function streamingAnswers(db: Db, member: TestMember) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'state'])
    .where('conversation_key', '=', `ai:${member.id}`)
    .where('state', '=', 'streaming')
    .execute();
}

async function questionsOf(db: Db, member: TestMember): Promise<number> {
  const rows = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('conversation_key', '=', `ai:${member.id}`)
    .where('sender_id', '=', member.id)
    .execute();
  return rows.length;
}

/** Questions asked earlier today (cleared since: they still count). */
async function askedEarlier(db: Db, member: TestMember, count: number, at: string): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values(
      Array.from({ length: count }, () => ({
        id: newId(),
        tenant_id: member.tenantId,
        conversation_key: `ai:${member.id}`,
        message_type: 'Ai',
        sender_id: member.id,
        receiver_id: null,
        content: '以前的问题',
        assistant_mode: null,
        state: null,
        deleted_at: at,
        deleted_by: member.id,
        created_at: at,
      })),
    )
    .execute();
}

/** Twenty questions at once while the first answer is held open: exactly one is accepted. */
async function oneAtATime(ai: FakeAi, db: Db, ask: Ask, member: TestMember): Promise<void> {
  ai.behaviour = 'hold';
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(member, i)));
  const codes = results.map(codeOf);
  expect(codes.filter((c) => c === 'accepted')).toHaveLength(1);
  expect(codes.filter((c) => c === `409 ${ChatErrorCodes.aiBusy}`)).toHaveLength(19);
  const busy = results.find((r) => r.statusCode === 409)!;
  expect(busy.json()).toMatchObject({ error: { message: CHAT_MESSAGES.aiBusy } });
  expect(await streamingAnswers(db, member)).toHaveLength(1);
  expect(await questionsOf(db, member)).toBe(1);
  await vi.waitFor(() => expect(ai.holding()).toBe(1), { timeout: 10_000 });
  ai.release();
  await vi.waitFor(async () => expect(await streamingAnswers(db, member)).toHaveLength(0), { timeout: 10_000 });
  // The answer was stored whole, and the member may ask again.
  const answerId = results.find((r) => r.statusCode === 201)!.json<{ answerId: string }>().answerId;
  const answer = await db
    .selectFrom('chat_messages')
    .select(['state', 'content'])
    .where('id', '=', answerId)
    .executeTakeFirstOrThrow();
  expect(answer).toEqual({ state: 'done', content: '你好，我是助手。' });
  ai.behaviour = 'answer';
  const next = await ask(member, 99);
  expect(next.statusCode).toBe(201);
  await vi.waitFor(async () => expect(await streamingAnswers(db, member)).toHaveLength(0), { timeout: 10_000 });
}

/**
 * With 25 questions asked earlier today, batches of questions sent at once (answers coming quickly, so several
 * of a batch may be accepted one after another) until the quota answers: exactly 5 more, 30 in all.
 */
async function quotaExactly(ai: FakeAi, db: Db, ask: Ask, member: TestMember, at: string): Promise<void> {
  ai.behaviour = 'answer';
  ai.answer = ['好'];
  await askedEarlier(db, member, 25, at);
  let accepted = 0;
  for (let batch = 0; batch < 40; batch += 1) {
    const codes = (await Promise.all(Array.from({ length: 10 }, (_, i) => ask(member, batch * 10 + i)))).map(codeOf);
    for (const code of codes) {
      expect(['accepted', `409 ${ChatErrorCodes.aiBusy}`, `429 ${ChatErrorCodes.aiQuota}`]).toContain(code);
    }
    accepted += codes.filter((c) => c === 'accepted').length;
    await vi.waitFor(async () => expect(await streamingAnswers(db, member)).toHaveLength(0), { timeout: 10_000 });
    if (codes.every((c) => c === `429 ${ChatErrorCodes.aiQuota}`)) break;
  }
  expect(accepted).toBe(5);
  expect(await questionsOf(db, member)).toBe(30);
}

describe('the assistant’s limits on one instance', () => {
  let t: TestApp;
  let ai: FakeAi;

  beforeAll(async () => {
    ai = await startFakeAi();
    t = await createTestApp({ env: aiEnv(ai) });
  });
  afterEach(() => {
    ai.release();
    ai.behaviour = 'answer';
    ai.answer = ['你好', '，我是', '助手。'];
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('accepts exactly one of 20 questions sent at once while its answer streams', async () => {
    await oneAtATime(ai, t.database.db, askOn(t.app), await createMember(t));
  });

  it('keeps the daily quota at exactly 30 under questions sent at once', async () => {
    const member = await createMember(t);
    await quotaExactly(ai, t.database.db, askOn(t.app), member, t.clock.now().toISOString());
    const status = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/status', token: member.token })
    ).json<ChatStatus>();
    expect(status.assistant).toMatchObject({ dailyQuota: 30, usedToday: 30 });
  });

  it('refuses while another instance streams an answer, and settles one abandoned past the bound', async () => {
    const member = await createMember(t);
    const now = t.clock.now().getTime();
    const streamingSince = async (minutesAgo: number) => {
      const id = newId();
      await t.database.db
        .insertInto('chat_messages')
        .values({
          id,
          tenant_id: member.tenantId,
          conversation_key: `ai:${member.id}`,
          message_type: 'Ai',
          sender_id: null,
          receiver_id: member.id,
          content: '一半',
          assistant_mode: 'model',
          state: 'streaming',
          deleted_at: null,
          deleted_by: null,
          created_at: new Date(now - minutesAgo * 60_000).toISOString(),
        })
        .execute();
      return id;
    };
    // An answer another instance is streaming now: this instance has no stream of it, the database knows.
    const live = await streamingSince(1);
    const refused = await askOn(t.app)(member, 1);
    expect(codeOf(refused)).toBe(`409 ${ChatErrorCodes.aiBusy}`);
    const cleared = await t.request({ method: 'DELETE', url: '/prod-api/ai-chat/chat', token: member.token });
    expect(cleared.statusCode).toBe(409);

    // Its instance died: past the bound (five minutes) the answer is settled as failed and the member asks.
    await t.database.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(now - 6 * 60_000).toISOString() })
      .where('id', '=', live)
      .execute();
    const asked = await askOn(t.app)(member, 2);
    expect(asked.statusCode).toBe(201);
    const settled = await t.database.db
      .selectFrom('chat_messages')
      .select(['state', 'content'])
      .where('id', '=', live)
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({
      state: 'failed',
      content: `一半\n\n${CHAT_MESSAGES.aiInterrupted}${CHAT_MESSAGES.aiFailed}`,
    });
    await vi.waitFor(async () => expect(await streamingAnswers(t.database.db, member)).toHaveLength(0), {
      timeout: 10_000,
    });
  });

  it('keeps a second streaming answer of a member out of the database itself', async () => {
    const member = await createMember(t);
    const row = (id: string) => ({
      id,
      tenant_id: member.tenantId,
      conversation_key: `ai:${member.id}`,
      message_type: 'Ai',
      sender_id: null,
      receiver_id: member.id,
      content: '',
      assistant_mode: 'model',
      state: 'streaming',
      deleted_at: null,
      deleted_by: null,
      created_at: t.clock.now().toISOString(),
    });
    await t.database.db.insertInto('chat_messages').values(row(newId())).execute();
    await expect(t.database.db.insertInto('chat_messages').values(row(newId())).execute()).rejects.toThrow();
  });
});

/**
 * Two instances on one database and one Redis, as behind a load balancer: the questions alternate between
 * them. Without Redis each instance has its own in-process store, so this runs only with REDIS_URL.
 */
describe.skipIf(!process.env.REDIS_URL)('the assistant’s limits across two instances', () => {
  let instances: Instances;
  let ai: FakeAi;
  let a: App;
  let b: App;

  beforeAll(async () => {
    ai = await startFakeAi();
    instances = await startInstances(2, { adminPassword: 'Admin#Limits-2026', env: aiEnv(ai) });
    [a, b] = instances.apps as [App, App];
  });
  afterEach(() => {
    ai.release();
    ai.behaviour = 'answer';
    ai.answer = ['你好', '，我是', '助手。'];
  });
  afterAll(async () => {
    await instances.close();
    await ai.close();
  });

  const alternating: Ask = (member, i) => askOn(i % 2 === 0 ? a : b)(member, i);

  it('accepts exactly one of 20 questions sent at once to both', async () => {
    await oneAtATime(ai, instances.database.db, alternating, await createMember(instances.on(a)));
  });

  it('keeps the daily quota at exactly 30 over both', async () => {
    const member = await createMember(instances.on(a));
    await quotaExactly(ai, instances.database.db, alternating, member, new Date().toISOString());
  });
});
