import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const HOST = { host: 'www.example.com' };

/** The part addresses the sitemap index names, as paths. */
async function partPaths(t: TestApp): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: '/sitemap.xml', headers: HOST });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<sitemap><loc>http:\/\/www\.example\.com(\/sitemap-\d+\.xml)<\/loc><\/sitemap>/g)].map(
    (m) => m[1]!,
  );
}

/** Every part's XML, in order. */
async function parts(t: TestApp): Promise<string[]> {
  const out: string[] = [];
  for (const path of await partPaths(t)) {
    const res = await t.request({ method: 'GET', url: path, headers: HOST });
    expect(res.statusCode, path).toBe(200);
    out.push(res.body);
  }
  return out;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

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

  it('is a sitemap index of parts that list every public page with lastmod, and no drafts or scheduled items', async () => {
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
    const index = await t.request({ method: 'GET', url: '/sitemap.xml', headers: HOST });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(await partPaths(t)).toEqual(['/sitemap-1.xml']);

    const [xml] = await parts(t);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
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
    expect(xml).toContain('/article/');
    expect(xml).toMatch(/<loc>[^<]*\/news\/newsdetail\?id=[^<]*<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(xml).not.toContain(draft.json().id);
    expect(xml).not.toContain(scheduled.json().id);
    expect((xml!.match(/<url>/g) ?? []).length).toBeGreaterThan(100);
    expect((await t.request({ method: 'GET', url: '/sitemap-2.xml', headers: HOST })).statusCode).toBe(404);
  });

  it('is answered from the page cache until the content changes (a member topic, an audited staff edit)', async () => {
    const member = await createMember(t);
    await parts(t);
    const again = await t.request({ method: 'GET', url: '/sitemap-1.xml', headers: HOST });
    expect(again.headers['x-page-cache']).toBe('hit');

    const plates = (await t.request({ method: 'GET', url: '/prod-api/plate' })).json<{
      items: Array<{ id: string }>;
    }>();
    const topic = await t.request({
      method: 'POST',
      url: '/prod-api/discuss',
      token: member.token,
      payload: { plateId: plates.items[0]!.id, title: '站点地图里的新主题', content: '新主题的内容，长度足够。' },
    });
    expect(topic.statusCode).toBe(201);
    const fresh = await t.request({ method: 'GET', url: '/sitemap-1.xml', headers: HOST });
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain(`/article/${topic.json().id}`);

    const news = await t.request({
      method: 'POST',
      url: '/prod-api/admin/news',
      token: admin.token,
      payload: { category: 'company', title: '站点地图新闻', contentMd: '内容', isPublished: true },
    });
    expect(news.statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/sitemap-1.xml', headers: HOST })).body).toContain(news.json().id);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: http://www.example.com/sitemap.xml');
  });
});

describe('sitemap split into parts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sitemapUrlsPerFile: 40 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts at most the configured number of URLs in each part, every URL exactly once', async () => {
    const paths = await partPaths(t);
    const xmls = await parts(t);
    const all = xmls.flatMap(locs);
    expect(paths.length).toBe(Math.ceil(all.length / 40));
    expect(paths.length).toBeGreaterThan(2);
    for (const xml of xmls.slice(0, -1)) expect(locs(xml)).toHaveLength(40);
    expect(locs(xmls.at(-1)!).length).toBeGreaterThan(0);
    expect(locs(xmls.at(-1)!).length).toBeLessThanOrEqual(40);
    expect(new Set(all).size).toBe(all.length);
    // The site's own pages first, then the forum's topics.
    expect(locs(xmls[0]!)[0]).toBe('http://www.example.com/index');
    expect(locs(xmls.at(-1)!).every((loc) => loc.includes('/article/'))).toBe(true);
    for (const missing of ['/sitemap-0.xml', `/sitemap-${paths.length + 1}.xml`]) {
      expect((await t.request({ method: 'GET', url: missing, headers: HOST })).statusCode).toBe(404);
    }
  });
});
