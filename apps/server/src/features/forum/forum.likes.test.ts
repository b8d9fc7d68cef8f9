import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: likes', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let author: TestMember;
  let fans: TestMember[];
  let plateId: string;

  const likeRows = async (discussId: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('forum_agrees')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('discuss_id', '=', discussId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stored = async (discussId: string) =>
    (
      await t.database.db
        .selectFrom('forum_discusses')
        .select('like_count')
        .where('id', '=', discussId)
        .executeTakeFirstOrThrow()
    ).like_count;
  const received = async (userId: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('like_received_count')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).like_received_count;

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    author = await createMember(t, { nick: '作者' });
    fans = [];
    for (let i = 0; i < 50; i += 1) fans.push(await createMember(t, { nick: `粉丝${i}` }));
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('toggles: isAgree true only for the member who liked, counts and likes received exact', async () => {
    const topic = await f.createTopic(author.token, plateId, { title: '点赞切换测试' });
    const op = (token: string) =>
      f.ok(t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token }));
    expect(await op(fans[0]!.token)).toEqual({ isAgree: true, likeCount: 1, message: '点赞成功' });
    expect(await op(fans[1]!.token)).toMatchObject({ isAgree: true, likeCount: 2 });
    expect((await f.get(`/prod-api/discuss/${topic.id}`, fans[0]!.token)).json()).toMatchObject({
      isAgree: true,
      likeCount: 2,
    });
    expect((await f.get(`/prod-api/discuss/${topic.id}`, fans[2]!.token)).json().isAgree).toBe(false);
    expect((await f.get(`/prod-api/discuss/${topic.id}`)).json().isAgree).toBe(false);
    expect(await op(fans[0]!.token)).toEqual({ isAgree: false, likeCount: 1, message: '已取消点赞' });
    expect(await received(author.id)).toBe(1);
    const guest = await t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}` });
    expect(guest.statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/prod-api/agree/operate/nope', token: fans[0]!.token });
    expect(missing.statusCode).toBe(404);
  });

  it('notifies the author once per liker (not for own likes) and emits like.created', async () => {
    const topic = await f.createTopic(author.token, plateId, { title: '点赞通知测试' });
    const seen: unknown[] = [];
    const off = t.app.events.on('like.created', (e) => {
      seen.push(e);
    });
    const op = (token: string) =>
      f.ok(t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token }));
    await op(fans[5]!.token);
    await op(fans[5]!.token);
    await op(fans[5]!.token);
    await op(author.token);
    await new Promise((r) => setTimeout(r, 10));
    off();
    const notices = await t.database.db
      .selectFrom('notices')
      .select(['message', 'link', 'kind'])
      .where('user_id', '=', author.id)
      .where('kind', '=', 'forum.like')
      .where('link', '=', `/article/${topic.id}`)
      .execute();
    expect(notices).toEqual([
      { message: '粉丝5 赞了你的主题《点赞通知测试》', link: `/article/${topic.id}`, kind: 'forum.like' },
    ]);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toEqual({
      tenantId: author.tenantId,
      userId: fans[5]!.id,
      targetType: 'discuss',
      targetId: topic.id,
      discussId: topic.id,
      authorId: author.id,
    });
  });

  it('keeps an exact count under 50 concurrent likes from 50 members', async () => {
    const topic = await f.createTopic(author.token, plateId, { title: '并发点赞测试' });
    const before = await received(author.id);
    const results = await Promise.all(
      fans.map((m) => t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: m.token })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.every((r) => r.json().isAgree === true)).toBe(true);
    expect(results.map((r) => r.json().likeCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await stored(topic.id)).toBe(50);
    expect(await likeRows(topic.id)).toBe(50);
    expect(await received(author.id)).toBe(before + 50);
  });

  it('keeps an exact count under 50 concurrent toggles by the same member', async () => {
    const topic = await f.createTopic(author.token, plateId, { title: '同一成员并发切换' });
    const member = fans[7]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: member.token }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    // Fifty serialised toggles: on, off, on, … ends off, and the stored count agrees with the rows.
    expect(results.filter((r) => r.json().isAgree).length).toBe(25);
    expect(await likeRows(topic.id)).toBe(0);
    expect(await stored(topic.id)).toBe(0);
  });

  it('keeps an exact count when 50 members toggle concurrently, some twice', async () => {
    const topic = await f.createTopic(author.token, plateId, { title: '混合并发切换' });
    const calls = [...fans, ...fans.slice(0, 20)].map((m) =>
      t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: m.token }),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likeRows(topic.id)).toBe(30);
    expect(await stored(topic.id)).toBe(30);
  });

  it("takes likes out of the author's likes received when the topic is deleted", async () => {
    const member = await createMember(t);
    const topic = await f.createTopic(member.token, plateId, { title: '删除后的点赞' });
    await Promise.all(
      fans
        .slice(0, 5)
        .map((m) => t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: m.token })),
    );
    expect(await received(member.id)).toBe(5);
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${topic.id}`, token: member.token }));
    expect(await received(member.id)).toBe(0);
    const late = await t.request({ method: 'POST', url: `/prod-api/agree/operate/${topic.id}`, token: fans[9]!.token });
    expect(late.statusCode).toBe(404);
  });
});
