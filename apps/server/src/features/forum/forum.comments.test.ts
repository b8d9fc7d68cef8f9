import { ROLE_MODERATOR } from '@clearsight/contracts';
import { createTransactor } from '../../db/transaction.js';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import type { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createCommentRepository } from './comment.repository.js';
import { createTopicCountRepository } from './topic-count.repository.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: comments', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let mod: TestMember;
  let plateId: string;

  const tick = () => (t.clock as ManualClock).advance(1000);
  const noticesOf = async (userId: string) =>
    t.database.db
      .selectFrom('notices')
      .select(['message', 'link', 'kind'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute();
  const counters = async (userId: string) =>
    t.database.db
      .selectFrom('users')
      .select(['topic_count', 'comment_count', 'like_received_count'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    [alice, bob, carol, mod] = await Promise.all([
      createMember(t, { nick: '爱丽丝' }),
      createMember(t, { nick: '鲍勃' }),
      createMember(t, { nick: '卡罗尔' }),
      createMember(t, { roles: [ROLE_MODERATOR], nick: '版主' }),
    ]);
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('keeps two levels: replies flattened under their root with "reply @nick"', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    const root = await f.comment(bob.token, topic.id, '第一条评论');
    tick();
    const reply = await f.comment(alice.token, topic.id, '回复鲍勃', root.id);
    tick();
    const replyToReply = await f.comment(carol.token, topic.id, '回复爱丽丝的回复', reply.id);
    expect(reply).toMatchObject({ rootId: root.id, parentId: root.id, replyTo: { id: bob.id, nick: '鲍勃' } });
    expect(replyToReply).toMatchObject({
      rootId: root.id,
      parentId: reply.id,
      replyTo: { id: alice.id, nick: '爱丽丝' },
    });

    const list = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`)).json();
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: root.id,
      content: '第一条评论',
      replyCount: 2,
      replyTo: null,
      author: { nick: '鲍勃' },
    });
    expect(list.items[0].replies.map((r: any) => [r.content, r.replyTo.nick])).toEqual([
      ['回复鲍勃', '鲍勃'],
      ['回复爱丽丝的回复', '爱丽丝'],
    ]);
    expect(list.items[0].author).not.toHaveProperty('phone');
    expect((await f.get(`/prod-api/discuss/${topic.id}`)).json().commentCount).toBe(3);
  });

  it('pages root comments newest or oldest first, and replies separately', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    const roots: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      roots.push((await f.comment(bob.token, topic.id, `根评论 ${i}`)).id);
      tick();
    }
    for (let i = 1; i <= 4; i += 1) {
      await f.comment(carol.token, topic.id, `回复 ${i}`, roots[0]);
      tick();
    }
    const newest = (await f.get(`/prod-api/comment/discuss-id/${topic.id}?maxResultCount=2`)).json();
    expect(newest.totalCount).toBe(5);
    expect(newest.items.map((c: any) => c.content)).toEqual(['根评论 5', '根评论 4']);
    const oldest = (
      await f.get(`/prod-api/comment/discuss-id/${topic.id}?sort=oldest&skipCount=0&maxResultCount=1&replyLimit=2`)
    ).json();
    expect(oldest.items[0]).toMatchObject({ content: '根评论 1', replyCount: 4 });
    expect(oldest.items[0].replies.map((r: any) => r.content)).toEqual(['回复 1', '回复 2']);
    const more = (await f.get(`/prod-api/comment/${roots[0]}/replies?skipCount=2&maxResultCount=10`)).json();
    expect(more).toMatchObject({ totalCount: 4 });
    expect(more.items.map((r: any) => r.content)).toEqual(['回复 3', '回复 4']);
    const skipped = (await f.get(`/prod-api/comment/discuss-id/${topic.id}?sort=oldest&skipCount=4`)).json();
    expect(skipped.items.map((c: any) => c.content)).toEqual(['根评论 5']);
  });

  it('tells the page of the comment list that shows a comment (a reply: its root), so links open there', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    const roots: string[] = [];
    for (let i = 1; i <= 7; i += 1) {
      roots.push((await f.comment(bob.token, topic.id, `第 ${i} 条`)).id);
      tick();
    }
    const reply = await f.comment(carol.token, topic.id, '回复第一条', roots[0]);
    const place = async (id: string, query: string, token?: string) =>
      f.get(`/prod-api/comment/${id}/place?${query}`, token ?? null);
    // Newest first, three a page: the first comment is the seventh, on page 3; the newest on page 1.
    expect((await place(roots[0]!, 'maxResultCount=3')).json()).toEqual({
      discussId: topic.id,
      rootId: roots[0],
      page: 3,
    });
    expect((await place(roots[6]!, 'maxResultCount=3')).json()).toMatchObject({ page: 1 });
    expect((await place(roots[3]!, 'maxResultCount=3')).json()).toMatchObject({ page: 2 });
    expect((await place(roots[0]!, 'sort=oldest&maxResultCount=3')).json()).toMatchObject({ page: 1 });
    // A reply is shown under its root.
    expect((await place(reply.id, 'maxResultCount=3')).json()).toEqual({
      discussId: topic.id,
      rootId: roots[0],
      page: 3,
    });
    // A deleted root with no replies leaves the list, and the places after it move up.
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/comment/${roots[5]}`, token: bob.token })).statusCode,
    ).toBe(200);
    expect((await place(roots[2]!, 'maxResultCount=3')).json()).toMatchObject({ page: 2 });
    expect((await place('no-such-comment', '')).statusCode).toBe(404);
    expect((await place(roots[0]!, 'maxResultCount=0')).statusCode).toBe(400);
    // Read as the comment is: a private topic's comments have no place for others.
    const secret = await f.createTopic(alice.token, plateId, { visibility: 'self' });
    const own = await f.comment(alice.token, secret.id, '只有我能看到');
    expect((await place(own.id, '', bob.token)).statusCode).toBe(403);
    expect((await place(own.id, '', alice.token)).json()).toMatchObject({ discussId: secret.id, page: 1 });
  });

  it('accepts 1–1000 characters of plain text and stores it as typed', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    const empty = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: bob.token,
      payload: { discussId: topic.id, content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const long = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: bob.token,
      payload: { discussId: topic.id, content: '长'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    const max = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: bob.token,
      payload: { discussId: topic.id, content: '长'.repeat(1000) },
    });
    expect(max.statusCode).toBe(201);
    const html = await f.comment(bob.token, topic.id, '<img src=x onerror=alert(1)> 见 https://example.com');
    // Plain text: the client renders it as text (with links); nothing is turned into HTML on the way.
    expect(html.content).toBe('<img src=x onerror=alert(1)> 见 https://example.com');
    const guest = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      payload: { discussId: topic.id, content: '访客' },
    });
    expect(guest.statusCode).toBe(401);
    const missing = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: bob.token,
      payload: { discussId: 'nope', content: '不存在' },
    });
    expect(missing.statusCode).toBe(404);
    const badParent = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: bob.token,
      payload: { discussId: topic.id, content: '回复', parentId: 'nope' },
    });
    expect(badParent.statusCode).toBe(400);
  });

  it('refuses comments on a topic with comments disabled, except for staff', async () => {
    const topic = await f.createTopic(alice.token, plateId, { commentsDisabled: true });
    expect((await f.get(`/prod-api/discuss/${topic.id}`, bob.token)).json().viewer.canComment).toBe(false);
    const byBob = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: bob.token,
      payload: { discussId: topic.id, content: '想评论' },
    });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().error.message).toBe('该主题已关闭评论');
    const byAuthor = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: alice.token,
      payload: { discussId: topic.id, content: '作者也不行' },
    });
    expect(byAuthor.statusCode).toBe(403);
    const byMod = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: mod.token,
      payload: { discussId: topic.id, content: '版主说明' },
    });
    expect(byMod.statusCode).toBe(201);
    // Disabled later by staff moderation: same effect.
    const open = await f.createTopic(alice.token, plateId);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${open.id}/moderation`,
        token: mod.token,
        payload: { commentsDisabled: true },
      }),
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/prod-api/comment',
          token: bob.token,
          payload: { discussId: open.id, content: '关了' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('notifies the topic author and the replied member, never the actor, with links', async () => {
    const author = await createMember(t, { nick: '楼主' });
    const first = await createMember(t, { nick: '一楼' });
    const second = await createMember(t, { nick: '二楼' });
    const topic = await f.createTopic(author.token, plateId, { title: '通知测试主题' });
    const root = await f.comment(first.token, topic.id, '一楼的评论');
    expect(await noticesOf(author.id)).toEqual([
      {
        message: '一楼 评论了你的主题《通知测试主题》：一楼的评论',
        link: `/article/${topic.id}?comment=${root.id}#comment-${root.id}`,
        kind: 'forum.comment',
      },
    ]);
    const reply = await f.comment(second.token, topic.id, '二楼回复一楼', root.id);
    expect(await noticesOf(first.id)).toEqual([
      {
        message: '二楼 回复了你在《通知测试主题》中的评论：二楼回复一楼',
        link: `/article/${topic.id}?comment=${reply.id}#comment-${reply.id}`,
        kind: 'forum.reply',
      },
    ]);
    expect(await noticesOf(author.id)).toHaveLength(2);
    // The author replying under their own topic tells the replied member only; nobody hears of their own action.
    await f.comment(author.token, topic.id, '楼主回复', root.id);
    expect(await noticesOf(author.id)).toHaveLength(2);
    expect(await noticesOf(first.id)).toHaveLength(2);
    // A member replying to themselves: no reply notice to themselves, the author still hears.
    await f.comment(first.token, topic.id, '一楼自己补充', root.id);
    expect(await noticesOf(first.id)).toHaveLength(2);
    expect(await noticesOf(author.id)).toHaveLength(3);
    // The author replied to (as the topic author): one notice, not two.
    const authorsComment = await f.comment(author.token, topic.id, '楼主的根评论');
    await f.comment(second.token, topic.id, '回复楼主', authorsComment.id);
    // Two notices written in one millisecond share created_at, so the order between them is not asserted.
    const kinds = (await noticesOf(author.id)).map((n) => n.kind).sort();
    expect(kinds).toEqual(['forum.comment', 'forum.comment', 'forum.comment', 'forum.reply']);
    // second watches the topic since replying (the default): the author's comment reaches them as a watcher.
    expect((await noticesOf(second.id)).map((n) => n.kind)).toEqual(['forum.watching']);
  });

  it('emits comment.created with the ids', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    const seen: unknown[] = [];
    const off = t.app.events.on('comment.created', (e) => {
      seen.push(e);
    });
    const root = await f.comment(bob.token, topic.id, '事件测试');
    const reply = await f.comment(carol.token, topic.id, '事件回复', root.id);
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(seen).toEqual([
      { tenantId: bob.tenantId, userId: bob.id, commentId: root.id, discussId: topic.id, rootId: null, parentId: null },
      {
        tenantId: carol.tenantId,
        userId: carol.id,
        commentId: reply.id,
        discussId: topic.id,
        rootId: root.id,
        parentId: root.id,
      },
    ]);
  });

  it('lets the author or a moderator delete; replies stay under a "deleted" marker; counters exact', async () => {
    const member = await createMember(t);
    const topic = await f.createTopic(alice.token, plateId);
    const root = await f.comment(member.token, topic.id, '将被删除的根评论');
    const reply = await f.comment(bob.token, topic.id, '留下的回复', root.id);
    const lonely = await f.comment(member.token, topic.id, '没有回复的评论');
    expect((await counters(member.id)).comment_count).toBe(2);

    const byCarol = await t.request({ method: 'DELETE', url: `/prod-api/comment/${root.id}`, token: carol.token });
    expect(byCarol.statusCode).toBe(403);
    expect(byCarol.json().error.message).toBe('只能删除自己的评论');
    // The topic's author is not a moderator of its comments.
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/comment/${root.id}`, token: alice.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/comment/${root.id}`, token: member.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/comment/${root.id}`, token: member.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/prod-api/comment/${lonely.id}`, token: mod.token })).statusCode,
    ).toBe(200);
    expect((await counters(member.id)).comment_count).toBe(0);

    const list = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, bob.token)).json();
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ id: root.id, isDeleted: true, content: '', canDelete: false });
    expect(list.items[0].replies).toEqual([
      expect.objectContaining({ id: reply.id, content: '留下的回复', canDelete: true }),
    ]);
    expect((await f.get(`/prod-api/discuss/${topic.id}`)).json().commentCount).toBe(1);
    const audit = await t.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('target_id', '=', lonely.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['forum.comment.delete']);
  });

  it('hides a comment from everyone but staff and its author', async () => {
    const topic = await f.createTopic(alice.token, plateId);
    const c = await f.comment(bob.token, topic.id, '不当言论');
    const denied = await t.request({
      method: 'PUT',
      url: `/prod-api/comment/${c.id}/moderation`,
      token: alice.token,
      payload: { isHidden: true },
    });
    expect(denied.statusCode).toBe(403);
    const hidden = await t.request({
      method: 'PUT',
      url: `/prod-api/comment/${c.id}/moderation`,
      token: mod.token,
      payload: { isHidden: true, hiddenReason: '人身攻击' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ isHidden: true, hiddenReason: '人身攻击', content: '不当言论' });
    const forCarol = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, carol.token)).json().items[0];
    expect(forCarol).toMatchObject({ isHidden: true, content: '', hiddenReason: null });
    const forGuest = await f.get(`/prod-api/comment/discuss-id/${topic.id}`);
    expect(forGuest.body).not.toContain('不当言论');
    const forBob = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, bob.token)).json().items[0];
    expect(forBob).toMatchObject({ content: '不当言论', hiddenReason: '人身攻击' });
    const forMod = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, mod.token)).json().items[0];
    expect(forMod.content).toBe('不当言论');
    expect((await f.get(`/prod-api/comment/user/${bob.userName}`, carol.token)).body).not.toContain('不当言论');
    const shown = await t.request({
      method: 'PUT',
      url: `/prod-api/comment/${c.id}/moderation`,
      token: mod.token,
      payload: { isHidden: false },
    });
    expect(shown.json()).toMatchObject({ isHidden: false, hiddenReason: null });
  });

  it('toggles comment likes with exact counts and isAgree per member', async () => {
    const author = await createMember(t);
    const topic = await f.createTopic(alice.token, plateId);
    const c = await f.comment(author.token, topic.id, '值得点赞的评论');
    const like = async (token: string) =>
      f.ok(t.request({ method: 'POST', url: `/prod-api/agree/operate/comment/${c.id}`, token }));
    expect(await like(bob.token)).toMatchObject({ isAgree: true, likeCount: 1 });
    expect(await like(carol.token)).toMatchObject({ isAgree: true, likeCount: 2 });
    expect(await like(bob.token)).toMatchObject({ isAgree: false, likeCount: 1, message: '已取消点赞' });
    expect((await counters(author.id)).like_received_count).toBe(1);
    const forCarol = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, carol.token)).json().items[0];
    expect(forCarol).toMatchObject({ likeCount: 1, isAgree: true });
    const forBob = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`, bob.token)).json().items[0];
    expect(forBob.isAgree).toBe(false);
    // Deleting the comment takes its likes out of the author's likes received.
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${c.id}`, token: author.token }));
    expect((await counters(author.id)).like_received_count).toBe(0);
    const gone = await t.request({ method: 'POST', url: `/prod-api/agree/operate/comment/${c.id}`, token: bob.token });
    expect(gone.statusCode).toBe(404);
  });

  it("lists a member's comments on their profile", async () => {
    const member = await createMember(t);
    const topic = await f.createTopic(alice.token, plateId, { title: '个人主页评论' });
    await f.comment(member.token, topic.id, '主页上的评论一');
    tick();
    await f.comment(member.token, topic.id, '主页上的评论二');
    const res = (await f.get(`/prod-api/comment/user/${member.userName}`)).json();
    expect(res.totalCount).toBe(2);
    expect(res.items[0]).toMatchObject({
      content: '主页上的评论二',
      discussId: topic.id,
      discussTitle: '个人主页评论',
    });
  });

  it('opens the first page of a 10,000-comment topic through an index (query plan)', async () => {
    const topic = await f.createTopic(alice.token, plateId, { title: '万条评论的主题' });
    const base = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: newId(base + i * 1000),
      tenant_id: alice.tenantId,
      discuss_id: topic.id,
      user_id: [alice.id, bob.id, carol.id][i % 3]!,
      root_id: null,
      parent_id: null,
      reply_to_user_id: null,
      content: `第 ${i} 条评论`,
      like_count: 0,
      reply_count: 0,
      is_hidden: false,
      hidden_reason: null,
      created_at: new Date(base + i * 1000).toISOString(),
      deleted_at: null,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.database.db
        .insertInto('forum_comments')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    // Rows written past the repository: its kept counts are recounted, as the seed and the generator do.
    await createTransactor(t.database.db).run((tx) =>
      createTopicCountRepository(t.database.db).recount(tx, alice.tenantId),
    );
    const page = (await f.get(`/prod-api/comment/discuss-id/${topic.id}?maxResultCount=20`)).json();
    expect(page.totalCount).toBe(10_000);
    expect(page.items[0].content).toBe('第 9999 条评论');

    const repo = createCommentRepository(t.database.db);
    for (const sort of ['newest', 'oldest'] as const) {
      const compiled = repo.rootPageQuery(alice.tenantId, topic.id, sort, 0, 20).compile();
      if (t.database.kind === 'sqlite') {
        const plan = await t.database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((r) => r.detail).join('\n');
        // Either the roots' partial index or the topic's comments in time order (the unread counts' index,
        // migration 0023): both give the page in order, reading only the rows it shows. Without statistics SQLite
        // may pick either; PRAGMA optimize at start gives it the figures to choose on a real database.
        expect(text).toMatch(/USING (COVERING )?INDEX forum_comments_(roots|topic_time)_idx/);
        expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
        expect(text).not.toMatch(/^SCAN forum_comments$|SCAN c\b(?! USING)/m);
      } else {
        await t.database.db.executeQuery(CompiledQuery.raw('ANALYZE forum_comments'));
        const plan = await t.database.db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
        );
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toMatch(/Index (Only )?Scan( Backward)? using forum_comments_roots_idx/);
        expect(text).not.toMatch(/Seq Scan on forum_comments/);
        expect(text).not.toMatch(/Sort\b/);
      }
    }
  });
});
