import {
  CHAT_MESSAGES,
  ChatErrorCodes,
  contactSalesHref,
  modelHref,
  solutionHref,
  type ChatHistory,
  type ChatMessage,
  type ChatStatus,
} from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeTabs, connected, createListeningApp, openTab, record } from '../../realtime/realtime.test-support.js';
import { newId } from '../../shared/ids.js';
import { createMember, type TestMember } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { estimateTokens, trimToBudget } from './assistant.js';
import { startFakeAi, type FakeAi } from './chat.test-support.js';

describe('the assistant with an OpenAI-compatible service', () => {
  let t: TestApp;
  let url: string;
  let ai: FakeAi;

  beforeAll(async () => {
    ai = await startFakeAi();
    ({ t, url } = await createListeningApp(
      {},
      { ai: { baseUrl: ai.url, apiKey: 'sk-test-key', model: 'fake-model' } },
    ));
  });
  afterEach(() => {
    closeTabs();
    ai.behaviour = 'answer';
    ai.answer = ['你好', '，我是', '助手。'];
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  const ask = (m: TestMember, content: string) =>
    t.request({ method: 'POST', url: '/prod-api/ai-chat/chat', token: m.token, payload: { content } });
  const tabOf = async (m: TestMember) => {
    const tab = openTab(url, ['chat'], { token: m.token }).chat;
    await connected(tab);
    return tab;
  };
  /** The pieces of one answer as the tab merges them (appended by id), once its last piece arrived. */
  async function answerIn(calls: unknown[][], answerId: string): Promise<{ content: string; state: string | null }> {
    let content = '';
    let state: string | null = null;
    await vi.waitFor(
      () => {
        const pieces = calls.map(([, m]) => m as ChatMessage).filter((m) => m.id === answerId);
        content = pieces.map((p) => p.content).join('');
        state = pieces.at(-1)?.state ?? null;
        expect(state === 'done' || state === 'failed').toBe(true);
      },
      { timeout: 10_000 },
    );
    return { content, state };
  }
  const history = async (m: TestMember) =>
    (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/account?messageType=Ai', token: m.token })
    ).json<ChatHistory>();

  it('says a model answers, streams its pieces to every tab, and sends earlier answers back as assistant turns', async () => {
    const alice = await createMember(t);
    const status = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/status', token: alice.token })
    ).json<ChatStatus>();
    expect(status.assistant).toMatchObject({ mode: 'model', model: 'fake-model' });
    const [tab1, tab2] = await Promise.all([tabOf(alice), tabOf(alice)]);
    const got1 = record(tab1, 'receiveMsg');
    const got2 = record(tab2, 'receiveMsg');

    const first = await ask(alice, '你是谁？');
    expect(first.statusCode).toBe(201);
    const { answerId, mode } = first.json<{ answerId: string; mode: string }>();
    expect(mode).toBe('model');
    for (const calls of [got1, got2]) {
      expect(await answerIn(calls, answerId)).toEqual({ content: '你好，我是助手。', state: 'done' });
      expect(calls.every(([type]) => type === 3)).toBe(true);
    }
    expect(ai.requests[0]!.authorization).toBe('Bearer sk-test-key');
    expect(ai.requests[0]!.body).toMatchObject({ model: 'fake-model', stream: true });

    ai.answer = ['第二个', '回答'];
    const second = await ask(alice, '再说一遍');
    await answerIn(got1, second.json<{ answerId: string }>().answerId);
    const messages = ai.requests[1]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: '你是谁？' },
      { role: 'assistant', content: '你好，我是助手。' },
      { role: 'user', content: '再说一遍' },
    ]);
    const stored = await history(alice);
    expect(stored.items.map((m) => [m.sendUserId ? 'user' : 'assistant', m.content, m.state, m.assistantMode])).toEqual(
      [
        ['user', '你是谁？', null, null],
        ['assistant', '你好，我是助手。', 'done', 'model'],
        ['user', '再说一遍', null, null],
        ['assistant', '第二个回答', 'done', 'model'],
      ],
    );
  });

  it('gives the model the catalogue’s facts for a product question, so its answer cites real models', async () => {
    const erin = await createMember(t);
    const got = record(await tabOf(erin), 'receiveMsg');
    const models = await t.database.db.selectFrom('product_models').select(['id', 'model_number']).execute();
    const id = (n: string) => models.find((m) => m.model_number === n)!.id;
    const solution = await t.database.db
      .selectFrom('solutions')
      .select('id')
      .where('title', '=', 'PCB 外观与贴片检测方案')
      .executeTakeFirstOrThrow();
    const before = ai.requests.length;
    const res = await ask(erin, 'Which CS-A camera suits PCB inspection?');
    await answerIn(got, res.json<{ answerId: string }>().answerId);
    const messages = ai.requests[before]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    const facts = messages[1]!.content;
    // The fitting model with its page and specs, why it fits, the solution, further reading and sales.
    expect(facts).toContain(`CS-A123-10GM`);
    expect(facts).toContain(modelHref(id('CS-A123-10GM')));
    expect(facts).toContain('Megapixels 12.3 MP');
    expect(facts).toContain('closest match to CS-U123-20UM');
    expect(facts).toContain(solutionHref(solution.id));
    expect(facts).toMatch(/Datasheet: CS-A/);
    expect(facts).toContain('Answered forum question: 检测 0201 元件偏移');
    expect(facts).not.toMatch(/CS-A016-10GM|CL-G4K-10GM/);
    expect(messages[2]).toEqual({ role: 'user', content: 'Which CS-A camera suits PCB inspection?' });

    // Nothing fits: the model is told so, and where to send the member.
    const next = ai.requests.length;
    const none = await ask(erin, '有没有 1 亿像素的 USB3 彩色相机？');
    await answerIn(got, none.json<{ answerId: string }>().answerId);
    const noneFacts = (ai.requests[next]!.body.messages as Array<{ role: string; content: string }>)[1]!.content;
    expect(noneFacts).toContain('No model in the catalogue fits');
    expect(noneFacts).toContain(contactSalesHref());
  });

  it('keeps what arrived and says so when the service breaks off mid-answer; the failed answer is not sent back', async () => {
    const bob = await createMember(t);
    const got = record(await tabOf(bob), 'receiveMsg');
    ai.behaviour = 'break';
    ai.answer = ['前半', '句话', '不会到达'];
    const res = await ask(bob, '讲个长故事');
    const answer = await answerIn(got, res.json<{ answerId: string }>().answerId);
    expect(answer.state).toBe('failed');
    expect(answer.content).toBe(`前半句话\n\n${CHAT_MESSAGES.aiInterrupted}${CHAT_MESSAGES.aiFailed}`);
    expect((await history(bob)).items[1]).toMatchObject({ state: 'failed', content: answer.content });

    ai.behaviour = 'answer';
    const before = ai.requests.length;
    const next = await ask(bob, '好吧');
    await answerIn(got, next.json<{ answerId: string }>().answerId);
    const sent = ai.requests[before]!.body.messages.slice(1);
    expect(sent).toEqual([
      { role: 'user', content: '讲个长故事' },
      { role: 'user', content: '好吧' },
    ]);
  });

  it('tells the member the site is out of credit on a 402', async () => {
    const carol = await createMember(t);
    const got = record(await tabOf(carol), 'receiveMsg');
    ai.behaviour = 'credit';
    const res = await ask(carol, '你好');
    const answer = await answerIn(got, res.json<{ answerId: string }>().answerId);
    expect(answer).toEqual({ content: CHAT_MESSAGES.aiOutOfCredit, state: 'failed' });
  });

  it('answers one question at a time per member and keeps to the daily quota', async () => {
    const dave = await createMember(t);
    ai.behaviour = 'slow';
    ai.answer = ['你好', '，我是', '助手。', '说得', '比较', '慢。'];
    const first = await ask(dave, '慢慢说');
    expect(first.statusCode).toBe(201);
    // A tab opened mid-answer loads what has arrived so far.
    await vi.waitFor(
      async () => {
        const answer = (await history(dave)).items.find((m) => m.id === first.json<{ answerId: string }>().answerId);
        expect(answer?.state).toBe('streaming');
        expect(answer?.content).toMatch(/^你好/);
      },
      { timeout: 5000, interval: 50 },
    );
    const busy = await ask(dave, '插一句');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: { code: ChatErrorCodes.aiBusy, message: CHAT_MESSAGES.aiBusy } });
    await answerIn(record(await tabOf(dave), 'receiveMsg'), first.json<{ answerId: string }>().answerId);

    // Questions asked earlier today (29 more make 30, the default quota).
    const now = t.clock.now().toISOString();
    await t.database.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 29 }, () => ({
          id: newId(),
          tenant_id: dave.tenantId,
          conversation_key: `ai:${dave.id}`,
          message_type: 'Ai',
          sender_id: dave.id,
          receiver_id: null,
          content: '以前的问题',
          assistant_mode: null,
          state: null,
          deleted_at: now,
          deleted_by: dave.id,
          created_at: now,
        })),
      )
      .execute();
    ai.behaviour = 'answer';
    const over = await ask(dave, '还能问吗');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { code: ChatErrorCodes.aiQuota, message: CHAT_MESSAGES.aiQuota } });
  });
});

describe('the context sent to a model', () => {
  it('keeps the newest turns within the token budget and never starts with an answer', () => {
    const turns = [
      { role: 'user' as const, content: '一'.repeat(50) },
      { role: 'assistant' as const, content: '二'.repeat(50) },
      { role: 'user' as const, content: '三'.repeat(50) },
      { role: 'assistant' as const, content: '四'.repeat(50) },
      { role: 'user' as const, content: '五' },
    ];
    expect(estimateTokens('一'.repeat(50))).toBe(54);
    expect(trimToBudget(turns, 1000)).toEqual(turns);
    // Room for three turns, the oldest of which would be an answer: it goes too.
    expect(trimToBudget(turns, 54 * 3 + 5).map((x) => x.content[0])).toEqual(['三', '四', '五']);
    expect(trimToBudget([{ role: 'user', content: 'x'.repeat(100) }], 10)[0]!.content).toHaveLength(10);
  });
});
