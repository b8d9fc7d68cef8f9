import { boardFeedHref, FEEDS, topicFeedHref } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { closeTestApp, forumClient } from '../forum/forum.test-support.js';

/** The entries' titles of an Atom document, in order. */
const entryTitles = (xml: string) =>
  [...xml.matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );

describe('Atom feeds of the news, a board and a topic', () => {
  let t: TestApp;
  let f: ReturnType<typeof forumClient>;
  let admin: { token: string };
  let alice: TestMember;
  let bob: TestMember;
  let plateId: string;
  let topicId: string;
  let privateId: string;
  const get = (url: string) => t.request({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    f = forumClient(t);
    admin = await adminSession(t);
    [alice, bob] = await Promise.all([createMember(t, { nick: 'Alice' }), createMember(t, { nick: 'Bob & Co' })]);
    plateId = (await f.createPlate(admin.token, { name: 'Feed board' })).id;
    topicId = (await f.createTopic(alice.token, plateId, { title: 'Which lens for <small> parts?' })).id;
    privateId = (await f.createTopic(alice.token, plateId, { title: 'A private question', visibility: 'self' })).id;
    await f.comment(bob.token, topicId, 'Try the **12 mm** lens.');
    await f.comment(alice.token, topicId, 'Thanks, that worked.');
    const news = await t.request({
      method: 'POST',
      url: '/prod-api/admin/news',
      token: admin.token,
      payload: {
        category: 'company',
        title: '订阅源测试新闻',
        titleEn: 'Feed test news',
        contentMd: '# 订阅\n\n正文内容',
        publishTime: t.clock.now().toISOString(),
      },
    });
    expect(news.statusCode, news.body).toBe(201);
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('the news, newest first, in the language asked', async () => {
    const zh = await get(FEEDS.news);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toContain('application/atom+xml');
    expect(zh.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">');
    expect(entryTitles(zh.body)).toContain('订阅源测试新闻');
    const published = [...zh.body.matchAll(/<published>([^<]+)<\/published>/g)].map((m) => m[1]!);
    expect(published.length).toBeGreaterThan(1);
    expect(published).toEqual([...published].sort().reverse());
    const en = await get(`${FEEDS.news}?lang=en`);
    expect(en.body).toContain('xml:lang="en"');
    expect(entryTitles(en.body)).toContain('Feed test news');
    expect(entryTitles(en.body)).not.toContain('订阅源测试新闻');
    expect(en.body).toMatch(
      /<link rel="alternate" type="text\/html" href="http:\/\/[^"]+\/news\/newsdetail\?id=[^"]+&amp;lang=en"\/>/,
    );
  });

  it('a board: its public topics, never a private one, with escaped text', async () => {
    const res = await get(boardFeedHref(plateId));
    expect(res.statusCode).toBe(200);
    expect(entryTitles(res.body)).toEqual(['Which lens for <small> parts?']);
    expect(res.body).toContain('Which lens for &lt;small&gt; parts?');
    expect(res.body).not.toContain('A private question');
    expect(res.body).toContain(`/article/${topicId}`);
    expect((await get(boardFeedHref('no-such-board'))).statusCode).toBe(404);
  });

  it('a board’s feed is titled with its English name in English, with its Chinese one when it has none', async () => {
    const named = await f.createPlate(admin.token, { name: '工业通信', nameEn: 'Industrial Communication' });
    const feedTitle = (body: string) => /<feed[^>]*>\s*<title>([^<]*)<\/title>/.exec(body)?.[1];
    expect(feedTitle((await get(boardFeedHref(named.id, 'en'))).body)).toBe(
      'Industrial Communication · new topics in the community',
    );
    expect(feedTitle((await get(boardFeedHref(named.id))).body)).toBe('工业通信 · 社区板块的新主题');
    const chineseOnly = await f.createPlate(admin.token, { name: '灌水闲聊' });
    expect(feedTitle((await get(boardFeedHref(chineseOnly.id, 'en'))).body)).toBe(
      '灌水闲聊 · new topics in the community',
    );
  });

  it('a topic: its comments newest first, linking to each; a private topic has no feed', async () => {
    const res = await get(topicFeedHref(topicId, 'en'));
    expect(res.statusCode).toBe(200);
    expect(entryTitles(res.body)).toEqual([
      'Alice replied to “Which lens for <small> parts?”',
      'Bob & Co replied to “Which lens for <small> parts?”',
    ]);
    expect(res.body).toContain('<summary type="text">Try the 12 mm lens.</summary>');
    expect(res.body).toContain('<name>Bob &amp; Co</name>');
    expect(res.body).toMatch(new RegExp(`/article/${topicId}\\?lang=en#comment-`));
    expect((await get(topicFeedHref(privateId))).statusCode).toBe(404);
    expect((await get(topicFeedHref('no-such-topic'))).statusCode).toBe(404);
  });
});
