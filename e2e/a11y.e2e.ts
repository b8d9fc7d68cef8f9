import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * Every public page of the corporate site (docs/product.md#corporate-site): an axe check of the hydrated page finds
 * nothing serious or critical, and the server-rendered page (JavaScript disabled) shows its one main heading. Ids come
 * from the API, as the pages themselves get them.
 */

interface Ids {
  type: { id: string; name: string };
  models: Array<{ id: string; modelNumber: string }>;
  solutionType: { id: string; name: string };
  solution: { id: string; title: string };
  course: { id: string; title: string };
  news: { id: string; title: string };
  job: { id: string; title: string };
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function loadIds(request: APIRequestContext): Promise<Ids> {
  const home = await json<{
    productTypes: Array<{ id: string; name: string; modelCount: number }>;
    solutionTypes: Array<{ id: string; name: string; solutionCount: number }>;
    latestNews: Array<{ id: string; title: string }>;
    featuredCourses: Array<{ id: string; title: string }>;
  }>(request, '/prod-api/home');
  const type = home.productTypes.find((t) => t.modelCount >= 2)!;
  const models = await json<{ items: Array<{ id: string; modelNumber: string }> }>(
    request,
    `/prod-api/catalog/product-types/${type.id}/models?pageSize=2`,
  );
  const solutionType = home.solutionTypes.find((s) => s.solutionCount > 0)!;
  const solutions = await json<{ solutions: Array<{ id: string; title: string }> }>(
    request,
    `/prod-api/solutions/types/${solutionType.id}`,
  );
  const jobs = await json<{ items: Array<{ id: string; title: string }> }>(request, '/prod-api/career/jobs');
  return {
    type,
    models: models.items.slice(0, 2),
    solutionType,
    solution: solutions.solutions[0]!,
    course: home.featuredCourses[0]!,
    news: home.latestNews[0]!,
    job: jobs.items[0]!,
  };
}

/** A public page: where it is and the text of its h1 (from the API for data pages). */
interface PublicPage {
  name: string;
  path: (ids: Ids) => string;
  heading: (ids: Ids) => string | RegExp;
  status?: number;
}

const PAGES: PublicPage[] = [
  { name: 'home', path: () => '/index', heading: () => '澄镜视觉' },
  {
    name: 'product type',
    path: (i) => `/productsAndSolutions/productSeries?id=${i.type.id}`,
    heading: (i) => i.type.name,
  },
  {
    name: 'model',
    path: (i) => `/materialDetails?id=${i.models[0]!.id}`,
    heading: (i) => new RegExp(escape(i.models[0]!.modelNumber)),
  },
  {
    name: 'compare',
    path: (i) => `/productsAndSolutions/productSeries/contrast?ids=${i.models.map((m) => m.id).join(',')}`,
    heading: () => '产品对比',
  },
  {
    name: 'solution type',
    path: (i) => `/productsAndSolutions/solution?id=${i.solutionType.id}`,
    heading: (i) => i.solutionType.name,
  },
  {
    name: 'solution detail',
    path: (i) => `/productsAndSolutions/solution/solutionDetails?id=${i.solution.id}`,
    heading: (i) => i.solution.title,
  },
  { name: 'software downloads', path: () => '/serviceSupport/softwareDownload', heading: () => '软件下载' },
  { name: 'document downloads', path: () => '/serviceSupport/documentDownload', heading: () => '文档下载' },
  { name: 'college', path: () => '/serviceSupport/college', heading: () => '视觉学院' },
  {
    name: 'course',
    path: (i) => `/serviceSupport/college/collageDetail?id=${i.course.id}`,
    heading: (i) => i.course.title,
  },
  { name: 'news', path: () => '/news', heading: () => '新闻活动' },
  { name: 'news detail', path: (i) => `/news/newsdetail?id=${i.news.id}`, heading: (i) => i.news.title },
  { name: 'company', path: () => '/aboutUs/companyInformation', heading: () => '公司信息' },
  { name: 'jobs', path: () => '/aboutUs/joinUs', heading: () => '加入我们' },
  { name: 'job detail', path: (i) => `/aboutUs/joinUs/details?id=${i.job.id}`, heading: (i) => i.job.title },
  { name: 'contact sales', path: () => '/contactus', heading: () => '联系销售' },
  { name: 'contact', path: () => '/contact', heading: () => '联系我们' },
  { name: 'getting started', path: () => '/start', heading: () => '新手入门' },
  { name: 'search', path: () => `/search?q=${encodeURIComponent('相机')}`, heading: () => '“相机”的搜索结果' },
  { name: 'login', path: () => '/login', heading: () => '账号登录' },
  { name: 'register', path: () => '/register', heading: () => '注册账号' },
  { name: 'not found', path: () => '/no/such/page', heading: () => /页面未找到/, status: 404 },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('public pages: accessibility and server rendering', () => {
  let ids: Ids;
  /** One browser context with JavaScript disabled, shared by the pages (a fresh page each). */
  let bare: BrowserContext;

  test.beforeAll(async ({ playwright, browser }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    ids = await loadIds(request);
    await request.dispose();
    bare = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL: info.project.use.baseURL });
  });

  test.afterAll(async () => {
    await bare?.close();
  });

  for (const entry of PAGES) {
    test(`${entry.name}: no serious axe violations; the h1 renders without JavaScript`, async ({ page }) => {
      const path = entry.path(ids);
      const heading = entry.heading(ids);

      // Server-rendered, JavaScript off: the page answers and shows its main heading.
      const noJs = await bare.newPage();
      try {
        const response = await noJs.goto(path);
        expect(response?.status()).toBe(entry.status ?? 200);
        await expect(noJs.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      } finally {
        await noJs.close();
      }

      // The hydrated page: no serious or critical violations.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`),
        }));
      expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    });
  }
});
