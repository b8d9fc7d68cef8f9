import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('news and events', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  const ids: Record<string, string> = {};

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });
  const at = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
  async function create(key: string, body: Record<string, unknown>) {
    const res = await api('POST', '/admin/news', { contentMd: `# ${key}\n\n正文内容`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json().id;
    return res.json();
  }

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    t = await createTestApp({ clock });
    admin = await adminSession(t);
    member = await createMember(t);
    await create('c1', { category: 'company', title: '测试公司新闻一', publishTime: at(-1000) });
    await create('c2', { category: 'company', title: '测试公司新闻二', publishTime: at(-999), tags: ['发布'] });
    await create('c3', { category: 'company', title: '测试公司新闻三', publishTime: at(-998) });
    await create('i1', { category: 'industry', title: '测试行业动态', publishTime: at(-3) });
    await create('draft', { category: 'company', title: '测试草稿新闻', isPublished: false });
    await create('later', { category: 'company', title: '测试定时新闻', publishTime: at(2) });
    await create('e1', {
      category: 'event',
      title: '测试展会 2026',
      publishTime: at(-2),
      eventStartTime: at(10),
      eventEndTime: at(12),
      eventPlace: '上海新国际博览中心 E2 馆',
      eventRegistrationUrl: 'https://example.com/register',
    });
    await create('e0', {
      category: 'event',
      title: '测试已结束的研讨会',
      publishTime: at(-30),
      eventStartTime: at(-20),
      eventPlace: '线上',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists published news by category, newest first, without drafts or scheduled items', async () => {
    const res = await api('GET', '/news?category=company&q=测试', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((n: { title: string }) => n.title)).toEqual([
      '测试公司新闻三',
      '测试公司新闻二',
      '测试公司新闻一',
    ]);
    const all = await api('GET', '/news?q=测试&maxResultCount=2&skipCount=2', undefined, null);
    expect(all.json().totalCount).toBe(6);
    expect(all.json().items).toHaveLength(2);
  });

  it('shows a detail with previous/next in the same category and counts a view', async () => {
    const res = await api('GET', `/news/${ids.c2}`, undefined, null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.prev).toMatchObject({ id: ids.c1, title: '测试公司新闻一' });
    expect(body.next).toMatchObject({ id: ids.c3, title: '测试公司新闻三' });
    expect(body.contentHtml).toMatch(/<h1[^>]*>c2<\/h1>/);
    expect(body.tags).toEqual(['发布']);
    expect(body.viewCount).toBe(1);
    expect((await api('GET', `/news/${ids.c2}`, undefined, null)).json().viewCount).toBe(2);
    const first = await api('GET', `/news/${ids.c1}`, undefined, null);
    expect(first.json().prev).toBeNull();
  });

  it('answers 404 for drafts and for scheduled items until their time comes', async () => {
    expect((await api('GET', `/news/${ids.draft}`, undefined, null)).statusCode).toBe(404);
    expect((await api('GET', `/news/${ids.later}`, undefined, null)).statusCode).toBe(404);
    const search = await api('GET', `/search?q=${encodeURIComponent('定时新闻')}`, undefined, null);
    expect(search.json().totalCount).toBe(0);
    clock.advance(3 * 86_400_000);
    expect((await api('GET', `/news/${ids.later}`, undefined, null)).statusCode).toBe(200);
    const after = await api('GET', `/search?q=${encodeURIComponent('定时新闻')}`, undefined, null);
    expect(after.json().groups[0].items[0]).toMatchObject({
      kind: 'news',
      id: ids.later,
      url: `/news/newsdetail?id=${ids.later}`,
    });
    clock.advance(-3 * 86_400_000);
  });

  it('shows events with date, place and registration link, and lists upcoming events', async () => {
    const res = await api('GET', `/news/${ids.e1}`, undefined, null);
    expect(res.json().event).toMatchObject({
      place: '上海新国际博览中心 E2 馆',
      registrationUrl: 'https://example.com/register',
      isPast: false,
    });
    const upcoming = await api('GET', '/news/upcoming-events', undefined, null);
    const titles = upcoming.json().map((n: { title: string }) => n.title);
    expect(titles).toContain('测试展会 2026');
    expect(titles).not.toContain('测试已结束的研讨会');
    const past = await api('GET', `/news/${ids.e0}`, undefined, null);
    expect(past.json().event.isPast).toBe(true);
  });

  it('validates admin input and reports draft/scheduled/published state', async () => {
    const noStart = await api('POST', '/admin/news', { category: 'event', title: '没有时间的活动', contentMd: '内容' });
    expect(noStart.statusCode).toBe(400);
    const badUrl = await api('POST', '/admin/news', {
      category: 'event',
      title: '坏链接',
      contentMd: '内容',
      eventStartTime: at(1),
      eventRegistrationUrl: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    const empty = await api('POST', '/admin/news', { category: 'company', title: '空' });
    expect(empty.statusCode).toBe(400);
    const scheduled = await api('GET', '/admin/news?state=scheduled');
    expect(scheduled.json().items.map((n: { id: string }) => n.id)).toEqual([ids.later]);
    const drafts = await api('GET', '/admin/news?state=draft');
    expect(drafts.json().items[0]).toMatchObject({ id: ids.draft, state: 'draft' });
  });

  it('updates and deletes (audited), and the public view follows', async () => {
    const current = (await api('GET', `/admin/news/${ids.draft}`)).json();
    const res = await api('PUT', `/admin/news/${ids.draft}`, {
      ...current,
      isPublished: true,
      publishTime: at(-0.5),
      title: '测试草稿已发布',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api('GET', `/news/${ids.draft}`, undefined, null)).json().title).toBe('测试草稿已发布');
    expect((await api('DELETE', `/admin/news/${ids.draft}`)).statusCode).toBe(200);
    expect((await api('GET', `/news/${ids.draft}`, undefined, null)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom('audit_logs')
      .select(['action', 'before_json'])
      .where('target_id', '=', ids.draft!)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['news.create', 'news.delete', 'news.update']);
  });

  it('carries the English of the text, byline, source, tags and place; an update without English keeps it', async () => {
    const input = {
      category: 'event',
      title: '英文展会',
      titleEn: 'Trade fair',
      summary: '欢迎莅临',
      summaryEn: 'Come and see us',
      contentMd: '# 展会\n\n内容',
      contentMdEn: '# Trade fair\n\nSee our **new cameras**',
      author: '市场部',
      authorEn: 'Marketing',
      source: '澄镜视觉',
      sourceEn: 'ClearSight Vision',
      tags: ['展会'],
      tagsEn: ['Trade fair'],
      publishTime: at(-1.5),
      eventStartTime: at(20),
      eventPlace: '上海',
      eventPlaceEn: 'Shanghai',
    };
    const created = await create('en', input);
    expect(created).toMatchObject({ summaryEn: 'Come and see us', tagsEn: ['Trade fair'], eventPlaceEn: 'Shanghai' });
    const {
      summaryEn: _s,
      contentMdEn: _c,
      authorEn: _a,
      sourceEn: _o,
      tagsEn: _t,
      eventPlaceEn: _p,
      ...chinese
    } = input;
    const kept = (await api('PUT', `/admin/news/${ids.en}`, { ...chinese, summary: '欢迎光临' })).json();
    expect(kept).toMatchObject({
      summary: '欢迎光临',
      summaryEn: 'Come and see us',
      contentMdEn: input.contentMdEn,
      authorEn: 'Marketing',
      sourceEn: 'ClearSight Vision',
      tagsEn: ['Trade fair'],
      eventPlaceEn: 'Shanghai',
    });

    const detail = (await api('GET', `/news/${ids.en}`, undefined, null)).json();
    expect(detail).toMatchObject({
      titleEn: 'Trade fair',
      summaryEn: 'Come and see us',
      authorEn: 'Marketing',
      sourceEn: 'ClearSight Vision',
      tagsEn: ['Trade fair'],
      event: { place: '上海', placeEn: 'Shanghai' },
    });
    expect(detail.contentHtmlEn).toContain('<strong>new cameras</strong>');
    const upcoming = (await api('GET', '/news/upcoming-events', undefined, null)).json();
    expect(upcoming.find((n: { id: string }) => n.id === ids.en).event.placeEn).toBe('Shanghai');

    // Without an English summary the list takes the start of the English body, as the Chinese does.
    await create('en2', {
      category: 'industry',
      title: '英文行业动态',
      titleEn: 'Industry update',
      contentMdEn: 'Line scan cameras get faster',
      publishTime: at(-2.5),
    });
    const list = (await api('GET', '/news?category=industry', undefined, null)).json();
    expect(list.items.find((n: { id: string }) => n.id === ids.en2).summaryEn).toBe('Line scan cameras get faster');
    const older = (await api('GET', `/news/${ids.i1}`, undefined, null)).json();
    expect(older.next).toMatchObject({ id: ids.en2, titleEn: 'Industry update' });
    const found = await api('GET', `/search?q=${encodeURIComponent('new cameras')}&kind=news`, undefined, null);
    expect(found.json().groups[0].items.map((i: { id: string }) => i.id)).toContain(ids.en);
  });

  it('refuses members on admin endpoints and keeps tenants apart', async () => {
    expect(
      (
        await api(
          'POST',
          '/admin/news',
          { category: 'company', title: '会员发的新闻', contentMd: '内容' },
          member.token,
        )
      ).statusCode,
    ).toBe(403);
    expect((await api('GET', '/admin/news', undefined, null)).statusCode).toBe(401);
    const other = await createTenant(t);
    const res = await t.request({ method: 'GET', url: `/prod-api/news/${ids.c1}`, tenant: other.code });
    expect(res.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/prod-api/news', tenant: other.code });
    expect(list.json().totalCount).toBe(0);
  });
});
