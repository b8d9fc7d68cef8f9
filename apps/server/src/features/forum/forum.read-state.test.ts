import { NEW_TOPIC_DAYS, type TopicReadState } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransactor } from '../../db/transaction.js';
import type { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';
import { createReadStateRepository } from './read-state.repository.js';

describe('forum: unread and new', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let reader: TestMember;
  let writer: TestMember;
  let other: TestMember;
  let plateId: string;
  let otherPlateId: string;

  const clock = () => t.clock as ManualClock;
  /** Comments a millisecond apart at least, as people write them. */
  const comment = async (m: TestMember, discussId: string, text: string, parentId?: string) => {
    clock().advance(5);
    return f.comment(m.token, discussId, text, parentId);
  };
  const states = async (m: TestMember, ids: string[]) =>
    (await f.ok<{ items: TopicReadState[] }>(f.get(`/prod-api/forum/read-state?ids=${ids.join(',')}`, m.token))).items;
  const stateOf = async (m: TestMember, id: string) => (await states(m, [id])).find((s) => s.discussId === id);
  const open = (m: TestMember, id: string) =>
    t.request({ method: 'POST', url: `/prod-api/forum/read-state/topic/${id}`, token: m.token });
  const markRead = (m: TestMember, plate?: string) =>
    t.request({
      method: 'POST',
      url: '/prod-api/forum/read-state/mark-read',
      token: m.token,
      payload: plate ? { plateId: plate } : {},
    });

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    reader = await createMember(t, { nick: '读者' });
    writer = await createMember(t, { nick: '回复者' });
    other = await createMember(t, { nick: '旁人' });
    plateId = (await f.createPlate(admin.token)).id;
    otherPlateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('counts comments by others after the last one read, opens at the first of them, and clears on opening', async () => {
    const topic = await f.createTopic(writer.token, plateId);
    await comment(writer, topic.id, '打开之前的评论');
    expect(await f.ok(open(reader, topic.id))).toMatchObject({ unreadCount: 0, firstUnreadCommentId: null });
    expect(await stateOf(reader, topic.id)).toEqual({
      discussId: topic.id,
      unreadCount: 0,
      isNew: false,
      firstUnreadCommentId: null,
    });

    const first = await comment(writer, topic.id, '第一条新评论');
    await comment(other, topic.id, '第二条新评论，是一条回复', first.id);
    await comment(reader, topic.id, '读者自己的评论不算未读');
    expect(await stateOf(reader, topic.id)).toMatchObject({ unreadCount: 2, firstUnreadCommentId: first.id });
    // Someone else's state is their own: the writer never opened the topic page, so nothing counts for them.
    expect(await stateOf(writer, topic.id)).toMatchObject({ unreadCount: 0, isNew: false });

    expect(await f.ok(open(reader, topic.id))).toMatchObject({ unreadCount: 2, firstUnreadCommentId: first.id });
    expect(await stateOf(reader, topic.id)).toMatchObject({ unreadCount: 0, firstUnreadCommentId: null });
  });

  it('leaves deleted and hidden comments out of the count, and counts a hidden one again when shown', async () => {
    const topic = await f.createTopic(writer.token, plateId);
    await f.ok(open(reader, topic.id));
    const kept = await comment(writer, topic.id, '留下的评论');
    const deleted = await comment(writer, topic.id, '会被删除的评论');
    const hidden = await comment(other, topic.id, '会被隐藏的评论');
    expect((await stateOf(reader, topic.id))?.unreadCount).toBe(3);

    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${deleted.id}`, token: writer.token }));
    const moderation = (isHidden: boolean) =>
      f.ok(
        t.request({
          method: 'PUT',
          url: `/prod-api/comment/${hidden.id}/moderation`,
          token: admin.token,
          payload: { isHidden, hiddenReason: '测试' },
        }),
      );
    await moderation(true);
    expect(await stateOf(reader, topic.id)).toMatchObject({ unreadCount: 1, firstUnreadCommentId: kept.id });
    await moderation(false);
    expect((await stateOf(reader, topic.id))?.unreadCount).toBe(2);
  });

  it('moves a read mark only forward, whichever of racing opens lands last', async () => {
    const topic = await f.createTopic(writer.token, plateId);
    const early = await comment(writer, topic.id, '早的评论');
    await comment(writer, topic.id, '晚的评论');
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(reader, topic.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect((await stateOf(reader, topic.id))?.unreadCount).toBe(0);

    // A slower request that read the topic before the last comment writes its older position afterwards.
    const repo = createReadStateRepository(t.database.db);
    const transactor = createTransactor(t.database.db);
    const readAt = new Date().toISOString();
    const mark = { tenantId: reader.tenantId, userId: reader.id, discussId: topic.id, readAt };
    await transactor.run((tx) => repo.advance(tx, { ...mark, to: { at: early.creationTime, id: early.id } }));
    await transactor.run((tx) => repo.advance(tx, { ...mark, to: null }));
    expect((await stateOf(reader, topic.id))?.unreadCount).toBe(0);
    await comment(other, topic.id, '再一条');
    expect((await stateOf(reader, topic.id))?.unreadCount).toBe(1);
  });

  it('marks topics by others new for two days until opened, and never one the member wrote', async () => {
    const fresh = await f.createTopic(writer.token, plateId);
    const own = await f.createTopic(reader.token, plateId);
    expect(await stateOf(reader, fresh.id)).toMatchObject({ isNew: true, unreadCount: 0 });
    expect((await stateOf(reader, own.id))?.isNew).toBe(false);
    expect((await stateOf(other, fresh.id))?.isNew).toBe(true);

    await f.ok(open(reader, fresh.id));
    expect((await stateOf(reader, fresh.id))?.isNew).toBe(false);
    // Opening is the reader's own: the other member still sees it new.
    expect((await stateOf(other, fresh.id))?.isNew).toBe(true);

    clock().advance(NEW_TOPIC_DAYS * 86_400_000 + 1000);
    expect((await stateOf(other, fresh.id))?.isNew).toBe(false);
  });

  it('marks all read in one board or in every board, and what comes after counts again', async () => {
    const opened = await f.createTopic(writer.token, plateId);
    const unopened = await f.createTopic(writer.token, plateId);
    const elsewhere = await f.createTopic(writer.token, otherPlateId);
    await f.ok(open(reader, opened.id));
    await f.ok(open(reader, elsewhere.id));
    await comment(writer, opened.id, '标记之前的评论');
    await comment(writer, elsewhere.id, '另一个板块的评论');
    const ids = [opened.id, unopened.id, elsewhere.id];
    expect((await states(reader, ids)).map((s) => [s.unreadCount, s.isNew])).toEqual(
      expect.arrayContaining([
        [1, false],
        [0, true],
      ]),
    );

    clock().advance(5);
    expect(await f.ok(markRead(reader, plateId))).toEqual({ message: '已将本板块标记为已读' });
    const after = new Map((await states(reader, ids)).map((s) => [s.discussId, s]));
    expect(after.get(opened.id)).toMatchObject({ unreadCount: 0, isNew: false });
    expect(after.get(unopened.id)).toMatchObject({ unreadCount: 0, isNew: false });
    expect(after.get(elsewhere.id)).toMatchObject({ unreadCount: 1 });
    // Marking is the reader's own.
    expect((await stateOf(other, unopened.id))?.isNew).toBe(true);

    const next = await comment(writer, opened.id, '标记之后的评论');
    expect(await stateOf(reader, opened.id)).toMatchObject({ unreadCount: 1, firstUnreadCommentId: next.id });

    clock().advance(5);
    expect(await f.ok(markRead(reader))).toEqual({ message: '已将全部板块标记为已读' });
    expect((await states(reader, ids)).map((s) => s.unreadCount)).toEqual([0, 0, 0]);

    const unknown = await markRead(reader, 'no-such-board');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: '板块不存在' } });
  });

  it('gives nothing for a topic the member may not read, and nothing to guests', async () => {
    const secret = await f.createTopic(writer.token, plateId, { visibility: 'self' });
    const visible = await f.createTopic(writer.token, plateId);
    await comment(writer, secret.id, '私密主题里的评论');
    const items = await states(reader, [secret.id, visible.id]);
    expect(items.map((s) => s.discussId)).toEqual([visible.id]);
    expect((await open(reader, secret.id)).statusCode).toBe(403);
    expect((await open(reader, 'no-such-topic')).statusCode).toBe(404);
    // The author reads their own private topic.
    expect((await states(writer, [secret.id])).map((s) => s.discussId)).toEqual([secret.id]);

    const guest = await f.get(`/prod-api/forum/read-state?ids=${visible.id}`);
    expect(guest.statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: `/prod-api/forum/read-state/topic/${visible.id}` })).statusCode,
    ).toBe(401);
    const tooMany = await f.get(
      `/prod-api/forum/read-state?ids=${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`,
      reader.token,
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
