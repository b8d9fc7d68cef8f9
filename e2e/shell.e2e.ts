import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test.describe('site shell', () => {
  test('unknown paths show the 404 page with a way back', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('页面未找到').first()).toBeVisible();
    await page
      .getByRole('link', { name: /返回首页/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('/ redirects to /index and the product mega-menu lists the seeded series on hover', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    const types = (await (await request.get('/prod-api/ProductType/ListLoadProductTypeAndSeries')).json()) as Array<{
      name: string;
      productSeries: Array<{ name: string }>;
    }>;
    await page.getByTestId('mega-menu-trigger').hover();
    const menu = page.getByTestId('mega-menu');
    await expect(menu).toBeVisible();
    for (const type of types.slice(0, 3)) {
      await expect(menu.getByText(type.name, { exact: true })).toBeVisible();
      await expect(menu.getByText(type.productSeries[0]!.name, { exact: true })).toBeVisible();
    }
    await expect(menu.getByTestId('mega-menu-solution').first()).toBeVisible();
  });

  test('pages render on the server: readable with JavaScript disabled, with the right title', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/index');
    await expect(page).toHaveTitle(/澄镜视觉/);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('main').getByText('面阵相机').first()).toBeVisible();
    await expect(page.getByTestId('footer-icp')).toContainText('ICP');
    await page.goto('/login');
    await expect(page).toHaveTitle(/登录/);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await context.close();
  });

  test('every layout that draws the site header carries its rules in the page itself', async ({ browser }) => {
    // Without JavaScript only what the page holds applies: a layout whose header rules came with a script drew the
    // header unstyled first (on a phone the search box, then hidden, pushed the header's buttons: a layout shift).
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    for (const path of ['/index', '/activity/sign', '/chat']) {
      await page.goto(path);
      await expect(page.getByTestId('site-header'), path).toBeVisible();
      await expect(page.getByTestId('header-search'), path).toBeHidden();
      await expect(page.locator('.cs-header-search__icon'), path).toBeVisible();
    }
    await context.close();
  });

  test('the status page shows the version, API health and database kind', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByText(/sqlite|postgres/i).first()).toBeVisible();
    await expect(page.getByText(/0\.1\.0/).first()).toBeVisible();
  });

  test('a click on a site link opens the page inside the app, without loading the document again', async ({ page }) => {
    await page.goto('/discuss');
    // The topic list is server HTML that React never hydrates (decision 0041): its links navigate through the
    // root's one listener, which is there once the page is hydrated and its effects have run.
    await hydrated(page.getByTestId('site-header'));
    await page.waitForLoadState('networkidle');
    const link = page.locator('main a[href^="/article/"]').first();
    const href = (await link.getAttribute('href'))!;
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('topic-title')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/discuss$/);
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
