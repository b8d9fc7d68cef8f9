import { commentHref, ROLE_MODERATOR, topicHref, type WatchState } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: following (watching, normal, muted) and grouped notices', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let plateId: string;
  let seq = 0;
  const handle = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`;
  const member = (prefix: string, extra: Parameters<typeof createMember>[1] = {}) =>
    createMember(t, { userName: handle(prefix), nick: prefix, ...extra });

  const noticesOf = (userId: string, kind?: string) => {
    let q = t.database.db
      .selectFrom('notices')
      .select(['id', 'message', 'link', 'kind', 'is_read', 'group_count'])
      .where('user_id', '=', userId);
    if (kind) q = q.where('kind', '=', kind);
    return q.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
  };
  const watch = (token: string, type: 'discuss' | 'plate', id: string, level: string) =>
    t.request({ method: 'PUT', url: `/prod-api/watch/${type}/${id}`, token, payload: { level } });
  const stateOf = (token: string, type: 'discuss' | 'plate', id: string) =>
    f.ok<WatchState>(t.request({ method: 'GET', url: `/prod-api/watch/${type}/${id}`, token }));
  const settings = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/prod-api/bbs-notice/settings', token, payload });

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('reads and sets levels: a topic inherits its board, its own level wins, a board back to normal clears', async () => {
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const topic = await f.createTopic(bob.token, plateId);
    expect(await stateOf(alice.token, 'discuss', topic.id)).toEqual({ level: 'normal', source: 'default' });
    expect((await watch(alice.token, 'plate', plateId, 'watching')).json()).toMatchObject({
      level: 'watching',
      source: 'own',
    });
    expect(await stateOf(alice.token, 'discuss', topic.id)).toEqual({ level: 'watching', source: 'board' });
    await watch(alice.token, 'discuss', topic.id, 'normal');
    expect(await stateOf(alice.token, 'discuss', topic.id)).toEqual({ level: 'normal', source: 'own' });
    await watch(alice.token, 'plate', plateId, 'normal');
    expect(await stateOf(alice.token, 'plate', plateId)).toEqual({ level: 'normal', source: 'default' });
  });

  it('refuses guests, unknown boards, topics the member may not read and unknown levels', async () => {
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const secret = await f.createTopic(bob.token, plateId, { visibility: 'self' });
    expect((await t.request({ method: 'GET', url: `/prod-api/watch/plate/${plateId}` })).statusCode).toBe(401);
    expect((await watch(alice.token, 'plate', 'nope', 'watching')).statusCode).toBe(404);
    expect((await watch(alice.token, 'discuss', secret.id, 'watching')).statusCode).toBe(403);
    const bad = await watch(alice.token, 'plate', plateId, 'loud');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['level']);
    expect((await watch(alice.token, 'thread' as 'plate', plateId, 'watching')).statusCode).toBe(400);
  });

  it('watches own topics and replied topics by default, unless the member turned either off', async () => {
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const topic = await f.createTopic(alice.token, plateId);
    expect(await stateOf(alice.token, 'discuss', topic.id)).toEqual({ level: 'watching', source: 'own' });
    await f.comment(bob.token, topic.id, '我也来说一句');
    expect(await stateOf(bob.token, 'discuss', topic.id)).toEqual({ level: 'watching', source: 'own' });

    const [carol, dan] = await Promise.all([member('carol'), member('dan')]);
    expect((await settings(carol.token, { watchOwnTopics: false })).statusCode).toBe(200);
    expect((await settings(dan.token, { watchRepliedTopics: false })).statusCode).toBe(200);
    const own = await f.createTopic(carol.token, plateId);
    expect(await stateOf(carol.token, 'discuss', own.id)).toEqual({ level: 'normal', source: 'default' });
    await f.comment(dan.token, own.id, '路过看看');
    expect(await stateOf(dan.token, 'discuss', own.id)).toEqual({ level: 'normal', source: 'default' });
    // A level the member set on the topic is not replaced by the default when they comment.
    const other = await f.createTopic(bob.token, plateId);
    await watch(alice.token, 'discuss', other.id, 'muted');
    await f.comment(alice.token, other.id, '静音也能评论');
    expect(await stateOf(alice.token, 'discuss', other.id)).toEqual({ level: 'muted', source: 'own' });
  });

  it("tells a board's watchers of a new topic, and groups new comments into one notice per unread topic", async () => {
    const plate = (await f.createPlate(admin.token)).id;
    const [alice, bob, carol] = await Promise.all([member('alice'), member('bob'), member('carol')]);
    await watch(alice.token, 'plate', plate, 'watching');
    const topic = await f.createTopic(bob.token, plate);
    const news = await noticesOf(alice.id, 'forum.watching.topic');
    expect(news).toHaveLength(1);
    expect(news[0]!.link).toBe(topicHref(topic.id));
    expect(news[0]!.message).toContain(topic.title.slice(0, 10));

    const first = await f.comment(bob.token, topic.id, '第一条回复');
    await f.comment(carol.token, topic.id, '第二条回复');
    await f.comment(bob.token, topic.id, '第三条回复');
    let grouped = await noticesOf(alice.id, 'forum.watching');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({ link: commentHref(topic.id, first.id) });
    expect(Number(grouped[0]!.group_count)).toBe(3);
    expect(grouped[0]!.message).toContain('3 条新回复');

    // Once read, the next comment starts a new notice that links to it.
    await f.ok(t.request({ method: 'PUT', url: `/prod-api/bbs-notice/${grouped[0]!.id}/read`, token: alice.token }));
    const fourth = await f.comment(carol.token, topic.id, '第四条回复');
    grouped = await noticesOf(alice.id, 'forum.watching');
    expect(grouped).toHaveLength(2);
    expect(grouped[1]).toMatchObject({ link: commentHref(topic.id, fourth.id) });
    expect(grouped[1]!.message).toContain('第四条回复');
    const list = (await t.request({ method: 'GET', url: '/prod-api/bbs-notice', token: alice.token })).json();
    expect(list.unreadCount).toBe(2); // the new-topic notice and the new group
  });

  it("never tells the topic's author twice of one comment, and tells nobody of their own comment", async () => {
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const topic = await f.createTopic(alice.token, plateId);
    await f.comment(bob.token, topic.id, '作者会收到一条通知');
    expect((await noticesOf(alice.id, 'forum.comment')).length).toBe(1);
    expect(await noticesOf(alice.id, 'forum.watching')).toHaveLength(0);
    // bob watches the topic now (he replied); his own next comment does not ring his bell.
    await f.comment(bob.token, topic.id, '我自己的第二条评论');
    expect(await noticesOf(bob.id)).toHaveLength(0);
  });

  it('two comments at once make one grouped notice that counts both', async () => {
    const [alice, bob, carol, dan] = await Promise.all([
      member('alice'),
      member('bob'),
      member('carol'),
      member('dan'),
    ]);
    const topic = await f.createTopic(bob.token, plateId);
    await watch(alice.token, 'discuss', topic.id, 'watching');
    await Promise.all([
      f.comment(carol.token, topic.id, '同时到达的第一条'),
      f.comment(dan.token, topic.id, '同时到达的第二条'),
      f.comment(carol.token, topic.id, '同时到达的第三条'),
    ]);
    const grouped = await noticesOf(alice.id, 'forum.watching');
    expect(grouped).toHaveLength(1);
    expect(Number(grouped[0]!.group_count)).toBe(3);
    expect(grouped[0]!.message).toContain('3 条新回复');
  });

  it('muted: no notices from the topic or board, not even comments on one’s own topic — mentions still reach', async () => {
    const plate = (await f.createPlate(admin.token)).id;
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const topic = await f.createTopic(alice.token, plate);
    await watch(alice.token, 'discuss', topic.id, 'muted');
    await f.comment(bob.token, topic.id, '作者已经静音了');
    expect(await noticesOf(alice.id)).toHaveLength(0);
    await f.comment(bob.token, topic.id, `不过 @${alice.userName} 被提到了`);
    expect((await noticesOf(alice.id)).map((n) => n.kind)).toEqual(['forum.mention']);

    // A muted board mutes its topics that have no level of their own; a new topic there tells nobody.
    const carol = await member('carol');
    await watch(carol.token, 'plate', plate, 'muted');
    const own = await f.createTopic(carol.token, plate, {});
    // carol watches her own topic by default: the topic's level wins over the board's.
    await f.comment(bob.token, own.id, '评论静音板块里的主题');
    expect((await noticesOf(carol.id)).map((n) => n.kind)).toEqual(['forum.comment']);
    const bobs = await f.createTopic(bob.token, plate);
    const reply = await f.comment(bob.token, bobs.id, '楼主自己的评论');
    await f.comment(carol.token, bobs.id, '回复一下', reply.id);
    await f.comment(bob.token, bobs.id, '楼主又回复', reply.id);
    expect((await noticesOf(carol.id)).map((n) => n.kind)).toEqual(['forum.comment', 'forum.watching']);
  });

  it('tells no watcher who may not read the topic or who blocked the writer (either way)', async () => {
    const plate = (await f.createPlate(admin.token)).id;
    const [alice, bob, carol, dan, mod] = await Promise.all([
      member('alice'),
      member('bob'),
      member('carol'),
      member('dan'),
      member('mod', { roles: [ROLE_MODERATOR] }),
    ]);
    for (const m of [alice, carol, dan, mod]) await watch(m.token, 'plate', plate, 'watching');
    const block = (who: TestMember, whom: TestMember) =>
      f.ok(t.request({ method: 'PUT', url: `/prod-api/chat-block/${whom.id}`, token: who.token }));
    await block(carol, bob);
    await block(bob, dan);
    const secret = await f.createTopic(bob.token, plate, { visibility: 'users', userIds: [alice.id, carol.id] });
    await f.comment(bob.token, secret.id, '只有被授权的人能看到');
    expect((await noticesOf(alice.id)).map((n) => n.kind)).toEqual(['forum.watching.topic', 'forum.watching']);
    expect(await noticesOf(carol.id)).toHaveLength(0);
    expect(await noticesOf(dan.id)).toHaveLength(0);
    // Staff read every topic.
    expect((await noticesOf(mod.id)).map((n) => n.kind)).toEqual(['forum.watching.topic', 'forum.watching']);
    const outsider = await member('out');
    expect((await watch(outsider.token, 'discuss', secret.id, 'watching')).statusCode).toBe(403);
  });

  it('lists what the member watches and mutes, leaving out topics they may no longer read', async () => {
    const plate = (await f.createPlate(admin.token)).id;
    const [alice, bob] = await Promise.all([member('alice'), member('bob')]);
    const open = await f.createTopic(bob.token, plate);
    const closing = await f.createTopic(bob.token, plate);
    await watch(alice.token, 'plate', plate, 'watching');
    await watch(alice.token, 'discuss', open.id, 'muted');
    await watch(alice.token, 'discuss', closing.id, 'watching');
    const list = async (query = '') =>
      await f.ok<{ items: Array<{ targetId: string; level: string; title: string }>; totalCount: number }>(
        t.request({ method: 'GET', url: `/prod-api/watch/mine${query}`, token: alice.token }),
      );
    let page = await list();
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.targetId).sort()).toEqual([plate, open.id, closing.id].sort());
    expect((await list('?level=muted')).items.map((i) => i.title)).toEqual([open.title]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${closing.id}`,
        token: bob.token,
        payload: { visibility: 'self' },
      }),
    );
    page = await list();
    expect(page.items.map((i) => i.targetId)).not.toContain(closing.id);
    expect(
      (await t.request({ method: 'GET', url: '/prod-api/watch/mine?level=normal', token: alice.token })).statusCode,
    ).toBe(400);
  });
});

describe('notification settings and the daily limit', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let plateId: string;
  const clock = new ManualClock(new Date('2026-11-20T02:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ clock });
    f = forumClient(t);
    const admin = await adminSession(t);
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  const kinds = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('notices')
        .select('kind')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute()
    ).map((n) => n.kind);

  it('answers the defaults, saves changes, and refuses a limit above the site’s', async () => {
    const alice = await createMember(t);
    const read = await f.ok(t.request({ method: 'GET', url: '/prod-api/bbs-notice/settings', token: alice.token }));
    expect(read).toEqual({
      events: { replies: true, mentions: true, watching: true, likes: true, solved: true, tasks: true },
      watchOwnTopics: true,
      watchRepliedTopics: true,
      dailyLimit: null,
      siteDailyLimit: 50,
    });
    const saved = await f.ok(
      t.request({
        method: 'PUT',
        url: '/prod-api/bbs-notice/settings',
        token: alice.token,
        payload: { events: { likes: false }, dailyLimit: 20 },
      }),
    );
    expect(saved).toMatchObject({ events: { likes: false, replies: true }, dailyLimit: 20 });
    const tooMany = await t.request({
      method: 'PUT',
      url: '/prod-api/bbs-notice/settings',
      token: alice.token,
      payload: { dailyLimit: 51 },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.validationErrors[0].members).toEqual(['dailyLimit']);
    const notNumber = await t.request({
      method: 'PUT',
      url: '/prod-api/bbs-notice/settings',
      token: alice.token,
      payload: { dailyLimit: 'lots' },
    });
    expect(notNumber.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/prod-api/bbs-notice/settings' })).statusCode).toBe(401);
  });

  it('stores no notice of a group the member switched off', async () => {
    const [alice, bob] = await Promise.all([createMember(t), createMember(t)]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: '/prod-api/bbs-notice/settings',
        token: alice.token,
        payload: { events: { likes: false } },
      }),
    );
    const topic = await f.createTopic(alice.token, plateId);
    await f.ok(t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: bob.token }));
    expect(await kinds(alice.id)).toEqual([]);
    await f.comment(bob.token, topic.id, '评论仍然会通知');
    expect(await kinds(alice.id)).toEqual(['forum.comment']);
  });

  it('stores at most the daily limit of limited notices; system notices always pass', async () => {
    const [alice, bob] = await Promise.all([createMember(t), createMember(t)]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: '/prod-api/bbs-notice/settings',
        token: alice.token,
        payload: { dailyLimit: 2 },
      }),
    );
    const topic = await f.createTopic(alice.token, plateId);
    for (const text of ['第一条评论', '第二条评论', '第三条评论']) await f.comment(bob.token, topic.id, text);
    await t.app.services.notices.notify({ tenantId: alice.tenantId, userId: alice.id, message: '密码已修改' });
    expect(await kinds(alice.id)).toEqual(['forum.comment', 'forum.comment', 'system']);
    // The next day counts from zero again.
    clock.advance(24 * 3600_000);
    await f.comment(bob.token, topic.id, '第二天的评论');
    expect((await kinds(alice.id)).filter((k) => k === 'forum.comment')).toHaveLength(3);
  });

  it("an updated grouped notice does not count again, and the staff's setting is the default limit", async () => {
    const { parseNoticeDailyLimit } = await import('@clearsight/contracts');
    expect(parseNoticeDailyLimit('')).toBe(50);
    expect(parseNoticeDailyLimit('0')).toBeNull();
    expect(parseNoticeDailyLimit('12')).toBe(12);
    const [alice, bob] = await Promise.all([createMember(t), createMember(t)]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: '/prod-api/bbs-notice/settings',
        token: alice.token,
        payload: { dailyLimit: 1 },
      }),
    );
    const topic = await f.createTopic(bob.token, plateId);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/watch/discuss/${topic.id}`,
        token: alice.token,
        payload: { level: 'watching' },
      }),
    );
    for (const text of ['一', '二', '三']) await f.comment(bob.token, topic.id, `第${text}条评论`);
    const rows = await t.database.db
      .selectFrom('notices')
      .select(['kind', 'group_count'])
      .where('user_id', '=', alice.id)
      .execute();
    expect(rows.map((r) => [r.kind, Number(r.group_count)])).toEqual([['forum.watching', 3]]);
  });
});
