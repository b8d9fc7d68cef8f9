import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every public page with lastmod, and no drafts or scheduled items', async () => {
    const draft = await t.request({
      method: 'POST',
      url: '/prod-api/admin/news',
      token: admin.token,
      payload: { category: 'company', title: '站点地图草稿', contentMd: '内容', isPublished: false },
    });
    const scheduled = await t.request({
      method: 'POST',
      url: '/prod-api/admin/news',
      token: admin.token,
      payload: {
        category: 'company',
        title: '站点地图定时',
        contentMd: '内容',
        publishTime: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      },
    });
    const res = await t.request({ method: 'GET', url: '/sitemap.xml', headers: { host: 'www.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of [
      '/index',
      '/serviceSupport/softwareDownload',
      '/serviceSupport/documentDownload',
      '/serviceSupport/college',
      '/news',
      '/aboutUs/companyInformation',
      '/aboutUs/joinUs',
      '/contactus',
    ]) {
      expect(xml).toContain(`<loc>http://www.example.com${path}</loc>`);
    }
    expect(xml).toContain('/productsAndSolutions/productSeries?id=');
    expect(xml).toContain('/materialDetails?id=');
    expect(xml).toContain('/productsAndSolutions/solution/solutionDetails?id=');
    expect(xml).toContain('/serviceSupport/college/collageDetail?id=');
    expect(xml).toContain('/aboutUs/joinUs/details?id=');
    expect(xml).toMatch(/<loc>[^<]*\/news\/newsdetail\?id=[^<]*<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(xml).not.toContain(draft.json().id);
    expect(xml).not.toContain(scheduled.json().id);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(100);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt', headers: { host: 'www.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: http://www.example.com/sitemap.xml');
  });
});
