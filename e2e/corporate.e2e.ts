import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
// Every journey here fails on a Content-Security-Policy violation (decision 0020).
import { expect, test } from './csp';
import { apiRegister, hydrated, loginThroughForm, nextCaptcha } from './support';

/**
 * Journeys of the corporate site (docs/product.md#corporate-site): catalogue → compare, software downloads and their
 * checksums, members-only files, resuming a lesson, a sales lead reaching the admin inbox, a news item written in the
 * admin console appearing on /news.
 */

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2E-2026';

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A short unique suffix, so that reruns against the same database never collide. */
function stamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-7).toUpperCase();
}

interface SoftwareFileRow {
  id: string;
  fileName: string;
  membersOnly: boolean;
  downloadUrl: string;
  sha256: string;
}

async function softwareFiles(request: APIRequestContext): Promise<SoftwareFileRow[]> {
  const list = await json<{ items: Array<{ latest: { files: SoftwareFileRow[] } | null }> }>(
    request,
    '/prod-api/downloads/software',
  );
  return list.items.flatMap((pkg) => pkg.latest?.files ?? []);
}

/** Opens the admin console at `path` as a guest, follows its 登录 button and signs in as the administrator. */
async function adminLogin(page: Page, path: string) {
  await page.goto(path);
  const forbidden = page.getByTestId('admin-forbidden');
  await expect(forbidden).toBeVisible();
  const captcha = nextCaptcha(page);
  await forbidden.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${escapeRe(encodeURIComponent(path))}$`));
  await loginThroughForm(page, 'admin', ADMIN_PASSWORD, captcha);
  await expect(page).toHaveURL(new RegExp(`${escapeRe(path)}$`));
  await expect(page.getByTestId('admin-layout')).toBeVisible();
}

test.describe('corporate site', () => {
  test('mega-menu → type page → filter → compare three models → differences only', async ({ page, request }) => {
    // A product type with an option filter that narrows its models to at least three (but not all).
    const menu = await json<Array<{ id: string; name: string }>>(
      request,
      '/prod-api/ProductType/ListLoadProductTypeAndSeries',
    );
    let pick: {
      type: { id: string; name: string };
      facet: string;
      option: string;
      count: number;
      total: number;
    } | null = null;
    for (const type of menu) {
      const detail = await json<{
        modelCount: number;
        filters: Array<{ name: string; kind: string; options: Array<{ value: string; count: number }> }>;
      }>(request, `/prod-api/catalog/product-types/${type.id}`);
      for (const facet of detail.filters) {
        const option = facet.options.find((o) => o.count >= 3 && o.count < detail.modelCount);
        if (option) {
          pick = { type, facet: facet.name, option: option.value, count: option.count, total: detail.modelCount };
          break;
        }
      }
      if (pick) break;
    }
    expect(pick, 'a type with a narrowing filter option').not.toBeNull();
    const { type, facet, option, count, total } = pick!;

    await page.goto('/index');
    await page.getByTestId('mega-menu-trigger').hover();
    const mega = page.getByTestId('mega-menu');
    await expect(mega).toBeVisible();
    await mega.getByRole('link', { name: type.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/productsAndSolutions/productSeries\\?id=${type.id}`));
    await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();

    const resultCount = page.getByTestId('result-count');
    await expect(resultCount).toHaveText(`共 ${total} 个型号`);
    await expect(page.getByTestId('model-card')).toHaveCount(total);

    // Ticking a spec option applies the filter at once.
    const box = page
      .getByRole('group', { name: facet })
      .getByRole('checkbox', { name: new RegExp(`^${escapeRe(option)} `) });
    await hydrated(box);
    await box.check();
    await expect(page).toHaveURL(/[?&]f\./);
    await expect(resultCount).toHaveText(`符合条件的型号 ${count} 个（共 ${total} 个）`);
    const cards = page.getByTestId('model-card');
    await expect(cards).toHaveCount(count);

    // Three models into the compare basket: the floating bar counts them.
    const chosen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const card = cards.nth(i);
      chosen.push((await card.getByRole('heading').textContent())!.trim());
      await card.getByRole('button', { name: /^加入对比/ }).click();
      await expect(card.getByRole('button', { name: /^已加入对比/ })).toHaveAttribute('aria-pressed', 'true');
    }
    const bar = page.getByTestId('compare-bar');
    await expect(bar).toContainText('3/4');
    for (const model of chosen) await expect(bar).toContainText(model);

    await bar.getByRole('link', { name: '开始对比（3）' }).click();
    await expect(page).toHaveURL(/\/productsAndSolutions\/productSeries\/contrast\?ids=/);
    await expect(page.getByRole('heading', { level: 1, name: '产品对比' })).toBeVisible();
    const table = page.getByTestId('compare-table');
    for (const model of chosen)
      await expect(table.getByRole('columnheader', { name: new RegExp(escapeRe(model)) })).toBeVisible();

    const rows = table.getByTestId('compare-row');
    await expect(rows.first()).toBeVisible();
    const allRows = await rows.count();
    const differing = table.locator('tr[data-differs="true"]');
    const diffCount = await differing.count();
    expect(diffCount, 'some rows differ').toBeGreaterThan(0);
    expect(diffCount, 'some rows are the same (the filtered spec at least)').toBeLessThan(allRows);
    // Differing rows are highlighted, equal ones are not.
    await expect(differing.first().locator('td').first()).toHaveCSS('background-color', 'rgb(255, 246, 220)');
    await expect(table.locator('tr[data-differs="false"]').first().locator('td').first()).not.toHaveCSS(
      'background-color',
      'rgb(255, 246, 220)',
    );

    const onlyDiff = page.getByRole('switch', { name: '只看差异' });
    await hydrated(onlyDiff);
    await expect(onlyDiff).not.toBeChecked();
    await page.getByText('只看差异', { exact: true }).click(); // the switch's label (its track covers the box)
    await expect(onlyDiff).toBeChecked();
    await expect(page).toHaveURL(/[?&]diff=1/);
    await expect(rows).toHaveCount(diffCount);
    await expect(table.locator('tr[data-differs="false"]')).toHaveCount(0);
    for (const row of await rows.all()) await expect(row).toHaveClass(/is-diff/);
  });

  test('a public software download matches the SHA-256 shown on the page', async ({ page, request }) => {
    const file = (await softwareFiles(request)).find((f) => !f.membersOnly)!;
    await page.goto('/serviceSupport/softwareDownload');
    await expect(page.getByRole('heading', { level: 1, name: '软件下载' })).toBeVisible();

    const row = page.getByTestId('software-file').filter({ hasText: file.fileName });
    const shown = (await row.getByTestId('sha256').textContent())!.trim();
    expect(shown).toMatch(/^[0-9a-f]{64}$/);

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `下载 ${file.fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.fileName);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(0);
    expect(sha256(bytes)).toBe(shown);
  });

  test('a guest is asked to log in for a members-only file, which the file URL refuses too', async ({
    page,
    request,
  }) => {
    const file = (await softwareFiles(request)).find((f) => f.membersOnly)!;

    // The file URL itself refuses a guest.
    const refused = await request.get(file.downloadUrl);
    expect(refused.status()).toBe(401);

    await page.goto('/serviceSupport/softwareDownload');
    const row = page.getByTestId('software-file').filter({ hasText: file.fileName });
    await expect(row).toContainText('会员专享');
    const loginLink = row.getByRole('link', { name: `登录后下载 ${file.fileName}` });
    await expect(loginLink).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/serviceSupport/softwareDownload')}`,
    );

    // Logging in from there comes back to the downloads, where the member gets the file.
    const member = await apiRegister(request);
    const captcha = nextCaptcha(page);
    await loginLink.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2FserviceSupport%2FsoftwareDownload$/);
    await loginThroughForm(page, member.userName, member.password, captcha);
    await expect(page).toHaveURL(/\/serviceSupport\/softwareDownload$/);

    const shown = (await row.getByTestId('sha256').textContent())!.trim();
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `下载 ${file.fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.fileName);
    expect(sha256(await readFile((await download.path())!))).toBe(shown);
  });

  test('a member plays a lesson, leaves, comes back and resumes where they stopped', async ({ page, request }) => {
    // On a cold cache the server makes the lesson's video for the first request (decision 0037).
    test.setTimeout(120_000);
    const home = await json<{ featuredCourses: Array<{ id: string; title: string }> }>(request, '/prod-api/home');
    let course: { id: string; title: string } | undefined;
    let lesson: { id: string; title: string } | undefined;
    for (const candidate of home.featuredCourses) {
      const detail = await json<{
        lessons: Array<{ id: string; title: string; videoKind: string; durationSeconds: number }>;
      }>(request, `/prod-api/college/courses/${candidate.id}`);
      lesson = detail.lessons.find((l) => l.videoKind === 'file' && l.durationSeconds >= 20);
      if (lesson) {
        course = candidate;
        break;
      }
    }
    expect(lesson, 'a seeded lesson with a video file').toBeDefined();

    const member = await apiRegister(request);
    const captcha = nextCaptcha(page);
    await page.goto(`/login?redirect=${encodeURIComponent('/serviceSupport/college')}`);
    await loginThroughForm(page, member.userName, member.password, captcha);
    await expect(page).toHaveURL(/\/serviceSupport\/college$/);

    await page.getByRole('link', { name: course!.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
    await page
      .getByTestId('lesson-list')
      .getByRole('link', { name: new RegExp(escapeRe(lesson!.title)) })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: lesson!.title })).toBeVisible();

    // Play from 12 s for a moment, then pause: the position is saved on the server.
    const video = page.getByTestId('lesson-video');
    await expect(video).toBeVisible();
    // A lesson video the server has not made yet (a cold cache, decision 0037) is made for this request.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 45_000 })
      .toBeGreaterThanOrEqual(1);
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = 12;
      await v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(13);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/prod-api/college/lessons/${lesson!.id}/progress`),
    );
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const position = (answer.request().postDataJSON() as { positionSeconds: number }).positionSeconds;
    expect(position).toBeGreaterThan(13);
    expect(position).toBeLessThan(20);

    // Leave for another page, then come back through the college.
    await page.goto('/index');
    await expect(page.getByTestId('home-site-name').first()).toBeAttached();
    await page.goto('/serviceSupport/college');
    await page.getByRole('link', { name: course!.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: lesson!.title })).toBeVisible();
    await expect(page.getByText(/^已从 \d+:\d{2} 继续播放$/)).toBeVisible();
    await expect
      .poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(position - 1);
    expect(await page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(
      position + 3,
    );
  });

  test('a contact-sales form lands in the admin leads inbox', async ({ page }) => {
    const id = stamp();
    const lead = {
      name: `测试客户${id}`,
      company: `澄镜测试制造${id}有限公司`,
      phone: '13912345678',
      email: `buyer-${id.toLowerCase()}@example.com`,
      message: `需要检测 0201 元件的偏移，节拍 200 ms（${id}）。`,
    };

    const captcha = nextCaptcha(page);
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: '联系销售' })).toBeVisible();
    const code = await captcha;
    const form = page.getByTestId('sales-lead-form');
    await form.getByLabel('姓名', { exact: true }).fill(lead.name);
    await form.getByLabel('公司名称', { exact: true }).fill(lead.company);
    await form.getByLabel('电话', { exact: true }).fill(lead.phone);
    await form.getByLabel('邮箱', { exact: true }).fill(lead.email);
    await form.getByLabel('所在地区', { exact: true }).selectOption({ label: '华东' });
    await expect(form.getByTestId('lead-region').locator('option:checked')).toHaveText('华东');
    await form.getByLabel('感兴趣的产品', { exact: true }).fill('面阵相机');
    await form.getByLabel('需求描述', { exact: true }).fill(lead.message);
    await form.getByTestId('captcha-input').fill(code);
    await form.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/prod-api/leads/sales'),
    );
    await form.getByRole('button', { name: '提交需求' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('需求已提交')).toBeVisible();

    // The administrator finds it in the leads inbox.
    await adminLogin(page, '/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: '销售线索' })).toBeVisible();
    const search = page.getByPlaceholder('搜索姓名、公司、电话或邮箱');
    await search.fill(lead.company);
    await search.press('Enter');
    const row = page.locator('.cs-admin-table tbody tr.ant-table-row').filter({ hasText: lead.company });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(lead.name);
    await expect(row).toContainText(lead.email);
    await expect(row).toContainText('销售咨询');
    await expect(row).toContainText('新线索');
    await row.getByRole('button', { name: /展开行|Expand row/ }).click();
    const details = page.locator('.cs-admin-details').filter({ hasText: lead.message });
    await expect(details).toBeVisible();
    await expect(details).toContainText('/contactus');
  });

  test('an editor writes a news item in the admin console and it appears on /news', async ({ page }) => {
    const id = stamp();
    const title = `澄镜视觉发布 E2E 新品 ${id}`;
    const body = `这是一条由端到端测试创建的新闻（${id}）。`;

    await adminLogin(page, '/admin/news');
    await expect(page.getByRole('heading', { level: 1, name: '新闻与活动' })).toBeVisible();
    await page.getByRole('button', { name: '新建' }).click();
    const drawer = page.getByRole('dialog', { name: /新建/ });
    await expect(drawer).toBeVisible();
    // Fields by their labels (a required field's name starts with antd's "*").
    const field = (label: string) => drawer.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });
    await field('标题').fill(title);
    // Staff write the English side too, as a published item should have (English pages show it).
    await field('英文标题').fill(`ClearSight launches E2E product ${id}`);
    await field('摘要').fill(`E2E 摘要 ${id}`);
    await field('摘要（英文）').fill(`E2E summary ${id}`);
    await field('正文').fill(`## 发布\n\n${body}`);
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/prod-api\/admin\/news$/.test(r.url()),
    );
    await drawer.getByRole('button', { name: '保存' }).click();
    expect((await created).status()).toBe(201);
    await expect(drawer).toBeHidden();
    const row = page.locator('.cs-admin-table tbody tr.ant-table-row').filter({ hasText: title });
    await expect(row).toContainText('已发布');

    await page.goto('/news');
    const link = page.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
  });
});
