import { expect, test } from '@playwright/test';
import { apiRegister, loginThroughForm, nextCaptcha, readSmsCode, trackCaptcha, uniqueVisitor } from './support';

test.describe('accounts', () => {
  test('a new visitor registers and goes on logged in, reads the bell, logs out and back in', async ({
    page,
    request,
  }) => {
    const visitor = uniqueVisitor();
    const captcha = trackCaptcha(page);

    await page.goto('/register');
    await page.getByTestId('register-username').fill(visitor.userName);
    await page.getByTestId('register-password').fill(visitor.password);
    await page.getByTestId('register-confirm-password').fill(visitor.password);
    await page.getByTestId('register-phone').fill(visitor.phone);
    await page.getByTestId('captcha-input').fill(await captcha.latest());
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-send')).toBeDisabled(); // the 60 s resend countdown runs
    await page.getByTestId('sms-code-input').fill(await readSmsCode(request, visitor.phone));
    await page.getByTestId('register-submit').click();
    // The register answer carries a session: no second captcha, the member is in at once.
    await expect(page.getByText(`注册成功，您的账号是 ${visitor.userName}，已为您登录`)).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header-user-name').first()).toHaveText(visitor.userName);
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeTruthy();

    // The bell shows the welcome notice; marking it read clears the count.
    await expect(page.getByTestId('notice-unread')).toContainText('1');
    await page.getByTestId('notice-bell').click();
    const item = page.getByTestId('notice-item').first();
    await expect(item).toContainText('欢迎加入社区');
    await page.getByTestId('notice-mark-read').first().click();
    await expect(page.getByTestId('notice-unread')).not.toContainText('1');

    await page.keyboard.press('Escape');
    // A click that lands while the avatar menu is still animating open can miss its handler: open the menu
    // and click again until the logout message shows (it stays 2000 ms, docs/product.md#constants).
    const logoutItem = page.getByRole('menuitem', { name: '退出登录' });
    await expect(async () => {
      if (!(await logoutItem.isVisible())) await page.getByTestId('header-user').click();
      await logoutItem.click({ timeout: 2_000 });
      await expect(page.getByText('退出成功')).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeNull();
    // Logout clears all local and session storage (docs/product.md#session). The guest's page then keeps only the
    // public site configuration, as every page does (`configInfo`): nothing of the member comes back.
    await page.waitForTimeout(1_000);
    const [local, session] = await page.evaluate(() => [Object.keys(localStorage), Object.keys(sessionStorage)]);
    expect(local).toEqual([]);
    expect(session.filter((key) => key !== 'configInfo')).toEqual([]);
    const kept = (await page.evaluate(() => sessionStorage.getItem('configInfo'))) ?? '';
    expect(kept).not.toContain('AccessToken');
    expect(kept).not.toContain(visitor.userName);

    const loginCaptcha = nextCaptcha(page);
    await page.goto('/login');
    await loginThroughForm(page, visitor.userName, visitor.password, loginCaptcha);
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header-user-name').first()).toHaveText(visitor.userName);
  });

  test('a wrong captcha answers 验证码错误 and shows a fresh captcha', async ({ page }) => {
    const captcha = trackCaptcha(page);
    await page.goto('/login');
    const first = await captcha.latest();
    const image = page.getByTestId('captcha-image');
    await expect(image).not.toHaveAttribute('data-uuid', '');
    const before = await image.getAttribute('data-uuid');
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill('whatever-password');
    await page.getByTestId('captcha-input').fill(first === 'zzzz' ? 'yyyy' : 'zzzz');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('验证码错误')).toBeVisible();
    await expect.poll(() => image.getAttribute('data-uuid')).not.toBe(before);
    await expect(image.locator('img')).toBeVisible();
  });

  test('a session ended elsewhere asks, in the 提示 dialog, to log in again', async ({ page, request }) => {
    // With its realtime hubs the tab would hear of the ended session at once and log out by itself (see
    // realtime.e2e.ts); without them, as here, the next call's 401 tells.
    await page.routeWebSocket(/\/prod-ws\//, () => undefined);
    const visitor = await apiRegister(request);
    const captcha = trackCaptcha(page);
    await page.goto('/login');
    await page.getByTestId('login-username').fill(visitor.userName);
    await page.getByTestId('login-password').fill(visitor.password);
    await page.getByTestId('captcha-input').fill(await captcha.latest());
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-user-name').first()).toHaveText(visitor.userName);
    const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
    // The session ends on the server (as a logout in another browser would).
    const ended = await request.post('/prod-api/account/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(200);
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-read-all').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('提示');
    await expect(dialog).toContainText('该功能需要登陆后享有,是否立即登录?');
    await dialog.getByRole('button', { name: /确\s*定|确认|OK/ }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeNull();
  });
});
