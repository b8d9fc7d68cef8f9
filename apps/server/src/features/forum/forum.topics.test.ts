import { ROLE_MODERATOR } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: boards and topics', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let alice: TestMember;
  let bob: TestMember;
  let carol: TestMember;
  let mod: TestMember;
  let plateId: string;

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
    plateId = (await f.createPlate(admin.token, { name: '选型交流', introduction: '相机选型' })).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  describe('boards', () => {
    it('lists boards for guests with canPost false and for members with canPost true', async () => {
      const guest = (await f.get('/prod-api/plate')).json();
      expect(guest.totalCount).toBeGreaterThanOrEqual(1);
      expect(guest.items.find((p: any) => p.id === plateId)).toMatchObject({
        name: '选型交流',
        canPost: false,
        isPostingDisabled: false,
      });
      const member = (await f.get('/prod-api/plate', alice.token)).json();
      expect(member.items.find((p: any) => p.id === plateId).canPost).toBe(true);
      const one = await f.get(`/prod-api/plate/${plateId}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().introduction).toBe('相机选型');
    });

    it('lets only staff create, update and delete boards, audited', async () => {
      const denied = await t.request({
        method: 'POST',
        url: '/prod-api/plate',
        token: alice.token,
        payload: { name: 'x', code: 'x' },
      });
      expect(denied.statusCode).toBe(403);
      const guest = await t.request({ method: 'POST', url: '/prod-api/plate', payload: { name: 'x', code: 'x' } });
      expect(guest.statusCode).toBe(401);
      const created = await f.createPlate(mod.token, { name: '临时板块', code: 'temp-board' });
      const dup = await t.request({
        method: 'POST',
        url: '/prod-api/plate',
        token: admin.token,
        payload: { name: '另一个', code: 'temp-board' },
      });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().error.validationErrors[0].members).toEqual(['code']);
      const updated = await t.request({
        method: 'PUT',
        url: `/prod-api/plate/${created.id}`,
        token: admin.token,
        payload: { name: '临时板块2', code: 'temp-board', orderNum: 9, isPostingDisabled: true },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: '临时板块2', orderNum: 9, isPostingDisabled: true });
      const removed = await t.request({ method: 'DELETE', url: `/prod-api/plate/${created.id}`, token: admin.token });
      expect(removed.statusCode).toBe(200);
      expect((await f.get(`/prod-api/plate/${created.id}`)).statusCode).toBe(404);
      const audits = await t.database.db
        .selectFrom('audit_logs')
        .select('action')
        .where('target_id', '=', created.id)
        .execute();
      expect(audits.map((a) => a.action).sort()).toEqual([
        'forum.plate.create',
        'forum.plate.delete',
        'forum.plate.update',
      ]);
    });

    it('keeps a board’s English name and introduction, which its topics carry; without them, empty', async () => {
      const created = await f.createPlate(admin.token, {
        name: '镜头与光源',
        introduction: '焦距与打光',
        nameEn: '  Lenses and Lighting ',
        introductionEn: 'Focal length and lighting',
      });
      expect(created).toMatchObject({ nameEn: 'Lenses and Lighting', introductionEn: 'Focal length and lighting' });
      const listed = (await f.get('/prod-api/plate')).json().items.find((p: any) => p.id === created.id);
      expect(listed).toMatchObject({ name: '镜头与光源', nameEn: 'Lenses and Lighting' });

      // An update that leaves the English out keeps it (a client that does not know the fields erases nothing).
      const put = (payload: object) =>
        t.request({ method: 'PUT', url: `/prod-api/plate/${created.id}`, token: admin.token, payload });
      const kept = await put({ name: '镜头', code: created.code });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ name: '镜头', nameEn: 'Lenses and Lighting' });
      const tooLong = await put({ name: '镜头', code: created.code, nameEn: 'x'.repeat(41) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.validationErrors[0].members).toEqual(['nameEn']);

      const topic = await f.createTopic(alice.token, created.id);
      expect((await f.get(`/prod-api/discuss/${topic.id}`)).json()).toMatchObject({
        plateName: '镜头',
        plateNameEn: 'Lenses and Lighting',
      });
      const card = (await f.get(`/prod-api/discuss?plateId=${created.id}`)).json().items[0];
      expect(card).toMatchObject({ plateName: '镜头', plateNameEn: 'Lenses and Lighting' });

      // Cleared: the English is '' and the pages show the Chinese.
      const cleared = await put({ name: '镜头', code: created.code, nameEn: '', introductionEn: '' });
      expect(cleared.json()).toMatchObject({ nameEn: '', introductionEn: '' });
      expect((await f.get(`/prod-api/discuss/${topic.id}`)).json().plateNameEn).toBe('');
      const plain = (await f.get(`/prod-api/plate/${plateId}`)).json();
      expect(plain).toMatchObject({ name: '选型交流', nameEn: '', introductionEn: '' });
    });

    it('refuses to delete a board that still has topics', async () => {
      const p = await f.createPlate(admin.token);
      await f.createTopic(alice.token, p.id);
      const res = await t.request({ method: 'DELETE', url: `/prod-api/plate/${p.id}`, token: admin.token });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('posting', () => {
    it('creates a topic with every field and emits topic.created', async () => {
      const seen: unknown[] = [];
      const off = t.app.events.on('topic.created', (e) => {
        seen.push(e);
      });
      const res = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: alice.token,
        payload: {
          plateId,
          title: '  GigE 相机丢帧怎么排查  ',
          introduction: '多相机系统丢帧',
          content: '# 现象\n\n四台相机同时采集时**偶发丢帧**。\n\n## 排查\n\n```ts\nconst a = 1;\n```',
          tags: ['GigE', '丢帧', 'GigE'],
          color: '#1677ff',
          commentsDisabled: false,
        },
      });
      off();
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        title: 'GigE 相机丢帧怎么排查',
        introduction: '多相机系统丢帧',
        plateId,
        plateName: '选型交流',
        tags: ['GigE', '丢帧'],
        color: '#1677ff',
        visibility: 'public',
        isMasked: false,
        likeCount: 0,
        viewCount: 0,
        commentCount: 0,
        revision: 1,
        author: { id: alice.id, nick: '爱丽丝', userName: alice.userName },
      });
      expect(body.author).not.toHaveProperty('phone');
      expect(body.contentHtml).toContain('<h1 id="h-现象">现象</h1>');
      expect(body.contentHtml).toContain('class="hljs language-ts"');
      expect(body.toc).toEqual([
        { level: 1, text: '现象', id: 'h-现象' },
        { level: 2, text: '排查', id: 'h-排查' },
      ]);
      expect(body.viewer).toMatchObject({
        canEdit: true,
        canDelete: true,
        canWriteArticle: true,
        canComment: true,
        canModerate: false,
      });
      await new Promise((r) => setTimeout(r, 10));
      expect(seen).toEqual([
        { tenantId: alice.tenantId, userId: alice.id, discussId: body.id, plateId, isPublic: true },
      ]);
    });

    it('validates title length, content length and title uniqueness per board', async () => {
      const short = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: alice.token,
        payload: { plateId, title: 'ab', content: '足够长的内容足够长的内容' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.validationErrors[0].members).toEqual(['title']);
      const long = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: alice.token,
        payload: { plateId, title: 'x'.repeat(41), content: '足够长的内容足够长的内容' },
      });
      expect(long.statusCode).toBe(400);
      const thin = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: alice.token,
        payload: { plateId, title: '内容太短的主题', content: '   短   ' },
      });
      expect(thin.statusCode).toBe(400);
      expect(thin.json().error.validationErrors[0].members).toEqual(['content']);

      await f.createTopic(alice.token, plateId, { title: '唯一标题测试' });
      const dup = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: bob.token,
        payload: { plateId, title: '唯一标题测试', content: '另一篇内容，长度足够。' },
      });
      expect(dup.statusCode).toBe(409);
      const other = await f.createPlate(admin.token);
      await f.createTopic(bob.token, other.id, { title: '唯一标题测试' });
      const missingPlate = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: bob.token,
        payload: { plateId: 'nope', title: '不存在的板块', content: '内容内容内容内容内容' },
      });
      expect(missingPlate.statusCode).toBe(400);
    });

    it('refuses guests (401) and members without the permission (403)', async () => {
      const guest = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        payload: { plateId, title: '访客发帖', content: '内容内容内容内容内容' },
      });
      expect(guest.statusCode).toBe(401);
      const noRole = await createMember(t, { roles: [] });
      const res = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: noRole.token,
        payload: { plateId, title: '无权限发帖', content: '内容内容内容内容内容' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('lets only moderators post in a posting-disabled board', async () => {
      const closed = await f.createPlate(admin.token, { isPostingDisabled: true });
      const list = (await f.get('/prod-api/plate', alice.token)).json();
      expect(list.items.find((p: any) => p.id === closed.id).canPost).toBe(false);
      expect(
        (await f.get('/prod-api/plate', mod.token)).json().items.find((p: any) => p.id === closed.id).canPost,
      ).toBe(true);
      const refused = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: alice.token,
        payload: { plateId: closed.id, title: '禁止发帖板块', content: '内容内容内容内容内容' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toContain('禁止发帖');
      const byMod = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: mod.token,
        payload: { plateId: closed.id, title: '版主公告', content: '内容内容内容内容内容' },
      });
      expect(byMod.statusCode).toBe(201);
      const byAdmin = await t.request({
        method: 'POST',
        url: '/prod-api/discuss',
        token: admin.token,
        payload: { plateId: closed.id, title: '管理员公告', content: '内容内容内容内容内容' },
      });
      expect(byAdmin.statusCode).toBe(201);
    });
  });

  describe('editing and deleting', () => {
    it('lets the author edit (history kept, revision bumped) and refuses others with 403', async () => {
      const topic = await f.createTopic(alice.token, plateId, {
        title: '可编辑的主题',
        content: '第一版内容第一版内容',
      });
      const byBob = await t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: bob.token,
        payload: { content: '鲍勃改的内容鲍勃改的内容' },
      });
      expect(byBob.statusCode).toBe(403);
      const byGuest = await t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        payload: { content: '访客改的内容访客改的内容' },
      });
      expect(byGuest.statusCode).toBe(401);
      const edited = await t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: alice.token,
        payload: { content: '## 第二版\n\n第二版内容第二版内容', tags: ['更新'] },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ revision: 2, tags: ['更新'], title: '可编辑的主题' });
      expect(edited.json().contentHtml).toContain('第二版');
      const byMod = await t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: mod.token,
        payload: { title: '版主修改的标题' },
      });
      expect(byMod.statusCode).toBe(200);
      expect(byMod.json().revision).toBe(3);

      const history = await t.request({
        method: 'GET',
        url: `/prod-api/discuss/${topic.id}/revisions`,
        token: mod.token,
      });
      expect(history.statusCode).toBe(200);
      expect(history.json().totalCount).toBe(2);
      expect(history.json().items[0]).toMatchObject({
        revision: 2,
        title: '可编辑的主题',
        content: '## 第二版\n\n第二版内容第二版内容',
        editor: { id: mod.id },
      });
      expect(history.json().items[1]).toMatchObject({
        revision: 1,
        content: '第一版内容第一版内容',
        editor: { id: alice.id },
      });
      const historyByMember = await t.request({
        method: 'GET',
        url: `/prod-api/discuss/${topic.id}/revisions`,
        token: alice.token,
      });
      expect(historyByMember.statusCode).toBe(403);
    });

    it('lets the author or staff delete, refuses others, and keeps topic counters exact', async () => {
      const count = async (id: string) =>
        (await t.database.db.selectFrom('users').select('topic_count').where('id', '=', id).executeTakeFirstOrThrow())
          .topic_count;
      const member = await createMember(t);
      const a = await f.createTopic(member.token, plateId);
      const b = await f.createTopic(member.token, plateId);
      expect(await count(member.id)).toBe(2);
      const byBob = await t.request({ method: 'DELETE', url: `/prod-api/discuss/${a.id}`, token: bob.token });
      expect(byBob.statusCode).toBe(403);
      expect(
        (await t.request({ method: 'DELETE', url: `/prod-api/discuss/${a.id}`, token: member.token })).statusCode,
      ).toBe(200);
      expect(await count(member.id)).toBe(1);
      expect(
        (await t.request({ method: 'DELETE', url: `/prod-api/discuss/${a.id}`, token: member.token })).statusCode,
      ).toBe(404);
      expect(
        (await t.request({ method: 'DELETE', url: `/prod-api/discuss/${b.id}`, token: mod.token })).statusCode,
      ).toBe(200);
      expect(await count(member.id)).toBe(0);
      expect((await f.get(`/prod-api/discuss/${b.id}`)).statusCode).toBe(404);
      const audit = await t.database.db
        .selectFrom('audit_logs')
        .select('action')
        .where('target_id', '=', b.id)
        .execute();
      expect(audit.map((x) => x.action)).toEqual(['forum.discuss.delete']);
      // A deleted topic frees its title in the board.
      await f.createTopic(member.token, plateId, { title: b.title });
    });
  });

  describe('lists', () => {
    let board: string;
    let ids: { old: string; liked: string; viewed: string; pinned: string };
    beforeAll(async () => {
      board = (await f.createPlate(admin.token)).id;
      const old = await f.createTopic(alice.token, board, { title: '最早的主题 OldOne' });
      (t.clock as ManualClock).advance(60_000);
      const liked = await f.createTopic(alice.token, board, { title: '点赞最多的主题' });
      (t.clock as ManualClock).advance(60_000);
      const viewed = await f.createTopic(alice.token, board, { title: '浏览最多的主题' });
      (t.clock as ManualClock).advance(60_000);
      const pinned = await f.createTopic(alice.token, board, { title: '置顶公告' });
      ids = { old: old.id, liked: liked.id, viewed: viewed.id, pinned: pinned.id };
      await f.ok(t.request({ method: 'POST', url: `/prod-api/agree/operate/${liked.id}`, token: bob.token }));
      await f.ok(t.request({ method: 'POST', url: `/prod-api/agree/operate/${liked.id}`, token: carol.token }));
      await f.get(`/prod-api/discuss/${viewed.id}`, bob.token);
      await f.get(`/prod-api/discuss/${viewed.id}`, carol.token);
      await f.get(`/prod-api/discuss/${viewed.id}`, mod.token);
      await f.ok(
        t.request({
          method: 'PUT',
          url: `/prod-api/discuss/${pinned.id}/moderation`,
          token: mod.token,
          payload: { isPinned: true },
        }),
      );
    });

    it('orders New by time with pinned topics above', async () => {
      const res = (await f.get(`/prod-api/discuss?plateId=${board}&tab=new`)).json();
      expect(res.totalCount).toBe(4);
      expect(res.items.map((i: any) => i.id)).toEqual([ids.pinned, ids.viewed, ids.liked, ids.old]);
      expect(res.items[0].isPinned).toBe(true);
    });

    it('orders Recommended by likes and Hot by views', async () => {
      const rec = (await f.get(`/prod-api/discuss?plateId=${board}&tab=recommend`)).json();
      expect(rec.items.map((i: any) => i.id).slice(0, 2)).toEqual([ids.pinned, ids.liked]);
      expect(rec.items[1].likeCount).toBe(2);
      const hot = (await f.get(`/prod-api/discuss?plateId=${board}&tab=hot`)).json();
      expect(hot.items.map((i: any) => i.id).slice(0, 2)).toEqual([ids.pinned, ids.viewed]);
      expect(hot.items[1].viewCount).toBe(3);
    });

    it('pages with skipCount (items skipped) and maxResultCount', async () => {
      const page = (await f.get(`/prod-api/discuss?plateId=${board}&skipCount=1&maxResultCount=2`)).json();
      expect(page.totalCount).toBe(4);
      expect(page.items.map((i: any) => i.id)).toEqual([ids.viewed, ids.liked]);
    });

    it('searches titles (case-insensitive, wildcards literal) with ?q=', async () => {
      const res = (await f.get(`/prod-api/discuss?q=${encodeURIComponent('oldone')}`)).json();
      expect(res.items.map((i: any) => i.id)).toEqual([ids.old]);
      // Wildcards match literally: only titles that contain "%" or "_" come back.
      for (const w of ['%', '_']) {
        const hits = (await f.get(`/prod-api/discuss?q=${encodeURIComponent(w)}&maxResultCount=100`)).json();
        expect(hits.items.every((i: any) => i.title.includes(w))).toBe(true);
      }
      expect((await f.get(`/prod-api/discuss?plateId=${board}&q=${encodeURIComponent('%')}`)).json().totalCount).toBe(
        0,
      );
      expect(
        (await f.get(`/prod-api/discuss?plateId=${board}&q=${encodeURIComponent('主题')}`)).json().totalCount,
      ).toBe(3);
    });

    it('marks isAgree only for the member who liked', async () => {
      const forBob = (await f.get(`/prod-api/discuss?plateId=${board}`, bob.token)).json();
      expect(forBob.items.find((i: any) => i.id === ids.liked).isAgree).toBe(true);
      const forAlice = (await f.get(`/prod-api/discuss?plateId=${board}`, alice.token)).json();
      expect(forAlice.items.find((i: any) => i.id === ids.liked).isAgree).toBe(false);
      const forGuest = (await f.get(`/prod-api/discuss?plateId=${board}`)).json();
      expect(forGuest.items.every((i: any) => i.isAgree === false)).toBe(true);
    });

    it("lists a member's topics for their profile", async () => {
      const res = (await f.get(`/prod-api/discuss/user/${alice.userName}?maxResultCount=100`)).json();
      expect(res.items.length).toBeGreaterThanOrEqual(4);
      expect(res.items.every((i: any) => i.author.id === alice.id)).toBe(true);
      expect((await f.get('/prod-api/discuss/user/nobody-here')).statusCode).toBe(404);
    });

    it('serves the curated top list set by staff', async () => {
      const denied = await t.request({
        method: 'PUT',
        url: '/prod-api/discuss/top',
        token: alice.token,
        payload: { discussIds: [ids.old] },
      });
      expect(denied.statusCode).toBe(403);
      const set = await t.request({
        method: 'PUT',
        url: '/prod-api/discuss/top',
        token: mod.token,
        payload: { discussIds: [ids.viewed, ids.old] },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().map((i: any) => i.id)).toEqual([ids.viewed, ids.old]);
      const top = (await f.get('/prod-api/discuss/top')).json();
      expect(top.map((i: any) => i.id)).toEqual([ids.viewed, ids.old]);
      const bad = await t.request({
        method: 'PUT',
        url: '/prod-api/discuss/top',
        token: mod.token,
        payload: { discussIds: ['missing'] },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('views', () => {
    it('counts once per viewer per hour, never for the author or bots', async () => {
      const topic = await f.createTopic(alice.token, plateId);
      const views = async () => (await f.get(`/prod-api/discuss/${topic.id}`, alice.token)).json().viewCount;
      expect(await views()).toBe(0); // the author's own views never count
      expect((await f.get(`/prod-api/discuss/${topic.id}`, bob.token)).json().viewCount).toBe(1);
      expect((await f.get(`/prod-api/discuss/${topic.id}`, bob.token)).json().viewCount).toBe(1);
      await f.get(`/prod-api/discuss/${topic.id}`, null, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
      await f.get(`/prod-api/discuss/${topic.id}`, null, { 'user-agent': 'curl/8.5.0' });
      await f.get(`/prod-api/discuss/${topic.id}`, null, { 'user-agent': '' });
      expect(await views()).toBe(1);
      await f.get(`/prod-api/discuss/${topic.id}`, null, {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      });
      await f.get(`/prod-api/discuss/${topic.id}`, null, {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      });
      expect(await views()).toBe(2);
      (t.clock as ManualClock).advance(3_600_000);
      expect((await f.get(`/prod-api/discuss/${topic.id}`, bob.token)).json().viewCount).toBe(3);
    });
  });
});
