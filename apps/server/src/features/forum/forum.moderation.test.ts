import { ROLE_MODERATOR, type AdminReportItem } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: moderation, reports, bans and counters', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let mod: TestMember;
  let plateId: string;
  let otherPlateId: string;

  const auditsOf = async (targetId: string) =>
    (
      await t.database.db
        .selectFrom('audit_logs')
        .select(['action', 'actor_id'])
        .where('target_id', '=', targetId)
        .orderBy('created_at', 'asc')
        .execute()
    ).map((a) => a.action);

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    [alice, bob, carol, mod] = await Promise.all([
      createMember(t, { nick: '爱丽丝' }),
      createMember(t, { nick: '鲍勃' }),
      createMember(t, { nick: '卡罗尔' }),
      createMember(t, { roles: [ROLE_MODERATOR], nick: '版主' }),
    ]);
    plateId = (await f.createPlate(admin.token, { name: '深度学习检测' })).id;
    otherPlateId = (await f.createPlate(admin.token, { name: '工业通信' })).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  describe('topic moderation', () => {
    it('pins, weights, disables comments, hides with a reason and moves boards; staff only; audited', async () => {
      const topic = await f.createTopic(alice.token, plateId, { title: '需要管理的主题' });
      const url = `/prod-api/discuss/${topic.id}/moderation`;
      expect(
        (await t.request({ method: 'PUT', url, token: alice.token, payload: { isPinned: true } })).statusCode,
      ).toBe(403);
      expect((await t.request({ method: 'PUT', url, payload: { isPinned: true } })).statusCode).toBe(401);
      expect((await t.request({ method: 'PUT', url, token: mod.token, payload: {} })).statusCode).toBe(400);

      const pinned = await f.ok(
        t.request({
          method: 'PUT',
          url,
          token: mod.token,
          payload: { isPinned: true, orderNum: 5, commentsDisabled: true },
        }),
      );
      expect(pinned).toMatchObject({
        isPinned: true,
        orderNum: 5,
        commentsDisabled: true,
        isHidden: false,
        isDeleted: false,
      });

      const hidden = await f.ok(
        t.request({ method: 'PUT', url, token: mod.token, payload: { isHidden: true, hiddenReason: '广告引流' } }),
      );
      expect(hidden).toMatchObject({ isHidden: true, hiddenReason: '广告引流' });
      const notice = await t.database.db
        .selectFrom('notices')
        .select(['message', 'kind', 'link'])
        .where('user_id', '=', alice.id)
        .where('kind', '=', 'forum.moderation')
        .execute();
      expect(notice).toEqual([
        {
          message: '你的主题《需要管理的主题》已被管理员隐藏：广告引流',
          kind: 'forum.moderation',
          link: `/article/${topic.id}`,
        },
      ]);
      expect(
        (await f.get(`/prod-api/discuss?plateId=${plateId}`, carol.token)).json().items.map((i: any) => i.id),
      ).not.toContain(topic.id);
      expect(
        (await f.get(`/prod-api/discuss?plateId=${plateId}`, alice.token))
          .json()
          .items.find((i: any) => i.id === topic.id).isHidden,
      ).toBe(true);

      const moved = await f.ok(
        t.request({ method: 'PUT', url, token: mod.token, payload: { plateId: otherPlateId, isHidden: false } }),
      );
      expect(moved).toMatchObject({
        plateId: otherPlateId,
        plateName: '工业通信',
        isHidden: false,
        hiddenReason: null,
      });
      expect((await t.request({ method: 'PUT', url, token: mod.token, payload: { plateId: 'nope' } })).statusCode).toBe(
        400,
      );
      await f.createTopic(bob.token, plateId, { title: '需要管理的主题' });
      const clash = await t.request({ method: 'PUT', url, token: mod.token, payload: { plateId } });
      expect(clash.statusCode).toBe(409);

      expect(await auditsOf(topic.id)).toEqual([
        'forum.discuss.moderate',
        'forum.discuss.moderate',
        'forum.discuss.moderate',
      ]);
      const rows = await t.database.db
        .selectFrom('audit_logs')
        .select(['before_json', 'after_json', 'actor_id'])
        .where('target_id', '=', topic.id)
        .execute();
      const last = rows.find((r) => JSON.parse(r.after_json!).plateId)!;
      expect(JSON.parse(last.after_json!)).toMatchObject({ plateId: otherPlateId, isHidden: false });
      expect(JSON.parse(last.before_json!)).toMatchObject({ plateId, isHidden: true });
      expect(last.actor_id).toBe(mod.id);
    });

    it('lists every topic in the console with filters (staff only)', async () => {
      const gone = await f.createTopic(carol.token, plateId, { title: '被删除的控制台主题' });
      await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${gone.id}`, token: carol.token }));
      expect((await f.get('/prod-api/admin/forum/discuss', alice.token)).statusCode).toBe(403);
      const deleted = (await f.get('/prod-api/admin/forum/discuss?status=deleted', mod.token)).json();
      expect(deleted.items.map((i: any) => i.id)).toEqual([gone.id]);
      expect(deleted.items[0]).toMatchObject({ isDeleted: true, isMasked: false });
      const pinned = (await f.get('/prod-api/admin/forum/discuss?status=pinned', mod.token)).json();
      expect(pinned.items.every((i: any) => i.isPinned)).toBe(true);
      const byUser = (
        await f.get(`/prod-api/admin/forum/discuss?userName=${carol.userName}&status=all`, mod.token)
      ).json();
      expect(byUser.items.map((i: any) => i.id)).toContain(gone.id);
      const byTitle = (
        await f.get(`/prod-api/admin/forum/discuss?q=${encodeURIComponent('控制台')}&status=all`, admin.token)
      ).json();
      expect(byTitle.totalCount).toBe(1);
    });

    it('lists comments in the console with filters', async () => {
      const topic = await f.createTopic(alice.token, plateId);
      const c1 = await f.comment(bob.token, topic.id, '控制台评论一');
      const c2 = await f.comment(carol.token, topic.id, '控制台评论二');
      await f.ok(
        t.request({
          method: 'PUT',
          url: `/prod-api/comment/${c1.id}/moderation`,
          token: mod.token,
          payload: { isHidden: true },
        }),
      );
      await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${c2.id}`, token: carol.token }));
      const all = (await f.get(`/prod-api/admin/forum/comments?discussId=${topic.id}`, mod.token)).json();
      expect(all.totalCount).toBe(2);
      expect(all.items.find((c: any) => c.id === c1.id)).toMatchObject({
        isHidden: true,
        hiddenReason: '违反社区规范',
        content: '控制台评论一',
        discussTitle: topic.title,
      });
      expect(
        (await f.get(`/prod-api/admin/forum/comments?discussId=${topic.id}&status=deleted`, mod.token))
          .json()
          .items.map((c: any) => c.id),
      ).toEqual([c2.id]);
      expect(
        (await f.get(`/prod-api/admin/forum/comments?status=hidden&userName=${bob.userName}`, mod.token))
          .json()
          .items.map((c: any) => c.id),
      ).toEqual([c1.id]);
      expect(
        (await f.get(`/prod-api/admin/forum/comments?q=${encodeURIComponent('评论二')}`, mod.token)).json().totalCount,
      ).toBe(1);
      expect((await f.get('/prod-api/admin/forum/comments', bob.token)).statusCode).toBe(403);
    });
  });

  describe('reports', () => {
    it('feeds a moderation queue; resolving can hide the target and clears its other reports', async () => {
      const topic = await f.createTopic(alice.token, plateId, { title: '被举报的主题' });
      const report = (body: Record<string, unknown>, token: string) =>
        t.request({ method: 'POST', url: '/prod-api/forum/report', token, payload: body });
      const first = await report(
        { targetType: 'discuss', targetId: topic.id, reason: 'spam', detail: '广告' },
        bob.token,
      );
      expect(first.statusCode).toBe(201);
      expect((await report({ targetType: 'discuss', targetId: topic.id, reason: 'spam' }, bob.token)).statusCode).toBe(
        409,
      );
      expect(
        (await report({ targetType: 'discuss', targetId: topic.id, reason: 'abuse' }, carol.token)).statusCode,
      ).toBe(201);
      expect((await report({ targetType: 'discuss', targetId: topic.id, reason: 'spam' }, '')).statusCode).toBe(401);
      expect((await report({ targetType: 'discuss', targetId: 'missing', reason: 'spam' }, bob.token)).statusCode).toBe(
        404,
      );
      expect(
        (await report({ targetType: 'discuss', targetId: topic.id, reason: 'nonsense' }, bob.token)).statusCode,
      ).toBe(400);

      expect((await f.get('/prod-api/admin/forum/reports', bob.token)).statusCode).toBe(403);
      const queue = (await f.get('/prod-api/admin/forum/reports', mod.token)).json();
      expect(queue.totalCount).toBe(2);
      expect(queue.items[0]).toMatchObject({
        targetType: 'discuss',
        targetId: topic.id,
        discussTitle: '被举报的主题',
        targetExcerpt: '被举报的主题',
        reason: 'spam',
        detail: '广告',
        status: 'open',
        reporter: { id: bob.id },
        resolver: null,
      });
      const listed = (await f.get(`/prod-api/admin/forum/discuss?q=${encodeURIComponent('被举报')}`, mod.token)).json();
      expect(listed.items[0].openReportCount).toBe(2);

      const resolved = await f.ok(
        t.request({
          method: 'PUT',
          url: `/prod-api/admin/forum/reports/${first.json().id}`,
          token: mod.token,
          payload: { status: 'resolved', action: 'hide', note: '确认是广告' },
        }),
      );
      expect(resolved).toMatchObject({ status: 'resolved', resolutionNote: '确认是广告', resolver: { id: mod.id } });
      expect((await f.get('/prod-api/admin/forum/reports', mod.token)).json().totalCount).toBe(0);
      expect((await f.get('/prod-api/admin/forum/reports?status=resolved', mod.token)).json().totalCount).toBe(2);
      expect((await f.get(`/prod-api/discuss/${topic.id}`, carol.token)).statusCode).toBe(403);
      expect(await auditsOf(topic.id)).toEqual(['forum.discuss.moderate', 'forum.report.resolved']);
    });

    it('reports comments and dismisses or deletes through the queue', async () => {
      const topic = await f.createTopic(alice.token, plateId);
      const c = await f.comment(bob.token, topic.id, '可能违规的评论');
      const r1 = await f.ok<{ id: string }>(
        t.request({
          method: 'POST',
          url: '/prod-api/forum/report',
          token: carol.token,
          payload: { targetType: 'comment', targetId: c.id, reason: 'abuse' },
        }),
      );
      const item = (await f.get('/prod-api/admin/forum/reports', mod.token))
        .json()
        .items.find((r: any) => r.id === r1.id);
      expect(item).toMatchObject({ targetType: 'comment', targetExcerpt: '可能违规的评论', discussId: topic.id });
      const dismissed = await f.ok<AdminReportItem>(
        t.request({
          method: 'PUT',
          url: `/prod-api/admin/forum/reports/${r1.id}`,
          token: mod.token,
          payload: { status: 'dismissed' },
        }),
      );
      expect(dismissed.status).toBe('dismissed');
      const r2 = await f.ok<{ id: string }>(
        t.request({
          method: 'POST',
          url: '/prod-api/forum/report',
          token: alice.token,
          payload: { targetType: 'comment', targetId: c.id, reason: 'abuse' },
        }),
      );
      await f.ok(
        t.request({
          method: 'PUT',
          url: `/prod-api/admin/forum/reports/${r2.id}`,
          token: mod.token,
          payload: { status: 'resolved', action: 'delete' },
        }),
      );
      const list = (await f.get(`/prod-api/comment/discuss-id/${topic.id}`)).json();
      expect(list.totalCount).toBe(0);
    });
  });

  describe('bans', () => {
    it("answers a banned member's write calls with 403 and a clear message; reading still works", async () => {
      const member = await createMember(t, { nick: '将被禁言' });
      const topic = await f.createTopic(member.token, plateId, { title: '禁言前的主题' });
      const comment = await f.comment(member.token, topic.id, '禁言前的评论');
      const other = await f.createTopic(alice.token, plateId);
      const saved = await t.request({
        method: 'PUT',
        url: '/prod-api/forum/draft/k',
        token: member.token,
        payload: { payload: { title: '禁言前的草稿' } },
      });
      expect(saved.statusCode).toBe(200);

      expect(
        (
          await t.request({
            method: 'PUT',
            url: `/prod-api/admin/forum/members/${member.id}/ban`,
            token: alice.token,
            payload: { banned: true },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.request({
            method: 'PUT',
            url: `/prod-api/admin/forum/members/${mod.id}/ban`,
            token: mod.token,
            payload: { banned: true },
          })
        ).statusCode,
      ).toBe(400);
      const staffBan = await t.request({
        method: 'PUT',
        url: `/prod-api/admin/forum/members/${admin.id}/ban`,
        token: mod.token,
        payload: { banned: true },
      });
      expect(staffBan.statusCode).toBe(403);
      expect(staffBan.json().error.message).toBe('不能禁言管理员或版主');
      const ban = await t.request({
        method: 'PUT',
        url: `/prod-api/admin/forum/members/${member.id}/ban`,
        token: mod.token,
        payload: { banned: true, reason: '多次发广告' },
      });
      expect(ban.statusCode).toBe(200);
      expect(ban.json()).toMatchObject({ id: member.id, status: 'banned', banReason: '多次发广告' });

      const writes = [
        {
          method: 'POST' as const,
          url: '/prod-api/discuss',
          payload: { plateId, title: '禁言后发帖', content: '内容内容内容内容内容内容' },
        },
        {
          method: 'PUT' as const,
          url: `/prod-api/discuss/${topic.id}`,
          payload: { content: '禁言后编辑内容内容内容' },
        },
        { method: 'DELETE' as const, url: `/prod-api/discuss/${topic.id}` },
        { method: 'POST' as const, url: '/prod-api/comment', payload: { discussId: other.id, content: '禁言后评论' } },
        { method: 'DELETE' as const, url: `/prod-api/comment/${comment.id}` },
        { method: 'POST' as const, url: `/prod-api/agree/operate/${other.id}` },
        { method: 'POST' as const, url: `/prod-api/agree/operate/comment/${comment.id}` },
        {
          method: 'POST' as const,
          url: '/prod-api/article',
          payload: { discussId: topic.id, name: '章节', content: '内容内容内容内容内容内容' },
        },
        { method: 'PUT' as const, url: '/prod-api/forum/draft/k', payload: { payload: { title: 'x' } } },
        { method: 'DELETE' as const, url: '/prod-api/forum/draft/k' },
        {
          method: 'POST' as const,
          url: '/prod-api/forum/report',
          payload: { targetType: 'discuss', targetId: other.id, reason: 'spam' },
        },
      ];
      for (const w of writes) {
        const res = await t.request({ ...w, token: member.token });
        expect(res.statusCode, `${w.method} ${w.url}`).toBe(403);
        expect(res.json().error).toMatchObject({
          code: 'AccountBanned',
          message: '您已被禁言：只能浏览，不能发帖、评论、点赞或编辑内容',
        });
      }
      // The refused delete kept the draft.
      expect((await f.get('/prod-api/forum/draft/k', member.token)).json().draft.payload).toEqual({
        title: '禁言前的草稿',
      });
      expect((await f.get(`/prod-api/discuss/${other.id}`, member.token)).statusCode).toBe(200);
      expect((await f.get(`/prod-api/comment/discuss-id/${other.id}`, member.token)).statusCode).toBe(200);
      const detail = (await f.get(`/prod-api/discuss/${topic.id}`, member.token)).json();
      expect(detail.viewer).toMatchObject({ canEdit: false, canComment: false, canLike: false });
      expect((await f.get('/prod-api/plate', member.token)).json().items.every((p: any) => p.canPost === false)).toBe(
        true,
      );

      const notices = await t.database.db
        .selectFrom('notices')
        .select('message')
        .where('user_id', '=', member.id)
        .execute();
      expect(notices.map((n) => n.message)).toEqual(['你已被禁言，暂时只能浏览社区内容。原因：多次发广告']);
      expect(await auditsOf(member.id)).toEqual(['forum.member.ban']);

      const lift = await t.request({
        method: 'PUT',
        url: `/prod-api/admin/forum/members/${member.id}/ban`,
        token: admin.token,
        payload: { banned: false },
      });
      expect(lift.json()).toMatchObject({ status: 'active', banReason: null });
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/prod-api/comment',
            token: member.token,
            payload: { discussId: other.id, content: '解禁后评论' },
          })
        ).statusCode,
      ).toBe(201);
    });
  });

  describe('counters', () => {
    it('keeps topic, comment and likes-received counters equal to a recount after mixed creates and deletes', async () => {
      const people = [alice, bob, carol, mod];
      const topics: string[] = [];
      for (const [i, p] of people.entries())
        topics.push((await f.createTopic(p.token, plateId, { title: `计数主题 ${i}` })).id);
      const comments: Array<{ id: string; by: TestMember }> = [];
      for (const [i, topicId] of topics.entries()) {
        for (const [j, p] of people.entries()) {
          const c = await f.comment(p.token, topicId, `计数评论 ${i}-${j}`);
          comments.push({ id: c.id, by: p });
          if (j % 2 === 0)
            comments.push({
              id: (await f.comment(people[(j + 1) % 4]!.token, topicId, '回复', c.id)).id,
              by: people[(j + 1) % 4]!,
            });
        }
        for (const p of people)
          await t.request({ method: 'POST', url: `/prod-api/agree/operate/${topicId}`, token: p.token });
      }
      for (const [k, c] of comments.entries()) {
        if (k % 3 === 0)
          await t.request({
            method: 'POST',
            url: `/prod-api/agree/operate/comment/${c.id}`,
            token: people[k % 4]!.token,
          });
      }
      // Delete some comments (by their authors) and one whole topic (with its comments and likes).
      for (const [k, c] of comments.entries()) {
        if (k % 5 === 0)
          await f.ok(t.request({ method: 'DELETE', url: `/prod-api/comment/${c.id}`, token: c.by.token }));
      }
      await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${topics[1]}`, token: mod.token }));
      // Toggle a like off again.
      await t.request({ method: 'POST', url: `/prod-api/agree/operate/${topics[0]}`, token: bob.token });

      const recount = await sql<{
        id: string;
        topic_count: number;
        comment_count: number;
        like_received_count: number;
        t: number;
        c: number;
        l: number;
      }>`
        select u.id, u.topic_count, u.comment_count, u.like_received_count,
          (select count(*) from forum_discusses d where d.user_id = u.id and d.deleted_at is null) as t,
          (select count(*) from forum_comments c join forum_discusses d on d.id = c.discuss_id
             where c.user_id = u.id and c.deleted_at is null and d.deleted_at is null) as c,
          (select count(*) from forum_agrees a join forum_discusses d on d.id = a.discuss_id
             where d.user_id = u.id and d.deleted_at is null)
          + (select count(*) from forum_comment_likes l join forum_comments c on c.id = l.comment_id
             join forum_discusses d on d.id = c.discuss_id
             where c.user_id = u.id and c.deleted_at is null and d.deleted_at is null) as l
        from users u where u.id in (${sql.join(people.map((p) => p.id))})
      `.execute(t.database.db);
      expect(recount.rows).toHaveLength(4);
      for (const r of recount.rows) {
        expect(Number(r.topic_count), `topics of ${r.id}`).toBe(Number(r.t));
        expect(Number(r.comment_count), `comments of ${r.id}`).toBe(Number(r.c));
        expect(Number(r.like_received_count), `likes of ${r.id}`).toBe(Number(r.l));
      }
      // And the topic counters agree with their rows.
      const topicRows = await sql<{ id: string; comment_count: number; like_count: number; c: number; l: number }>`
        select d.id, d.comment_count, d.like_count,
          (select count(*) from forum_comments c where c.discuss_id = d.id and c.deleted_at is null) as c,
          (select count(*) from forum_agrees a where a.discuss_id = d.id) as l
        from forum_discusses d where d.deleted_at is null and d.id in (${sql.join(topics)})
      `.execute(t.database.db);
      for (const r of topicRows.rows) {
        expect(Number(r.comment_count)).toBe(Number(r.c));
        expect(Number(r.like_count)).toBe(Number(r.l));
      }
    });
  });
});
