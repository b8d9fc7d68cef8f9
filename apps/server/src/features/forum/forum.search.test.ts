import { ROLE_MODERATOR, type ArticleDetail } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { markdownToText } from '../../shared/markdown.js';
import { closeTestApp, forumClient } from './forum.test-support.js';

/** The site search shows forum topics and articles only while anyone may read them. */
describe('forum: site search, sitemap source and home hot topics', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let alice: TestMember;
  let mod: TestMember;
  let plateId: string;

  const topicHits = async (q: string, token?: string) => {
    const res = await f.get(`/prod-api/search?q=${encodeURIComponent(q)}&kind=topic`, token ?? null);
    expect(res.statusCode).toBe(200);
    return (res.json().groups.find((g: any) => g.kind === 'topic')?.items ?? []) as Array<{
      id: string;
      url: string;
      title: string;
    }>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    const admin = await adminSession(t);
    alice = await createMember(t);
    mod = await createMember(t, { roles: [ROLE_MODERATOR] });
    plateId = (await f.createPlate(admin.token)).id;
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('flattens markdown to text for the index', () => {
    expect(
      markdownToText('# 标题\n\n**粗体** 与 `code`，[链接](https://x.example)\n\n```js\nlet a = 1 < 2;\n```'),
    ).toBe('标题 粗体 与 code，链接 let a = 1 < 2;');
  });

  it('indexes the demo topics and articles but never the private ones', async () => {
    const hits = await topicHits('巨型帧');
    expect(hits.some((h) => h.url.startsWith('/article/'))).toBe(true);
    expect(await topicHits('精华帖评选')).toEqual([]);
    expect(await topicHits('精华帖评选', mod.token)).toEqual([]);
    expect(await topicHits('广播风暴抑制')).toEqual([]);
  });

  it('follows a topic through visibility changes, hiding and deletion', async () => {
    const topic = await f.createTopic(alice.token, plateId, {
      title: '偏振分光棱镜测试',
      content: '讨论 偏振分光棱镜 在同轴光里的用法与注意事项。',
    });
    expect((await topicHits('偏振分光棱镜')).map((h) => h.id)).toEqual([topic.id]);
    expect((await topicHits('偏振分光棱镜'))[0]!.url).toBe(`/article/${topic.id}`);

    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: alice.token,
        payload: { visibility: 'self' },
      }),
    );
    expect(await topicHits('偏振分光棱镜')).toEqual([]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: alice.token,
        payload: { visibility: 'public' },
      }),
    );
    expect(await topicHits('偏振分光棱镜')).toHaveLength(1);

    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}/moderation`,
        token: mod.token,
        payload: { isHidden: true },
      }),
    );
    expect(await topicHits('偏振分光棱镜')).toEqual([]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}/moderation`,
        token: mod.token,
        payload: { isHidden: false },
      }),
    );
    expect(await topicHits('偏振分光棱镜')).toHaveLength(1);

    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/discuss/${topic.id}`, token: alice.token }));
    expect(await topicHits('偏振分光棱镜')).toEqual([]);
  });

  it('indexes articles with their own page and drops them with their topic’s visibility', async () => {
    const topic = await f.createTopic(alice.token, plateId, { title: '远心物镜装调笔记' });
    const article = await f.ok<ArticleDetail>(
      t.request({
        method: 'POST',
        url: '/prod-api/article',
        token: alice.token,
        payload: { discussId: topic.id, name: '光阑对准', content: '孔径光阑 对准 的步骤与检验方法。' },
      }),
    );
    const hits = await topicHits('孔径光阑');
    expect(hits).toEqual([
      expect.objectContaining({
        id: article.id,
        url: `/article/${topic.id}/${article.id}`,
        title: '光阑对准 - 远心物镜装调笔记',
      }),
    ]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: alice.token,
        payload: { visibility: 'self' },
      }),
    );
    expect(await topicHits('孔径光阑')).toEqual([]);
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: alice.token,
        payload: { visibility: 'public' },
      }),
    );
    expect(await topicHits('孔径光阑')).toHaveLength(1);
    await f.ok(t.request({ method: 'DELETE', url: `/prod-api/article/${article.id}`, token: alice.token }));
    expect(await topicHits('孔径光阑')).toEqual([]);
  });

  it('lists public topics in sitemap.xml and drops a topic once it is private', async () => {
    const topic = await f.createTopic(alice.token, plateId, {
      title: '站点地图测试主题',
      content: '公开主题应当出现在站点地图中。',
    });
    // /sitemap.xml is the index of the parts that list the pages.
    const sitemap = async () => {
      const index = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
      const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
      expect(parts.length).toBeGreaterThan(0);
      const bodies = await Promise.all(parts.map(async (url) => (await t.request({ method: 'GET', url })).body));
      return bodies.join('\n');
    };
    expect(await sitemap()).toContain(`/article/${topic.id}</loc>`);
    expect(await sitemap()).toContain('/discuss</loc>');
    await f.ok(
      t.request({
        method: 'PUT',
        url: `/prod-api/discuss/${topic.id}`,
        token: alice.token,
        payload: { visibility: 'self' },
      }),
    );
    expect(await sitemap()).not.toContain(`/article/${topic.id}</loc>`);
  });

  it('gives the home page curated and hot public topics only', async () => {
    const home = await f.get('/prod-api/home');
    expect(home.statusCode).toBe(200);
    const hot = home.json().hotTopics;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.length).toBeLessThanOrEqual(8);
    expect(home.body).not.toContain('精华帖评选');
    expect(home.body).not.toContain('仅项目组');
    expect(hot[0]).toEqual(
      expect.objectContaining({ url: expect.stringMatching(/^\/article\//), author: expect.any(String) }),
    );
  });
});
