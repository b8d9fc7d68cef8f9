import { FORUM_PRIVACY_TITLE, ROLE_EDITOR, ROLE_MODERATOR, type ArticleDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

/**
 * A private topic's content must never leave the server for someone who may not see it: not through the
 * detail, the article tree and articles, comments and replies, the lists, the title search, the top list,
 * or a member's profile lists.
 */
describe('forum: private topics never leak', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { id: string; token: string };
  let alice: TestMember; // author
  let bob: TestMember; // listed on the "users" topic
  let carol: TestMember; // an ordinary member
  let dave: TestMember; // holds the editor role the "roles" topic is limited to
  let mod: TestMember;
  let plateId: string;
  const topics: Record<
    'self' | 'users' | 'roles' | 'hidden',
    { id: string; articleId: string; commentId?: string; replyId?: string }
  > = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    [alice, bob, carol, dave, mod] = await Promise.all([
      createMember(t, { nick: '作者' }),
      createMember(t, { nick: '被授权' }),
      createMember(t, { nick: '路人' }),
      createMember(t, { roles: [ROLE_EDITOR], nick: '编辑' }),
      createMember(t, { roles: [ROLE_MODERATOR], nick: '版主' }),
    ]);
    plateId = (await f.createPlate(admin.token)).id;

    const make = async (key: 'self' | 'users' | 'roles' | 'hidden', extra: Record<string, unknown>) => {
      const topic = await f.createTopic(alice.token, plateId, {
        title: `机密 SECRET-TITLE-${key}`,
        introduction: `SECRET-INTRO-${key}`,
        content: `# SECRET-HEADING-${key}\n\nSECRET-CONTENT-${key} 的正文内容`,
        tags: [`SECRET-TAG-${key}`],
        ...extra,
      });
      const article = await f.ok<ArticleDetail>(
        t.request({
          method: 'POST',
          url: '/prod-api/article',
          token: alice.token,
          payload: {
            discussId: topic.id,
            name: `SECRET-ARTICLE-${key}`,
            content: `SECRET-ARTICLE-BODY-${key} 章节内容`,
          },
        }),
      );
      topics[key] = { id: topic.id, articleId: article.id };
    };
    await make('self', { visibility: 'self' });
    await make('users', { visibility: 'users', userIds: [bob.id] });
    await make('roles', { visibility: 'roles', roleCodes: [ROLE_EDITOR] });
    await make('hidden', {});
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topics.hidden.id}/moderation`,
        token: mod.token,
        payload: { isHidden: true, hiddenReason: '广告' },
      }),
    );

    // Comments by people who may see each topic (and replies).
    const c1 = await f.comment(bob.token, topics.users.id, 'SECRET-COMMENT-users 授权成员的评论');
    const r1 = await f.comment(alice.token, topics.users.id, 'SECRET-REPLY-users 作者的回复', c1.id);
    topics.users.commentId = c1.id;
    topics.users.replyId = r1.id;
    const c2 = await f.comment(dave.token, topics.roles.id, 'SECRET-COMMENT-roles 编辑的评论');
    topics.roles.commentId = c2.id;
    const c3 = await f.comment(alice.token, topics.self.id, 'SECRET-COMMENT-self 自己的评论');
    topics.self.commentId = c3.id;

    await f.ok(
      t.request({
        method: 'PUT',
        url: '/prod-api/discuss/top',
        token: mod.token,
        payload: { discussIds: [topics.self.id, topics.users.id, topics.roles.id, topics.hidden.id] },
      }),
    );
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  const outsiders = () => [
    { who: 'guest', token: null as string | null },
    { who: 'carol', token: carol.token },
  ];

  it('keeps every private field out of the board list, with masked cards in place', async () => {
    for (const { token } of outsiders()) {
      const res = await f.get(`/prod-api/discuss?plateId=${plateId}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('SECRET');
      const items = res.json().items;
      // self, users and roles stay as masked cards; the hidden topic is gone for outsiders.
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(item).toMatchObject({
          isMasked: true,
          title: FORUM_PRIVACY_TITLE,
          introduction: '',
          tags: [],
          cover: null,
        });
      }
      expect(items.map((i: any) => i.id)).not.toContain(topics.hidden.id);
    }
    const all = (await f.get('/prod-api/discuss', carol.token)).body;
    expect(all).not.toContain('SECRET');
  });

  it('never matches a private title in the search', async () => {
    for (const { token } of outsiders()) {
      const res = await f.get(`/prod-api/discuss?q=SECRET`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], totalCount: 0 });
    }
    const forBob = (await f.get(`/prod-api/discuss?q=SECRET`, bob.token)).json();
    expect(forBob.items.map((i: any) => i.id)).toEqual([topics.users.id]);
  });

  it('refuses the detail, the article tree, articles, comments and replies with 403', async () => {
    for (const { token } of outsiders()) {
      for (const key of ['self', 'users', 'roles', 'hidden'] as const) {
        const tp = topics[key];
        const urls = [
          `/prod-api/discuss/${tp.id}`,
          `/prod-api/article/all/discuss-id/${tp.id}`,
          `/prod-api/article/${tp.articleId}`,
          `/prod-api/comment/discuss-id/${tp.id}`,
        ];
        if (tp.commentId) urls.push(`/prod-api/comment/${tp.commentId}/replies`, `/prod-api/comment/${tp.commentId}`);
        for (const url of urls) {
          const res = await f.get(url, token);
          expect(res.statusCode, url).toBe(403);
          expect(res.body).not.toContain('SECRET');
        }
      }
    }
  });

  it('says why with a clear message', async () => {
    const res = await f.get(`/prod-api/discuss/${topics.self.id}`, carol.token);
    expect(res.json().error.message).toBe('该主题为私密内容，您没有查看权限');
    const hidden = await f.get(`/prod-api/discuss/${topics.hidden.id}`, carol.token);
    expect(hidden.json().error.message).toBe('该主题已被管理员隐藏');
    // The page tells a hidden topic from a private one by the code, not the wording.
    expect(res.json().error.code).toBe('Forbidden');
    expect(hidden.json().error.code).toBe('TopicHidden');
  });

  it('leaves private topics out of the top list and the profile lists', async () => {
    for (const { token } of outsiders()) {
      const top = await f.get('/prod-api/discuss/top', token);
      expect(top.statusCode).toBe(200);
      expect(top.json()).toEqual([]);
      const mine = await f.get(`/prod-api/discuss/user/${alice.userName}`, token);
      expect(mine.json().totalCount).toBe(0);
      expect(mine.body).not.toContain('SECRET');
      for (const m of [alice, bob, dave]) {
        const comments = await f.get(`/prod-api/comment/user/${m.userName}`, token);
        expect(comments.statusCode).toBe(200);
        expect(comments.body).not.toContain('SECRET');
        expect(comments.json().totalCount).toBe(0);
      }
    }
  });

  it('refuses writes on a topic the member may not see', async () => {
    const tp = topics.users;
    const comment = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: carol.token,
      payload: { discussId: tp.id, content: '看不到也想评论' },
    });
    expect(comment.statusCode).toBe(403);
    const reply = await t.request({
      method: 'POST',
      url: '/prod-api/comment',
      token: carol.token,
      payload: { discussId: tp.id, content: '回复', parentId: tp.commentId },
    });
    expect(reply.statusCode).toBe(403);
    const like = await t.request({ method: 'POST', url: `/prod-api/agree/operate/${tp.id}`, token: carol.token });
    expect(like.statusCode).toBe(403);
    const likeComment = await t.request({
      method: 'POST',
      url: `/prod-api/agree/operate/comment/${tp.commentId}`,
      token: carol.token,
    });
    expect(likeComment.statusCode).toBe(403);
    const report = await t.request({
      method: 'POST',
      url: '/prod-api/forum/report',
      token: carol.token,
      payload: { targetType: 'discuss', targetId: tp.id, reason: 'spam' },
    });
    expect(report.statusCode).toBe(403);
    for (const res of [comment, reply, like, likeComment, report]) expect(res.body).not.toContain('SECRET');
  });

  it('shows each topic to exactly the people it names', async () => {
    const status = async (token: string, key: keyof typeof topics) =>
      (await f.get(`/prod-api/discuss/${topics[key].id}`, token)).statusCode;
    expect(await status(bob.token, 'users')).toBe(200);
    expect(await status(bob.token, 'self')).toBe(403);
    expect(await status(bob.token, 'roles')).toBe(403);
    expect(await status(dave.token, 'roles')).toBe(200);
    expect(await status(dave.token, 'users')).toBe(403);
    for (const key of ['self', 'users', 'roles', 'hidden'] as const) {
      expect(await status(alice.token, key)).toBe(200);
      expect(await status(mod.token, key)).toBe(200);
      expect(await status(admin.token, key)).toBe(200);
    }
    const bobList = (await f.get(`/prod-api/discuss?plateId=${plateId}`, bob.token)).json().items;
    expect(bobList.find((i: any) => i.id === topics.users.id)).toMatchObject({
      isMasked: false,
      title: '机密 SECRET-TITLE-users',
    });
    expect(bobList.find((i: any) => i.id === topics.self.id).isMasked).toBe(true);
    const bobComments = await f.get(`/prod-api/comment/discuss-id/${topics.users.id}`, bob.token);
    expect(bobComments.json().items[0].replies[0].content).toContain('SECRET-REPLY-users');
  });

  it('shows the author and staff the hidden topic with its reason, and the visibility lists only to them', async () => {
    const byAuthor = (await f.get(`/prod-api/discuss/${topics.hidden.id}`, alice.token)).json();
    expect(byAuthor).toMatchObject({ isHidden: true, hiddenReason: '广告' });
    const users = (await f.get(`/prod-api/discuss/${topics.users.id}`, alice.token)).json();
    expect(users.visibilityUsers).toEqual([{ id: bob.id, nick: '被授权', icon: null }]);
    const roles = (await f.get(`/prod-api/discuss/${topics.roles.id}`, mod.token)).json();
    expect(roles.visibilityRoles).toEqual([ROLE_EDITOR]);
    const forBob = (await f.get(`/prod-api/discuss/${topics.users.id}`, bob.token)).json();
    expect(forBob.visibilityUsers).toBeNull();
    expect(forBob.visibilityRoles).toBeNull();
  });

  it('opens a topic to everyone once its author makes it public', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/prod-api/discuss/${topics.users.id}`,
      token: alice.token,
      payload: { visibility: 'public' },
    });
    expect(res.statusCode).toBe(200);
    expect((await f.get(`/prod-api/discuss/${topics.users.id}`, carol.token)).statusCode).toBe(200);
    expect((await f.get(`/prod-api/discuss/${topics.users.id}`)).statusCode).toBe(200);
    const back = await t.request({
      method: 'PUT',
      url: `/prod-api/discuss/${topics.users.id}`,
      token: alice.token,
      payload: { visibility: 'users' },
    });
    expect(back.statusCode).toBe(200);
    // The member list was kept; carol is out again, bob still in.
    expect((await f.get(`/prod-api/discuss/${topics.users.id}`, carol.token)).statusCode).toBe(403);
    expect((await f.get(`/prod-api/discuss/${topics.users.id}`, bob.token)).statusCode).toBe(200);
  });

  it('keeps tenants apart', async () => {
    const other = await createTenant(t);
    const list = await t.request({ method: 'GET', url: '/prod-api/discuss', tenant: other.code });
    expect(list.json()).toEqual({ items: [], totalCount: 0 });
    const plates = await t.request({ method: 'GET', url: '/prod-api/plate', tenant: other.code });
    expect(plates.json().totalCount).toBe(0);
    const detail = await t.request({ method: 'GET', url: `/prod-api/discuss/${topics.users.id}`, tenant: other.code });
    expect(detail.statusCode).toBe(404);
  });
});
