import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES,
  ChatErrorCodes,
  ActivityErrorCodes,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type ChatStatus,
  type ChatUser,
} from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  closeTabs,
  connected,
  createListeningApp,
  openTab,
  record,
  settle,
} from '../../realtime/realtime.test-support.js';
import type { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';

/**
 * The chat room end to end on a real database and a listening server: every route, what each hub tab
 * receives (and what it must not), money charged once per room message under concurrency, the standing
 * rules (banned, muted, blocked), staff moderation, tenants kept apart, and the offline assistant on the
 * demo content.
 */
describe('chat room', () => {
  let t: TestApp;
  let url: string;
  let clock: ManualClock;

  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
    clock = t.clock as ManualClock;
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  const key = () => randomUUID();
  const money = async (m: TestMember) => {
    const row = await t.database.db.selectFrom('users').select('money_cents').where('id', '=', m.id).executeTakeFirst();
    return Number(row?.money_cents ?? 0);
  };
  const sendGroup = (m: TestMember, content: string, idempotencyKey: string | null = key()) =>
    t.request({
      method: 'POST',
      url: '/prod-api/chat-message/group',
      token: m.token,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      payload: { content },
    });
  const sendPersonal = (m: TestMember, userId: string, content: string) =>
    t.request({ method: 'POST', url: '/prod-api/chat-message/personal', token: m.token, payload: { userId, content } });
  const history = async (m: TestMember, query: string) => {
    const res = await t.request({ method: 'GET', url: `/prod-api/chat-message/account?${query}`, token: m.token });
    expect(res.statusCode).toBe(200);
    return res.json<ChatHistory>();
  };
  const chatTab = async (m: TestMember) => {
    const tab = openTab(url, ['chat'], { token: m.token }).chat;
    await connected(tab);
    return tab;
  };
  /** Nothing of a member's private data may appear in anything another member receives. */
  const expectNoPrivateFields = (payload: unknown, ...members: TestMember[]) => {
    const text = JSON.stringify(payload);
    for (const m of members) {
      expect(text).not.toContain(m.phone);
      expect(text).not.toContain(`${m.userName}@example.com`);
    }
    expect(text).not.toContain('203.0.113.7');
    for (const field of ['phone', 'email', 'roleCodes', 'permissionCodes', 'roles', 'ip', 'password']) {
      expect(text).not.toContain(`"${field}"`);
    }
  };

  it('tells the page the price, the limit, the member’s standing and that the site answers offline', async () => {
    const alice = await createMember(t);
    const res = await t.request({ method: 'GET', url: '/prod-api/chat-message/status', token: alice.token });
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatStatus>()).toMatchObject({
      groupPrice: 1,
      maxLength: 500,
      canSend: true,
      banned: false,
      mutedUntil: null,
      canModerate: false,
      assistant: { mode: 'site', model: null, usedToday: 0 },
    });
    expect((await t.request({ method: 'GET', url: '/prod-api/chat-message/status' })).statusCode).toBe(401);
  });

  it('charges the room price once and delivers the message to every tab in the room, without private fields', async () => {
    const alice = await createMember(t, { moneyCents: 500 });
    const bob = await createMember(t);
    const [aliceTab, bobTab1, bobTab2] = await Promise.all([chatTab(alice), chatTab(bob), chatTab(bob)]);
    const got = [aliceTab, bobTab1, bobTab2].map((tab) => record(tab, 'receiveMsg'));
    const res = await sendGroup(alice, '大家好，看看 https://example.com/a?b=1 <b>不是粗体</b>');
    expect(res.statusCode).toBe(201);
    const message = res.json<ChatMessage>();
    expect(message).toMatchObject({
      messageType: 'All',
      content: '大家好，看看 https://example.com/a?b=1 <b>不是粗体</b>',
      sendUserId: alice.id,
      receiveId: null,
      sendUserInfo: { userId: alice.id, userName: alice.userName, level: 1 },
    });
    expect(await money(alice)).toBe(400);
    for (const calls of got) {
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]).toEqual([2, message]);
    }
    expectNoPrivateFields([message, got], alice, bob);
    const ledger = await t.database.db
      .selectFrom('money_ledger')
      .select(['amount_cents', 'reason', 'reference'])
      .where('user_id', '=', alice.id)
      .where('reason', '<>', 'opening')
      .execute();
    expect(ledger).toEqual([{ amount_cents: -100, reason: 'chat.group', reference: message.id }]);
  });

  it('refuses a room message the member cannot pay for ("钱钱不足"), an empty one, and one without a key', async () => {
    const poor = await createMember(t, { moneyCents: 50 });
    const broke = await sendGroup(poor, '没钱也想说话');
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      error: { code: ActivityErrorCodes.insufficientMoney, message: CHAT_MESSAGES.insufficientMoney },
    });
    const empty = await sendGroup(poor, '   \n ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(CHAT_MESSAGES.empty);
    const tooLong = await sendPersonal(poor, poor.id, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain(CHAT_MESSAGES.tooLong);
    expect((await sendGroup(poor, '没有键', null)).statusCode).toBe(400);
    expect(await money(poor)).toBe(50);
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('sender_id', '=', poor.id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('answers a retried room message with the first one and charges once', async () => {
    const alice = await createMember(t, { moneyCents: 300 });
    const k = key();
    const first = await sendGroup(alice, '重试也只扣一次', k);
    const again = await sendGroup(alice, '重试也只扣一次', k);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<ChatMessage>().id).toBe(first.json<ChatMessage>().id);
    expect(await money(alice)).toBe(200);
  });

  it('charges exactly once per message under concurrent sends and never below zero', async () => {
    const alice = await createMember(t, { moneyCents: 300 });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => sendGroup(alice, `并发 ${i}`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await money(alice)).toBe(0);
    const [messages, ledger] = await Promise.all([
      t.database.db.selectFrom('chat_messages').select('id').where('sender_id', '=', alice.id).execute(),
      t.database.db
        .selectFrom('money_ledger')
        .select('reference')
        .where('user_id', '=', alice.id)
        .where('reason', '=', 'chat.group')
        .execute(),
    ]);
    expect(messages).toHaveLength(3);
    expect(ledger.map((l) => l.reference).sort()).toEqual(messages.map((m) => m.id).sort());
  });

  it('delivers a private message to both members in all their tabs only, stored for an offline receiver', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    const carol = await createMember(t);
    const [a1, a2, c1] = await Promise.all([chatTab(alice), chatTab(alice), chatTab(carol)]);
    const gotA1 = record(a1, 'receiveMsg');
    const gotA2 = record(a2, 'receiveMsg');
    const gotC = record(c1, 'receiveMsg');
    const res = await sendPersonal(alice, bob.id, '鲍勃你好（你还没上线）');
    expect(res.statusCode).toBe(201);
    const message = res.json<ChatMessage>();
    expect(message).toMatchObject({ messageType: 'Personal', sendUserId: alice.id, receiveId: bob.id });
    expect(message.receiveInfo).toMatchObject({ userId: bob.id, nick: bob.userName });
    await vi.waitFor(() => expect(gotA1).toHaveLength(1));
    await vi.waitFor(() => expect(gotA2).toHaveLength(1));
    expect(gotA1[0]).toEqual([0, message]);
    await settle();
    expect(gotC).toHaveLength(0);
    expectNoPrivateFields(message, alice, bob);

    // Bob comes online later: the conversation is listed with one unread message, and its history has it.
    const b1 = await chatTab(bob);
    const gotB = record(b1, 'receiveMsg');
    const list = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/conversations', token: bob.token })
    ).json<{ items: ChatConversation[] }>().items;
    const row = list.find((c) => c.messageType === 'Personal' && c.peer?.userId === alice.id);
    expect(row).toMatchObject({ unread: 1, lastMessage: { id: message.id } });
    expect(list.map((c) => c.messageType).slice(0, 2)).toEqual(['All', 'Ai']);
    expectNoPrivateFields(list, alice, bob);
    const bobView = await history(bob, `messageType=Personal&peerId=${alice.id}`);
    expect(bobView.items.map((m) => m.id)).toEqual([message.id]);
    const read = await t.request({
      method: 'PUT',
      url: '/prod-api/chat-message/read',
      token: bob.token,
      payload: { messageType: 'Personal', peerId: alice.id },
    });
    expect(read.statusCode).toBe(200);
    const unknownPeer = await t.request({
      method: 'PUT',
      url: '/prod-api/chat-message/read',
      token: bob.token,
      payload: { messageType: 'Personal', peerId: 'no-such-member' },
    });
    expect(unknownPeer.statusCode).toBe(404);
    const after = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/conversations', token: bob.token })
    ).json<{ items: ChatConversation[] }>().items;
    expect(after.find((c) => c.peer?.userId === alice.id)?.unread).toBe(0);
    // The sender's own message never counts as unread for them.
    const aliceList = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/conversations', token: alice.token })
    ).json<{ items: ChatConversation[] }>().items;
    expect(aliceList.find((c) => c.peer?.userId === bob.id)?.unread).toBe(0);

    clock.advance(1000);
    const reply = await sendPersonal(bob, alice.id, '收到');
    await vi.waitFor(() => expect(gotB).toHaveLength(1));
    await vi.waitFor(() => expect(gotA2).toHaveLength(2));
    expect(gotA2[1]).toEqual([0, reply.json()]);
    // Carol cannot read their conversation: asking for it gives her own (empty) one with Alice.
    expect((await history(carol, `messageType=Personal&peerId=${alice.id}`)).items).toHaveLength(0);
    expect(gotC).toHaveLength(0);
  });

  it('finds members to write to by name, and refuses writing to oneself or an unknown member', async () => {
    const alice = await createMember(t, { nick: '阿莉丝' });
    const bob = await createMember(t, { nick: '寻找鲍勃' });
    const found = await t.request({
      method: 'GET',
      url: '/prod-api/chat-user/search?keyword=寻找鲍',
      token: alice.token,
    });
    expect(found.json<{ items: ChatUser[] }>().items.map((u) => u.userId)).toEqual([bob.id]);
    expectNoPrivateFields(found.json(), bob);
    const one = await t.request({ method: 'GET', url: `/prod-api/chat-user/${bob.id}`, token: alice.token });
    expect(one.json<ChatUser>()).toEqual({
      userId: bob.id,
      userName: bob.userName,
      nick: '寻找鲍勃',
      icon: null,
      level: 1,
      levelName: expect.any(String),
      levelNameEn: expect.any(String),
    });
    expect((await sendPersonal(alice, alice.id, '自言自语')).statusCode).toBe(400);
    expect((await sendPersonal(alice, 'no-such-member', '在吗')).statusCode).toBe(404);
  });

  it('keeps a blocked member from writing, until unblocked', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    expect(
      (await t.request({ method: 'PUT', url: `/prod-api/chat-block/${alice.id}`, token: bob.token })).statusCode,
    ).toBe(200);
    const blocks = await t.request({ method: 'GET', url: '/prod-api/chat-block', token: bob.token });
    expect(blocks.json<{ items: ChatUser[] }>().items.map((u) => u.userId)).toEqual([alice.id]);
    const refused = await sendPersonal(alice, bob.id, '在吗');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: ChatErrorCodes.chatBlocked, message: CHAT_MESSAGES.blocked },
    });
    // Bob may still write to Alice.
    expect((await sendPersonal(bob, alice.id, '我能说')).statusCode).toBe(201);
    await t.request({ method: 'DELETE', url: `/prod-api/chat-block/${alice.id}`, token: bob.token });
    expect((await sendPersonal(alice, bob.id, '在吗')).statusCode).toBe(201);
  });

  it('lets a banned member read but not send', async () => {
    const writer = await createMember(t, { moneyCents: 1000 });
    await sendGroup(writer, '封禁的人也能看到');
    const banned = await createMember(t, { moneyCents: 1000 });
    await t.database.db.updateTable('users').set({ status: 'banned' }).where('id', '=', banned.id).execute();
    // A fresh session reads the status (a ban applies to cached principals on their next write).
    const session = await t.app.services.sessions.create({
      userId: banned.id,
      tenantId: banned.tenantId,
      ip: '203.0.113.7',
      userAgent: 'vitest',
    });
    banned.token = session.token;
    const status = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/status', token: banned.token })
    ).json<ChatStatus>();
    expect(status).toMatchObject({ banned: true, canSend: false });
    expect((await history(banned, 'messageType=All')).items.length).toBeGreaterThan(0);
    for (const res of [
      await sendGroup(banned, '我被封了'),
      await sendPersonal(banned, writer.id, '我被封了'),
      await t.request({
        method: 'POST',
        url: '/prod-api/ai-chat/chat',
        token: banned.token,
        payload: { content: '你好' },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: ChatErrorCodes.chatMuted, message: CHAT_MESSAGES.banned } });
    }
    expect(await money(banned)).toBe(1000);
  });

  it('lets staff mute a member for a time and delete a message for everyone, both audited', async () => {
    const admin = await adminSession(t);
    const alice = await createMember(t, { moneyCents: 1000 });
    const bob = await createMember(t);
    const [aliceTab, bobTab] = await Promise.all([chatTab(alice), chatTab(bob)]);
    const removed = record(bobTab, 'removeMsg');
    const muteEvents = record(aliceTab, 'muteChanged');
    const sent = (await sendGroup(alice, '一条要被删除的消息')).json<ChatMessage>();

    // A member cannot moderate.
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/chat-message/${sent.id}`, token: bob.token })).statusCode,
    ).toBe(403);
    const del = await t.request({ method: 'DELETE', url: `/prod-api/chat-message/${sent.id}`, token: admin.token });
    expect(del.statusCode).toBe(200);
    await vi.waitFor(() => expect(removed).toEqual([[sent.id]]));
    expect((await history(bob, 'messageType=All')).items.map((m) => m.id)).not.toContain(sent.id);
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/chat-message/${sent.id}`, token: admin.token })).statusCode,
    ).toBe(404);

    // A private message's deletion reaches only its two members.
    const carol = await createMember(t);
    const carolRemoved = record(await chatTab(carol), 'removeMsg');
    const aliceRemoved = record(aliceTab, 'removeMsg');
    const secret = (await sendPersonal(alice, bob.id, '私聊也能删')).json<ChatMessage>();
    await t.request({ method: 'DELETE', url: `/prod-api/chat-message/${secret.id}`, token: admin.token });
    await vi.waitFor(() => expect(removed).toEqual([[sent.id], [secret.id]]));
    await vi.waitFor(() => expect(aliceRemoved).toEqual([[secret.id]]));
    await settle();
    expect(carolRemoved).toHaveLength(0);

    const mute = await t.request({
      method: 'PUT',
      url: `/prod-api/chat-user/${alice.id}/mute`,
      token: admin.token,
      payload: { minutes: 30, reason: '刷屏' },
    });
    expect(mute.statusCode).toBe(200);
    const { mutedUntil } = mute.json<{ mutedUntil: string }>();
    await vi.waitFor(() => expect(muteEvents).toEqual([[mutedUntil]]));
    const refused = await sendPersonal(alice, bob.id, '禁言中');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: ChatErrorCodes.chatMuted } });
    const before = await money(alice);
    expect((await sendGroup(alice, '禁言中')).statusCode).toBe(403);
    expect(await money(alice)).toBe(before);
    // The mute ends by itself.
    clock.advance(31 * 60_000);
    expect((await sendPersonal(alice, bob.id, '解禁了')).statusCode).toBe(201);
    await t.request({
      method: 'PUT',
      url: `/prod-api/chat-user/${alice.id}/mute`,
      token: admin.token,
      payload: { minutes: 5, reason: '再次刷屏' },
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/chat-user/${alice.id}/mute`, token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect((await sendPersonal(alice, bob.id, '又能说了')).statusCode).toBe(201);
    await vi.waitFor(() => expect(muteEvents.at(-1)).toEqual([null]));

    const audits = await t.database.db
      .selectFrom('audit_logs')
      .select(['action', 'target_id'])
      .where('action', 'like', 'chat.%')
      .where((eb) => eb.or([eb('target_id', '=', sent.id), eb('target_id', '=', alice.id)]))
      .orderBy('created_at')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'chat.message.delete',
      'chat.user.mute',
      'chat.user.mute',
      'chat.user.unmute',
    ]);
  });

  it('keeps tenants apart: no events, no history, no members of another tenant', async () => {
    const other = await createTenant(t);
    const outsider = await createMember(t, { tenantId: other.id, moneyCents: 1000, roles: [] });
    const alice = await createMember(t, { moneyCents: 1000 });
    const outsiderTab = openTab(url, ['chat'], { token: outsider.token, tenantId: other.code }).chat;
    await connected(outsiderTab);
    const got = record(outsiderTab, 'receiveMsg');
    const live = record(outsiderTab, 'liveUser');
    await chatTab(alice);
    await sendGroup(alice, '只在本租户');
    await settle(300);
    expect(got).toHaveLength(0);
    // Only their own entry (their tab joined their tenant's room), never Alice's.
    expect(live.filter(([u]) => (u as ChatUser).userId !== outsider.id)).toHaveLength(0);
    const theirs = await t.request({
      method: 'GET',
      url: '/prod-api/chat-message/account?messageType=All',
      token: outsider.token,
      tenant: other.code,
    });
    expect(theirs.json<ChatHistory>().items).toHaveLength(0);
    const online = await t.request({
      method: 'GET',
      url: '/prod-api/chat-user',
      token: outsider.token,
      tenant: other.code,
    });
    expect(online.json<{ items: ChatUser[] }>().items.map((u) => u.userId)).not.toContain(alice.id);
    expect((await sendPersonal(alice, outsider.id, '跨租户')).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/chat-user/${outsider.id}`, token: alice.token })).statusCode,
    ).toBe(404);
  });

  it('announces a member once on entering and once when their last tab leaves', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    const watcher = await chatTab(bob);
    const live = record(watcher, 'liveUser');
    const offline = record(watcher, 'offlineUser');
    const tab1 = await chatTab(alice);
    await vi.waitFor(() => expect(live.filter(([u]) => (u as ChatUser).userId === alice.id)).toHaveLength(1));
    const tab2 = await chatTab(alice);
    const entry = live.find(([u]) => (u as ChatUser).userId === alice.id)![0] as ChatUser;
    expect(entry).toEqual({
      userId: alice.id,
      userName: alice.userName,
      nick: alice.userName,
      icon: null,
      level: 1,
      levelName: expect.any(String),
      levelNameEn: expect.any(String),
    });
    const online = await t.request({ method: 'GET', url: '/prod-api/chat-user', token: bob.token });
    const ids = online.json<{ items: ChatUser[] }>().items.map((u) => u.userId);
    expect(ids).toEqual(expect.arrayContaining([alice.id, bob.id]));
    expect(ids.filter((id) => id === alice.id)).toHaveLength(1);
    expectNoPrivateFields([live, online.json()], alice, bob);

    tab1.disconnect();
    await settle(300);
    expect(offline).toHaveLength(0);
    expect(live.filter(([u]) => (u as ChatUser).userId === alice.id)).toHaveLength(1);
    tab2.disconnect();
    await vi.waitFor(() => expect(offline).toEqual([[alice.id]]));
    const after = await t.request({ method: 'GET', url: '/prod-api/chat-user', token: bob.token });
    expect(after.json<{ items: ChatUser[] }>().items.map((u) => u.userId)).not.toContain(alice.id);
  });

  it('loads the last 30 days on entry and older messages by cursor', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    const start = clock.now();
    clock.advance(-40 * 86_400_000);
    const old = (await sendPersonal(alice, bob.id, '四十天前')).json<ChatMessage>();
    clock.set(start);
    const recent: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      recent.push(
        (await sendPersonal(i % 2 ? bob : alice, i % 2 ? alice.id : bob.id, `第 ${i} 条`)).json<ChatMessage>().id,
      );
    }
    const q = `messageType=Personal&peerId=${bob.id}`;
    const first = await history(alice, `${q}&maxResultCount=2`);
    expect(first.items.map((m) => m.id)).toEqual(recent.slice(3));
    expect(first.nextCursor).not.toBeNull();
    const second = await history(alice, `${q}&maxResultCount=2&before=${first.nextCursor}`);
    expect(second.items.map((m) => m.id)).toEqual(recent.slice(1, 3));
    const third = await history(alice, `${q}&maxResultCount=50&before=${second.nextCursor}`);
    // Older than 30 days only by scrolling up.
    expect(third.items.map((m) => m.id)).toEqual([old.id, recent[0]]);
    expect(third.nextCursor).toBeNull();
    const entry = await history(alice, `${q}&maxResultCount=50`);
    expect(entry.items.map((m) => m.id)).toEqual(recent);
    expect(entry.nextCursor).not.toBeNull();
    const bad = await t.request({
      method: 'GET',
      url: `/prod-api/chat-message/account?${q}&before=garbage`,
      token: alice.token,
    });
    expect(bad.statusCode).toBe(400);
    const noPeer = await t.request({
      method: 'GET',
      url: '/prod-api/chat-message/account?messageType=Personal',
      token: alice.token,
    });
    expect(noPeer.statusCode).toBe(400);
  });

  it('answers from the site’s content when no AI is configured, streamed to every tab and stored', async () => {
    const model = await t.database.db
      .selectFrom('product_models')
      .select(['id', 'model_number'])
      .where('is_published', '=', t.database.kind === 'postgres' ? (true as never) : (1 as never))
      .orderBy('model_number')
      .executeTakeFirstOrThrow();
    const alice = await createMember(t);
    const [tab1, tab2] = await Promise.all([chatTab(alice), chatTab(alice)]);
    const got1 = record(tab1, 'receiveMsg');
    const got2 = record(tab2, 'receiveMsg');
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/ai-chat/chat',
      token: alice.token,
      payload: { content: `${model.model_number} 这款相机的分辨率是多少？` },
    });
    expect(res.statusCode).toBe(201);
    const { question, answerId, mode } = res.json<{ question: ChatMessage; answerId: string; mode: string }>();
    expect(mode).toBe('site');
    const finished = (calls: unknown[][]) => calls.some(([, m]) => (m as ChatMessage).state === 'done');
    await vi.waitFor(() => expect(finished(got1) && finished(got2)).toBe(true), { timeout: 10_000 });
    for (const calls of [got1, got2]) {
      expect(calls.every(([type]) => type === 3)).toBe(true);
      expect((calls[0]![1] as ChatMessage).id).toBe(question.id);
      const pieces = calls.slice(1).map(([, m]) => m as ChatMessage);
      expect(pieces.length).toBeGreaterThan(1);
      expect(new Set(pieces.map((p) => p.id))).toEqual(new Set([answerId]));
      const merged = pieces.map((p) => p.content).join('');
      expect(merged).toContain(`(/materialDetails?id=${model.id})`);
      expect(merged).toContain(model.model_number);
    }
    const stored = await history(alice, 'messageType=Ai');
    expect(stored.items.map((m) => m.id)).toEqual([question.id, answerId]);
    expect(stored.items[1]).toMatchObject({
      assistantMode: 'site',
      state: 'done',
      sendUserId: null,
      receiveId: alice.id,
    });
    expect(stored.items[1]!.content).toContain(`/materialDetails?id=${model.id}`);
    const status = (
      await t.request({ method: 'GET', url: '/prod-api/chat-message/status', token: alice.token })
    ).json<ChatStatus>();
    expect(status.assistant.usedToday).toBe(1);

    // Someone else's tabs get nothing of it; clearing forgets the conversation.
    const cleared = await t.request({ method: 'DELETE', url: '/prod-api/ai-chat/chat', token: alice.token });
    expect(cleared.statusCode).toBe(200);
    expect((await history(alice, 'messageType=Ai')).items).toHaveLength(0);
  });

  it('shows an answer cut off by a stopped instance as failed, and stores it so', async () => {
    const alice = await createMember(t);
    const asked = new Date(clock.now().getTime() - 10 * 60_000).toISOString();
    const row = {
      tenant_id: alice.tenantId,
      conversation_key: `ai:${alice.id}`,
      message_type: 'Ai',
      deleted_at: null,
      deleted_by: null,
      created_at: asked,
    };
    const answerId = newId();
    await t.database.db
      .insertInto('chat_messages')
      .values([
        {
          ...row,
          id: newId(),
          sender_id: alice.id,
          receiver_id: null,
          content: '问题',
          assistant_mode: null,
          state: null,
        },
        {
          ...row,
          id: answerId,
          sender_id: null,
          receiver_id: alice.id,
          content: '一半',
          assistant_mode: 'site',
          state: 'streaming',
        },
      ])
      .execute();
    const expected = `一半\n\n${CHAT_MESSAGES.aiInterrupted}${CHAT_MESSAGES.aiFailed}`;
    const shown = (await history(alice, 'messageType=Ai')).items.find((m) => m.id === answerId);
    expect(shown).toMatchObject({ state: 'failed', content: expected });
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select(['state', 'content'])
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'failed', content: expected });
  });

  it('limits sending per member through the rate limiter', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await sendPersonal(alice, bob.id, `第 ${i} 条`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    // Another member from the same address is not affected.
    expect((await sendPersonal(bob, alice.id, '我还能发')).statusCode).toBe(201);
  });
});
