import { expect, test } from '@playwright/test';
import { adminToken, hydrated, loginThroughForm, nextCaptcha } from './support';

/**
 * Staff of the host create a tenant in the console and hand its administrator the password shown once; that
 * administrator signs in to the new tenant (its address names it: `?tenant=<code>`), and the tenant's pages —
 * rendered on the server and on client navigations — show its own boards and topics, never the default
 * tenant's. Disabling it refuses its requests and ends its sessions.
 */
test.describe('tenants', () => {
  test('staff create a tenant; its administrator signs in there and sees only its own data', async ({
    page,
    browser,
    baseURL,
  }) => {
    const code = `e2e${Date.now().toString(36).slice(-6)}`;
    const name = `镜湖光学 ${code.slice(-4)}`;
    const adminUser = `boss${code.slice(-6)}`;

    // The host's administrator opens the console's tenants screen.
    const captcha = nextCaptcha(page);
    await page.goto('/login?redirect=%2Fadmin%2Ftenants');
    await hydrated(page.getByTestId('login-submit'));
    await loginThroughForm(page, 'admin', process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2E-2026', captcha);
    await expect(page).toHaveURL(/\/admin\/tenants$/);
    await expect(page.getByTestId('admin-screen-tenants')).toBeVisible();
    await expect(page.getByTestId('tenant-row-default')).toBeVisible();

    await page.getByTestId('tenant-create').click();
    await page.getByLabel('租户代码').fill(code);
    await page.getByLabel('租户名称').fill(name);
    await page.getByLabel('首个管理员用户名').fill(adminUser);
    await page.getByTestId('admin-form-save').click();

    const created = page.getByTestId('tenant-created');
    await expect(created).toBeVisible();
    await expect(created.getByTestId('tenant-created-user')).toHaveText(adminUser);
    await expect(created.getByTestId('tenant-created-address')).toContainText(`?tenant=${code}`);
    const password = (await created.getByTestId('tenant-created-password').textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await page.getByTestId('tenant-created-close').click();
    await expect(created).toBeHidden();

    const row = page.getByTestId(`tenant-row-${code}`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('tenant-status')).toHaveText('使用中');
    await expect(row.getByTestId('tenant-count-members')).toHaveText('1');
    await expect(row.getByTestId('tenant-count-topics')).toHaveText('0');
    // The password is not shown again anywhere on the screen.
    await page.reload();
    await expect(page.getByTestId(`tenant-row-${code}`)).toBeVisible();
    await expect(page.getByText(password)).toHaveCount(0);

    // The new administrator, in a browser of their own, signs in at the tenant's address.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const tenantPage = await context.newPage();
    const tenantCaptcha = nextCaptcha(tenantPage);
    await tenantPage.goto(`/login?tenant=${code}`);
    await hydrated(tenantPage.getByTestId('login-submit'));
    await loginThroughForm(tenantPage, adminUser, password, tenantCaptcha);
    expect((await context.cookies()).find((c) => c.name === 'TenantId')?.value).toBe(code);

    // Its first topic, posted through the API as that administrator in that tenant.
    const headers = { TenantId: code, authorization: `Bearer ${await tenantToken()}` };
    const plates = await (await context.request.get('/prod-api/plate', { headers })).json();
    expect(plates.totalCount).toBeGreaterThan(0);
    const topicTitle = `${name}的第一个话题`;
    const posted = await context.request.post('/prod-api/discuss', {
      headers,
      data: { plateId: plates.items[0].id, title: topicTitle, content: '欢迎来到我们自己的社区，这是第一个话题。' },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // The default tenant's newest topics (what its forum's first page shows) must never show in the tenant's.
    const newest = await (await page.request.get('/prod-api/discuss?maxResultCount=5')).json();
    const defaultTitles = (newest.items as Array<{ title: string }>).map((x) => x.title);
    expect(defaultTitles.length).toBeGreaterThan(0);

    // Client navigation: the forum shows its boards and its topic only.
    await tenantPage.goto('/index');
    await expect(tenantPage.getByTestId('home-site-name')).toHaveText(name);
    await tenantPage.goto('/discuss');
    await expect(tenantPage.getByTestId('board-page')).toContainText(topicTitle);
    await expect(tenantPage.getByTestId('plate-link').first()).toBeVisible();
    for (const title of defaultTitles) await expect(tenantPage.getByText(title, { exact: true })).toHaveCount(0);

    // Server rendering: the document itself is the tenant's (the TenantId cookie mirrors the tab's tenant).
    const html = await (await context.request.get('/discuss')).text();
    expect(html).toContain(topicTitle);
    expect(html).toContain(name);
    for (const title of defaultTitles) expect(html).not.toContain(title);
    // A fresh visitor following the tenant's address gets its pages rendered at once, without a cookie.
    const linked = await (await browser.newContext({ baseURL })).request.get(`/discuss?tenant=${code}`);
    const linkedHtml = await linked.text();
    expect(linkedHtml).toContain(topicTitle);
    for (const title of defaultTitles) expect(linkedHtml).not.toContain(title);
    // And the default tenant's forum never shows the new tenant's topic.
    const hostHtml = await (await page.request.get('/discuss')).text();
    expect(hostHtml).toContain(defaultTitles[0]);
    expect(hostHtml).not.toContain(topicTitle);

    // Staff disable it: its requests answer 403 with the error envelope, its administrator's session ends.
    await page.getByTestId(`tenant-row-${code}`).getByTestId('tenant-disable').click();
    await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
    await expect(page.getByTestId(`tenant-row-${code}`).getByTestId('tenant-status')).toHaveText('已停用');
    const refused = await context.request.get('/prod-api/account', { headers });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('TenantDisabled');
    const host = await page.request.get('/prod-api/tenant', {
      headers: { authorization: `Bearer ${await adminToken(page.request)}` },
    });
    const listed = (await host.json()).items.find((x: { code: string }) => x.code === code);
    expect(listed.counts.activeSessions).toBe(0);
    await context.close();

    async function tenantToken(): Promise<string> {
      const captchaRes = await context.request.get('/prod-api/account/captcha-image', { headers: { TenantId: code } });
      const { uuid } = (await captchaRes.json()) as { uuid: string };
      const res = await context.request.post('/prod-api/account/login', {
        headers: { TenantId: code },
        data: { username: adminUser, password, code: captchaRes.headers()['x-captcha-answer'], uuid },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { token: string }).token;
    }
  });
});
