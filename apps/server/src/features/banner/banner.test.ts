import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pngBytes } from '../../test/content-fixtures.js';

describe('banners and the home page aggregate', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let imageId: string;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });
  const future = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
    imageId = (
      await t.app.services.files.upload({
        tenantId: admin.tenantId,
        ownerId: null,
        fileName: 'b.png',
        bytes: await pngBytes(),
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows live banners in order and hides drafts and those outside their time window', async () => {
    const live = await api('POST', '/admin/banners', {
      title: '测试横幅 A',
      imageFileId: imageId,
      linkUrl: '/news',
      orderNum: 0,
    });
    expect(live.statusCode, live.body).toBe(201);
    await api('POST', '/admin/banners', { title: '测试横幅 草稿', imageFileId: imageId, isPublished: false });
    await api('POST', '/admin/banners', { title: '测试横幅 未开始', imageFileId: imageId, startTime: future(5) });
    await api('POST', '/admin/banners', {
      title: '测试横幅 已结束',
      imageFileId: imageId,
      startTime: future(-5),
      endTime: future(-1),
    });
    const res = await api('GET', '/banners', undefined, null);
    const titles = res.json().map((b: { title: string }) => b.title);
    expect(titles[0]).toBe('测试横幅 A');
    expect(titles).not.toEqual(expect.arrayContaining(['测试横幅 草稿']));
    expect(titles.filter((x: string) => x.startsWith('测试横幅'))).toEqual(['测试横幅 A']);
    expect(res.json()[0].imageUrl).toBe(`/prod-api/file/${imageId}`);
  });

  it('validates banner input (image, link scheme, window) and audits changes', async () => {
    expect((await api('POST', '/admin/banners', { title: 'x', imageFileId: 'nope' })).statusCode).toBe(400);
    expect(
      (await api('POST', '/admin/banners', { title: 'x', imageFileId: imageId, linkUrl: 'javascript:alert(1)' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', '/admin/banners', {
          title: 'x',
          imageFileId: imageId,
          startTime: future(2),
          endTime: future(1),
        })
      ).statusCode,
    ).toBe(400);
    const list = await api('GET', '/admin/banners?filter=测试横幅 A');
    const banner = list.json().items[0];
    const upd = await api('PUT', `/admin/banners/${banner.id}`, { ...banner, title: '测试横幅 A2' });
    expect(upd.json().title).toBe('测试横幅 A2');
    expect((await api('DELETE', `/admin/banners/${banner.id}`)).statusCode).toBe(200);
    const audit = (
      await t.database.db.selectFrom('audit_logs').select('action').where('target_id', '=', banner.id).execute()
    ).map((a) => a.action);
    expect(audit.sort()).toEqual(['banner.create', 'banner.delete', 'banner.update']);
    expect((await api('GET', '/admin/banners', undefined, member.token)).statusCode).toBe(403);
  });

  it('aggregates the home page from the seeded content', async () => {
    const res = await api('GET', '/home', undefined, null);
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.banners.length).toBeGreaterThanOrEqual(3);
    expect(home.productTypes.length).toBeGreaterThanOrEqual(6);
    expect(home.productTypes[0].flagshipSeries.length).toBeGreaterThanOrEqual(1);
    expect(home.productTypes[0].modelCount).toBeGreaterThan(0);
    expect(home.solutionTypes.length).toBeGreaterThanOrEqual(3);
    expect(home.latestNews.length).toBeGreaterThan(0);
    expect(home.upcomingEvents.every((e: { event: { isPast: boolean } }) => !e.event.isPast)).toBe(true);
    expect(home.featuredCourses.length).toBeGreaterThan(0);
    expect(Array.isArray(home.hotTopics)).toBe(true);
  });

  it('shows a staff change on the home page at once, though the aggregate is reused between requests', async () => {
    const before = (await api('GET', '/home', undefined, null)).json();
    expect(before.banners.map((b: { title: string }) => b.title)).not.toContain('测试横幅 立即');
    const made = await api('POST', '/admin/banners', { title: '测试横幅 立即', imageFileId: imageId, orderNum: 0 });
    expect(made.statusCode, made.body).toBe(201);
    const after = (await api('GET', '/home', undefined, null)).json();
    expect(after.banners.map((b: { title: string }) => b.title)).toContain('测试横幅 立即');
    expect((await api('DELETE', `/admin/banners/${made.json().id}`)).statusCode).toBe(200);
    const gone = (await api('GET', '/home', undefined, null)).json();
    expect(gone.banners.map((b: { title: string }) => b.title)).not.toContain('测试横幅 立即');
  });

  it('carries the English title, subtitle and button text; an update without English keeps it', async () => {
    const input = {
      title: '英文横幅',
      titleEn: 'New cameras',
      subtitle: '副标题',
      subtitleEn: 'Faster than ever',
      imageFileId: imageId,
      linkUrl: '/news',
      linkText: '了解更多',
      linkTextEn: 'Learn more',
      orderNum: 50,
    };
    const created = await api('POST', '/admin/banners', input);
    expect(created.statusCode, created.body).toBe(201);
    const { titleEn: _t, subtitleEn: _s, linkTextEn: _l, ...chinese } = input;
    const kept = await api('PUT', `/admin/banners/${created.json().id}`, { ...chinese, title: '英文横幅二' });
    expect(kept.json()).toMatchObject({ title: '英文横幅二', titleEn: 'New cameras', linkTextEn: 'Learn more' });
    const live = (await api('GET', '/banners', undefined, null)).json();
    expect(live.find((b: { id: string }) => b.id === created.json().id)).toMatchObject({
      titleEn: 'New cameras',
      subtitleEn: 'Faster than ever',
      linkTextEn: 'Learn more',
    });
    expect((await api('GET', '/admin/banners?filter=Faster')).json().totalCount).toBe(1);
  });

  it('serves the seeded home page in English too', async () => {
    const home = (await api('GET', '/home', undefined, null)).json();
    const seededBanners = home.banners.filter((b: { title: string }) => !b.title.startsWith('英文横幅'));
    for (const b of seededBanners) {
      expect(b.titleEn && b.subtitleEn && b.linkTextEn, b.title).toBeTruthy();
    }
    for (const type of home.productTypes) {
      expect(type.descriptionEn, type.name).toBeTruthy();
      for (const s of type.flagshipSeries) expect(s.descriptionEn, s.name).toBeTruthy();
    }
    for (const type of home.solutionTypes) expect(type.descriptionEn, type.name).toBeTruthy();
    for (const n of [...home.latestNews, ...home.upcomingEvents]) {
      expect(n.summaryEn && n.authorEn, n.title).toBeTruthy();
      if (n.event) expect(n.event.placeEn, n.title).toBeTruthy();
    }
    for (const c of home.featuredCourses) expect(c.summaryEn && c.categoryEn, c.title).toBeTruthy();
  });

  it('keeps tenants apart', async () => {
    const other = await createTenant(t);
    const res = await t.request({ method: 'GET', url: '/prod-api/home', tenant: other.code });
    expect(res.json()).toMatchObject({ banners: [], productTypes: [], latestNews: [] });
  });
});
