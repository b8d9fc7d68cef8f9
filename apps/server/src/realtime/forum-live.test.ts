import { LIVE_ALL_BOARDS, LIVE_ROOM_LIMIT } from '@clearsight/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forumClient } from '../features/forum/forum.test-support.js';
import { adminSession, createMember, createTenant, type TestMember } from '../test/fixtures.js';
import type { TestApp } from '../test/harness.js';
import {
  closeTabs,
  connected,
  createListeningApp,
  liveJoin,
  openTab,
  record,
  settle,
} from './realtime.test-support.js';

describe('live topics and boards on the notice hub', () => {
  let t: TestApp;
  let url: string;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string; tenantId: string };
  let alice: TestMember; // author of every topic here
  let bob: TestMember; // an ordinary member
  let carol: TestMember; // the one member the private topic names
  let plateId: string;
  let otherPlateId: string;
  let publicId: string;
  let privateId: string;

  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
    f = forumClient(t);
    admin = await adminSession(t);
    [alice, bob, carol] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    plateId = (await f.createPlate(admin.token)).id;
    otherPlateId = (await f.createPlate(admin.token)).id;
    publicId = (await f.createTopic(alice.token, plateId)).id;
    privateId = (await f.createTopic(alice.token, plateId, { visibility: 'users', userIds: [carol.id] })).id;
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  async function tab(auth: { token?: string; tenantId?: string } = {}) {
    const opened = openTab(url, ['notice'], auth);
    await connected(opened.notice);
    return opened.notice;
  }

  it('lets a tab join only what its member or guest may read, in its own tenant', async () => {
    const guest = await tab();
    expect(await liveJoin(guest, 'topic', publicId)).toBe(true);
    expect(await liveJoin(guest, 'topic', privateId)).toBe(false);
    expect(await liveJoin(guest, 'board', plateId)).toBe(true);
    expect(await liveJoin(guest, 'board', LIVE_ALL_BOARDS)).toBe(true);

    expect(await liveJoin(await tab({ token: bob.token }), 'topic', privateId)).toBe(false);
    expect(await liveJoin(await tab({ token: carol.token }), 'topic', privateId)).toBe(true);
    expect(await liveJoin(await tab({ token: alice.token }), 'topic', privateId)).toBe(true);
    expect(await liveJoin(await tab({ token: admin.token }), 'topic', privateId)).toBe(true);

    // Another tenant's tab knows the ids but finds no such topic or board in its own tenant.
    const tenant = await createTenant(t);
    const elsewhere = await tab({ tenantId: tenant.id });
    expect(await liveJoin(elsewhere, 'topic', publicId)).toBe(false);
    expect(await liveJoin(elsewhere, 'board', plateId)).toBe(false);

    // Nonsense is refused without a database read, and without ending the connection.
    const other = await tab();
    expect(await liveJoin(other, 'topic', 'no-such-topic')).toBe(false);
    expect(await liveJoin(other, 'room', publicId)).toBe(false);
    expect(await liveJoin(other, 'topic', 'x'.repeat(65))).toBe(false);
    expect(await liveJoin(other, 'topic', { id: publicId })).toBe(false);
    expect(await liveJoin(other, 'topic', LIVE_ALL_BOARDS)).toBe(false);
    expect(other.connected).toBe(true);
  });

  it('sends comments and like counts to the topic’s room only, as ids and counts', async () => {
    const watching = await tab();
    const elsewhere = await tab();
    const otherTopic = (await f.createTopic(alice.token, plateId)).id;
    expect(await liveJoin(watching, 'topic', publicId)).toBe(true);
    expect(await liveJoin(elsewhere, 'topic', otherTopic)).toBe(true);
    const comments = record(watching, 'liveComment');
    const likes = record(watching, 'liveLikes');
    const heardElsewhere = [record(elsewhere, 'liveComment'), record(elsewhere, 'liveLikes')];

    const comment = await f.comment(bob.token, publicId, '实时评论的内容');
    await vi.waitFor(() => expect(comments).toEqual([[publicId, comment.id, bob.id]]));
    const like = (path: string) => f.ok(t.request({ method: 'POST', url: path, token: carol.token }));
    await like(`/prod-api/agree/operate/comment/${comment.id}`);
    await like(`/prod-api/agree/operate/${publicId}`);
    await like(`/prod-api/agree/operate/comment/${comment.id}`);
    await vi.waitFor(() =>
      expect(likes).toEqual([
        [publicId, 'comment', comment.id, 1],
        [publicId, 'discuss', publicId, 1],
        [publicId, 'comment', comment.id, 0],
      ]),
    );
    await settle();
    expect(heardElsewhere.flat()).toEqual([]);
  });

  it('raises a change only once it is committed, and tells the room which comment to fetch again', async () => {
    const watching = await tab();
    expect(await liveJoin(watching, 'topic', publicId)).toBe(true);
    const changed = record(watching, 'liveCommentChanged');
    const comment = await f.comment(bob.token, publicId, '将被隐藏的评论');
    // The event's listener reads the row outside the write's unit of work: it sees the change committed.
    const seen: boolean[] = [];
    const off = t.app.events.on('comment.changed', async (e) => {
      const row = await t.database.db
        .selectFrom('forum_comments')
        .select('is_hidden')
        .where('id', '=', e.commentId)
        .executeTakeFirstOrThrow();
      seen.push(Boolean(row.is_hidden));
    });
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/comment/${comment.id}/moderation`,
        token: admin.token,
        payload: { isHidden: true },
      }),
    );
    await vi.waitFor(() => expect(changed).toEqual([[publicId, comment.id]]));
    await vi.waitFor(() => expect(seen).toEqual([true]));
    off();
    // What the page then fetches is the comment as the guest may see it: hidden, without its text.
    const fetched = await f.ok<{ isHidden: boolean; content: string }>(f.get(`/prod-api/comment/${comment.id}`));
    expect(fetched).toMatchObject({ isHidden: true, content: '' });
  });

  it('takes every tab out of a topic’s room when who may read it changes; only readers join again', async () => {
    const topicId = (await f.createTopic(alice.token, plateId)).id;
    const guest = await tab();
    const author = await tab({ token: alice.token });
    expect(await liveJoin(guest, 'topic', topicId)).toBe(true);
    expect(await liveJoin(author, 'topic', topicId)).toBe(true);
    const guestTopic = record(guest, 'liveTopic');
    const authorTopic = record(author, 'liveTopic');
    const guestComments = record(guest, 'liveComment');
    const authorComments = record(author, 'liveComment');

    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topicId}/moderation`,
        token: admin.token,
        payload: { isHidden: true, hiddenReason: '测试' },
      }),
    );
    await vi.waitFor(() => expect(guestTopic).toEqual([[topicId, true]]));
    await vi.waitFor(() => expect(authorTopic).toEqual([[topicId, true]]));
    expect(await liveJoin(guest, 'topic', topicId)).toBe(false);
    expect(await liveJoin(author, 'topic', topicId)).toBe(true);
    const staffComment = await f.comment(admin.token, topicId, '版主在隐藏的主题下评论');
    await vi.waitFor(() => expect(authorComments).toEqual([[topicId, staffComment.id, admin.id]]));
    await settle();
    expect(guestComments).toEqual([]);
  });

  it('tells a board’s room and the all-boards room of public new topics only', async () => {
    const onBoard = await tab();
    const onAll = await tab();
    const onOther = await tab();
    expect(await liveJoin(onBoard, 'board', plateId)).toBe(true);
    expect(await liveJoin(onAll, 'board', LIVE_ALL_BOARDS)).toBe(true);
    expect(await liveJoin(onOther, 'board', otherPlateId)).toBe(true);
    const heard = [record(onBoard, 'liveBoardTopic'), record(onAll, 'liveBoardTopic')];
    const notHeard = record(onOther, 'liveBoardTopic');

    await f.createTopic(alice.token, plateId, { visibility: 'self' });
    const open = await f.createTopic(alice.token, plateId);
    await vi.waitFor(() => expect(heard).toEqual([[[plateId, open.id]], [[plateId, open.id]]]));
    await settle();
    expect(notHeard).toEqual([]);
  });

  it('keeps a tab in at most a few rooms, and a leave makes room; navigating stays within the inbound budget', async () => {
    const guest = await tab();
    const ids = await Promise.all(
      Array.from({ length: LIVE_ROOM_LIMIT + 1 }, async () => (await f.createTopic(alice.token, plateId)).id),
    );
    for (const id of ids.slice(0, LIVE_ROOM_LIMIT)) expect(await liveJoin(guest, 'topic', id)).toBe(true);
    expect(await liveJoin(guest, 'topic', ids[LIVE_ROOM_LIMIT]!)).toBe(false);
    guest.emit('liveLeave', 'topic', ids[0]);
    expect(await liveJoin(guest, 'topic', ids[LIVE_ROOM_LIMIT]!)).toBe(true);
    // A left room hears nothing more.
    const comments = record(guest, 'liveComment');
    await f.comment(bob.token, ids[0]!, '离开后的评论');
    await settle(300);
    expect(comments).toEqual([]);

    // A visitor going from topic to topic: a leave and a join per page, well inside the budget.
    for (let i = 0; i < 8; i += 1) {
      const id = ids[(i % LIVE_ROOM_LIMIT) + 1]!;
      guest.emit('liveLeave', 'topic', id);
      expect(await liveJoin(guest, 'topic', id)).toBe(true);
    }
    expect(guest.connected).toBe(true);
  });
});
