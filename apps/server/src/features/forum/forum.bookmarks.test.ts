import { BOOKMARK_MAX, type BookmarkItem, type DiscussDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: bookmarks', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let author: TestMember;
  let reader: TestMember;
  let plateId: string;

  const post = (url: string, token?: string) => t.request({ method: 'POST', url, token: token ?? null });
  const list = async (m: TestMember) =>
    f.ok<{ items: BookmarkItem[]; totalCount: number }>(
      f.get(`/prod-api/bookmark/user/${m.userName}?maxResultCount=100`, m.token),
    );

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    author = await createMember(t, { nick: '作者' });
    reader = await createMember(t, { nick: '读者' });
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('toggles a topic and a comment, shows the state to the member only, and lists newest first', async () => {
    const topic = await f.createTopic(author.token, plateId, { title: '收藏测试主题' });
    const comment = await f.comment(author.token, topic.id, '一条值得收藏的评论');
    expect(await f.ok(post(`/prod-api/bookmark/discuss/${topic.id}`, reader.token))).toEqual({
      isBookmarked: true,
      message: '已收藏',
    });
    (t.clock as ManualClock).advance(1000);
    expect(await f.ok(post(`/prod-api/bookmark/comment/${comment.id}`, reader.token))).toMatchObject({
      isBookmarked: true,
    });
    const detail = (await f.get(`/prod-api/discuss/${topic.id}`, reader.token)).json<DiscussDetail>();
    expect(detail.isBookmarked).toBe(true);
    expect(detail.viewer.canBookmark).toBe(true);
    expect((await f.get(`/prod-api/discuss/${topic.id}`, author.token)).json<DiscussDetail>().isBookmarked).toBe(false);
    const guest = (await f.get(`/prod-api/discuss/${topic.id}`)).json<DiscussDetail>();
    expect(guest).toMatchObject({ isBookmarked: false, viewer: { canBookmark: false } });
    const comments = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, reader.token)).json<{
      items: { id: string; isBookmarked: boolean }[];
    }>();
    expect(comments.items.find((c) => c.id === comment.id)?.isBookmarked).toBe(true);

    const page = await list(reader);
    expect(page.totalCount).toBe(2);
    expect(page.items.map((i) => [i.targetType, i.targetId])).toEqual(
      expect.arrayContaining([
        ['discuss', topic.id],
        ['comment', comment.id],
      ]),
    );
    const onComment = page.items.find((i) => i.targetType === 'comment')!;
    expect(onComment).toMatchObject({
      discussId: topic.id,
      title: '收藏测试主题',
      excerpt: '一条值得收藏的评论',
      author: { id: author.id },
    });

    // Toggling again removes; DELETE removes and answers the same when already gone.
    expect(await f.ok(post(`/prod-api/bookmark/discuss/${topic.id}`, reader.token))).toEqual({
      isBookmarked: false,
      message: '已取消收藏',
    });
    for (let i = 0; i < 2; i += 1) {
      expect(
        await f.ok(
          t.request({ method: 'DELETE', url: `/prod-api/bookmark/comment/${comment.id}`, token: reader.token }),
        ),
      ).toMatchObject({ isBookmarked: false });
    }
    expect((await list(reader)).totalCount).toBe(0);
  });

  it("refuses guests, another member's list (staff too), unknown items and bad kinds", async () => {
    const topic = await f.createTopic(author.token, plateId);
    expect((await post(`/prod-api/bookmark/discuss/${topic.id}`)).statusCode).toBe(401);
    expect((await f.get(`/prod-api/bookmark/user/${reader.userName}`)).statusCode).toBe(401);
    const other = await f.get(`/prod-api/bookmark/user/${reader.userName}`, author.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('只能查看自己的收藏');
    expect((await f.get(`/prod-api/bookmark/user/${reader.userName}`, admin.token)).statusCode).toBe(403);
    expect((await post('/prod-api/bookmark/discuss/nope', reader.token)).statusCode).toBe(404);
    expect((await post('/prod-api/bookmark/comment/nope', reader.token)).statusCode).toBe(404);
    const bad = await t.request({ method: 'DELETE', url: `/prod-api/bookmark/plate/${topic.id}`, token: reader.token });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves out what the member can no longer read: deleted, made private, hidden topics and comments', async () => {
    const member = await createMember(t);
    const kept = await f.createTopic(author.token, plateId, { title: '保留的主题' });
    const deleted = await f.createTopic(author.token, plateId, { title: '将被删除' });
    const privateLater = await f.createTopic(author.token, plateId, { title: '将变私密' });
    const hidden = await f.createTopic(author.token, plateId, { title: '将被隐藏' });
    const hiddenComment = await f.comment(author.token, kept.id, '将被隐藏的评论');
    const deletedComment = await f.comment(author.token, kept.id, '将被删除的评论');
    for (const id of [kept.id, deleted.id, privateLater.id, hidden.id])
      await f.ok(post(`/prod-api/bookmark/discuss/${id}`, member.token));
    for (const id of [hiddenComment.id, deletedComment.id])
      await f.ok(post(`/prod-api/bookmark/comment/${id}`, member.token));
    expect((await list(member)).totalCount).toBe(6);

    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${deleted.id}`, token: author.token }));
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${privateLater.id}`,
        token: author.token,
        payload: { visibility: 'self' },
      }),
    );
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${hidden.id}/moderation`,
        token: admin.token,
        payload: { isHidden: true, hiddenReason: '违规' },
      }),
    );
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/comment/${hiddenComment.id}/moderation`,
        token: admin.token,
        payload: { isHidden: true, hiddenReason: '违规' },
      }),
    );
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${deletedComment.id}`, token: author.token }));

    const page = await list(member);
    expect(page.items.map((i) => i.targetId)).toEqual([kept.id]);
    expect(page.totalCount).toBe(1);
    // The author still sees their own hidden and private topics' bookmarks.
    await f.ok(post(`/prod-api/bookmark/discuss/${privateLater.id}`, author.token));
    expect((await list(author)).items.map((i) => i.targetId)).toEqual([privateLater.id]);
    // A bookmark of a topic made private answers 403 to a new toggle, like reading it does.
    expect((await post(`/prod-api/bookmark/discuss/${privateLater.id}`, member.token)).statusCode).toBe(403);
  });

  it(`caps a member at ${BOOKMARK_MAX} bookmarks with a clear 400, exact under concurrent toggles`, async () => {
    const member = await createMember(t);
    const topics = await Promise.all([0, 1, 2, 3, 4].map(() => f.createTopic(author.token, plateId)));
    // Fill up to two below the cap straight in the database: the rows stand for other items.
    const at = t.clock.now().toISOString();
    const filler = Array.from({ length: BOOKMARK_MAX - 2 }, () => ({
      tenant_id: member.tenantId,
      user_id: member.id,
      target_type: 'discuss',
      target_id: newId(),
      discuss_id: topics[0]!.id,
      created_at: at,
    }));
    for (let i = 0; i < filler.length; i += 200)
      await t.database.db
        .insertInto('forum_bookmarks')
        .values(filler.slice(i, i + 200))
        .execute();
    const answers = await Promise.all(topics.map((x) => post(`/prod-api/bookmark/discuss/${x.id}`, member.token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().error.message).toBe(`最多收藏 ${BOOKMARK_MAX} 条，请先取消一些旧的收藏`);
    const { n } = await t.database.db
      .selectFrom('forum_bookmarks')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(BOOKMARK_MAX);
  });
});
