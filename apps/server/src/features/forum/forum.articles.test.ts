import { ROLE_MODERATOR, type ArticleDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

describe('forum: article trees', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let alice: TestMember;
  let bob: TestMember;
  let mod: TestMember;
  let topicId: string;
  const ids: Record<string, string> = {};

  const create = (token: string, payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/prod-api/article',
      token,
      payload: { discussId: topicId, content: '章节正文，长度足够十个字。', ...payload },
    });

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    [alice, bob, mod] = await Promise.all([
      createMember(t, { nick: '作者' }),
      createMember(t),
      createMember(t, { roles: [ROLE_MODERATOR] }),
    ]);
    const plateId = (await f.createPlate(admin.token, { name: '视觉软件' })).id;
    topicId = (await f.createTopic(alice.token, plateId, { title: 'SDK 入门教程' })).id;
    // 1 安装 (1.1 Windows, 1.2 Linux (1.2.1 Ubuntu)), 2 采集, 3 标定
    ids.install = (
      await f.ok<ArticleDetail>(
        create(alice.token, { name: '安装', orderNum: 1, content: '# 安装\n\n## 准备\n\n下载 SDK 安装包。' }),
      )
    ).id;
    ids.capture = (await f.ok<ArticleDetail>(create(alice.token, { name: '采集', orderNum: 2 }))).id;
    ids.calib = (await f.ok<ArticleDetail>(create(mod.token, { name: '标定', orderNum: 3 }))).id;
    ids.linux = (
      await f.ok<ArticleDetail>(create(alice.token, { name: 'Linux', parentId: ids.install, orderNum: 2 }))
    ).id;
    ids.windows = (
      await f.ok<ArticleDetail>(create(alice.token, { name: 'Windows', parentId: ids.install, orderNum: 1 }))
    ).id;
    ids.ubuntu = (await f.ok<ArticleDetail>(create(alice.token, { name: 'Ubuntu', parentId: ids.linux }))).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('returns the ordered tree (outline without content)', async () => {
    const res = await f.get(`/prod-api/article/all/discuss-id/${topicId}`);
    expect(res.statusCode).toBe(200);
    const names = (nodes: any[]): unknown[] =>
      nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));
    expect(names(res.json())).toEqual([['安装', ['Windows', ['Linux', ['Ubuntu']]]], '采集', '标定']);
    expect(res.json()[0]).not.toHaveProperty('content');
    expect(res.json()[0]).toMatchObject({ discussId: topicId, parentId: null, orderNum: 1 });
  });

  it('shows an article with rendered content, toc, ancestors and previous/next in reading order', async () => {
    const res = (await f.get(`/prod-api/article/${ids.ubuntu}`)).json();
    expect(res).toMatchObject({
      name: 'Ubuntu',
      discuss: { id: topicId, title: 'SDK 入门教程', plateName: '视觉软件' },
      ancestors: [
        { id: ids.install, name: '安装' },
        { id: ids.linux, name: 'Linux' },
      ],
      prev: { id: ids.linux, name: 'Linux' },
      next: { id: ids.capture, name: '采集' },
      viewer: { canEdit: false },
    });
    const install = (await f.get(`/prod-api/article/${ids.install}`, alice.token)).json();
    expect(install.toc).toEqual([
      { level: 1, text: '安装', id: 'h-安装' },
      { level: 2, text: '准备', id: 'h-准备' },
    ]);
    expect(install.contentHtml).toContain('<h2 id="h-准备">');
    expect(install).toMatchObject({ prev: null, next: { id: ids.windows }, viewer: { canEdit: true } });
    expect((await f.get(`/prod-api/article/${ids.calib}`)).json().next).toBeNull();
    expect((await f.get('/prod-api/article/missing')).statusCode).toBe(404);
  });

  it('lets only the topic author or staff write articles', async () => {
    const byBob = await create(bob.token, { name: '别人的章节' });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().error.message).toBe('只有主题作者或管理员可以编写章节');
    expect((await create('', { name: '访客' })).statusCode).toBe(401);
    const editByBob = await t.request({
      method: 'PUT',
      url: `/prod-api/article/${ids.capture}`,
      token: bob.token,
      payload: { name: '改名' },
    });
    expect(editByBob.statusCode).toBe(403);
    const deleteByBob = await t.request({
      method: 'DELETE',
      url: `/prod-api/article/${ids.capture}`,
      token: bob.token,
    });
    expect(deleteByBob.statusCode).toBe(403);
  });

  it('validates name, content and the parent', async () => {
    expect((await create(alice.token, { name: '' })).statusCode).toBe(400);
    expect((await create(alice.token, { name: '短内容', content: '太短' })).statusCode).toBe(400);
    const other = await f.createTopic(alice.token, (await f.get('/prod-api/plate')).json().items[0].id);
    const foreignParent = await t.request({
      method: 'POST',
      url: '/prod-api/article',
      token: alice.token,
      payload: { discussId: other.id, parentId: ids.install, name: '跨主题', content: '内容内容内容内容内容内容' },
    });
    expect(foreignParent.statusCode).toBe(400);
    const missingTopic = await t.request({
      method: 'POST',
      url: '/prod-api/article',
      token: alice.token,
      payload: { discussId: 'nope', name: '无主题', content: '内容内容内容内容内容内容' },
    });
    expect(missingTopic.statusCode).toBe(404);
  });

  it('edits with history and moves within the tree, refusing cycles', async () => {
    const edited = await t.request({
      method: 'PUT',
      url: `/prod-api/article/${ids.capture}`,
      token: alice.token,
      payload: { name: '图像采集', content: '## 触发模式\n\n软触发与硬触发。' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: '图像采集', revision: 2 });
    const history = (
      await t.request({ method: 'GET', url: `/prod-api/article/${ids.capture}/revisions`, token: mod.token })
    ).json();
    expect(history.items).toEqual([
      expect.objectContaining({ revision: 1, title: '采集', content: '章节正文，长度足够十个字。' }),
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/article/${ids.capture}/revisions`, token: alice.token }))
        .statusCode,
    ).toBe(403);

    const cycle = await t.request({
      method: 'PUT',
      url: `/prod-api/article/${ids.install}`,
      token: alice.token,
      payload: { parentId: ids.ubuntu },
    });
    expect(cycle.statusCode).toBe(400);
    const self = await t.request({
      method: 'PUT',
      url: `/prod-api/article/${ids.install}`,
      token: alice.token,
      payload: { parentId: ids.install },
    });
    expect(self.statusCode).toBe(400);
    const moved = await t.request({
      method: 'PUT',
      url: `/prod-api/article/${ids.ubuntu}`,
      token: mod.token,
      payload: { parentId: ids.capture },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().ancestors).toEqual([{ id: ids.capture, name: '图像采集' }]);
    const toTop = await t.request({
      method: 'PUT',
      url: `/prod-api/article/${ids.ubuntu}`,
      token: alice.token,
      payload: { parentId: null, orderNum: 9 },
    });
    expect(toTop.json()).toMatchObject({ parentId: null, ancestors: [] });
  });

  it('deletes an article with everything under it', async () => {
    const parent = (await f.ok<ArticleDetail>(create(alice.token, { name: '待删除', orderNum: 20 }))).id;
    const child = (await f.ok<ArticleDetail>(create(alice.token, { name: '子章节', parentId: parent }))).id;
    await f.ok<ArticleDetail>(create(alice.token, { name: '孙章节', parentId: child }));
    const res = await t.request({ method: 'DELETE', url: `/prod-api/article/${parent}`, token: alice.token });
    expect(res.statusCode).toBe(200);
    expect((await f.get(`/prod-api/article/${child}`)).statusCode).toBe(404);
    const tree = (await f.get(`/prod-api/article/all/discuss-id/${topicId}`)).json();
    expect(JSON.stringify(tree)).not.toContain('待删除');
    expect(JSON.stringify(tree)).not.toContain('孙章节');
  });

  it('refuses the tree and articles of a deleted topic', async () => {
    const plateId = (await f.get('/prod-api/plate')).json().items[0].id;
    const topic = await f.createTopic(alice.token, plateId);
    const article = (
      await f.ok<ArticleDetail>(
        t.request({
          method: 'POST',
          url: '/prod-api/article',
          token: alice.token,
          payload: { discussId: topic.id, name: '章节', content: '内容内容内容内容内容内容' },
        }),
      )
    ).id;
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${topic.id}`, token: alice.token }));
    expect((await f.get(`/prod-api/article/all/discuss-id/${topic.id}`)).statusCode).toBe(404);
    expect((await f.get(`/prod-api/article/${article}`)).statusCode).toBe(404);
  });
});
