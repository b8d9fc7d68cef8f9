import { expect, test, type Page } from '@playwright/test';
import { OIDC_TYPE } from './playwright.config';
import { apiRegister, loginThroughForm, nextCaptcha } from './support';

/**
 * Third-party login in Chromium against a real OpenID provider started beside the site
 * (e2e/oidc-provider.mjs): the first login makes an account, the next one logs straight in, the last
 * binding of an account without a password stays, and a refusal at the provider is explained.
 */
async function signInAtProvider(page: Page, account: string, name: string) {
  await expect(page.getByRole('heading', { name: 'Test SSO' })).toBeVisible();
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('third-party login', () => {
  test('first login makes an account, the next logs straight in; the only binding cannot be removed', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const account = `sso-${stamp}`;
    const userName = `sso${stamp}`.slice(0, 20);

    await page.goto('/login?redirect=/serviceSupport/college');
    const button = page.getByTestId(`oauth-provider-${OIDC_TYPE}`);
    await expect(button).toHaveText(/Test SSO/);
    await button.click();
    await signInAtProvider(page, account, 'Lin Yue');

    await expect(page).toHaveURL(new RegExp(`/auth/${OIDC_TYPE}\\?`));
    await expect(page.getByRole('heading', { name: '首次使用 Test SSO 登录' })).toBeVisible();
    await expect(page.getByTestId('oauth-first-time')).toContainText('Lin Yue');
    // The suggestion comes from the provider's user name; the member chooses their own.
    await expect(page.getByTestId('oauth-username')).toHaveValue(account.replace(/-/g, ''));
    await page.getByTestId('oauth-username').fill(userName);
    await page.getByTestId('oauth-create-submit').click();
    await expect(page.getByText(`账号 ${userName} 已创建，欢迎加入！`)).toBeVisible();
    await expect(page).toHaveURL(/\/serviceSupport\/college$/);
    await expect(page.getByTestId('header-user-name').first()).toHaveText('Lin Yue');

    await page.goto(`/profile/${userName}?tab=bindings`);
    const row = page.getByTestId(`oauth-binding-${OIDC_TYPE}`);
    await expect(row).toContainText('已绑定：Lin Yue');
    await expect(page.getByTestId('oauth-bindings')).toContainText('你的账号没有设置密码');
    await page.getByTestId(`oauth-unbind-${OIDC_TYPE}`).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('这是你的账号唯一的登录方式，不能解绑')).toBeVisible();
    await expect(row).toContainText('已绑定：Lin Yue');

    // Out, and back in through the provider (a fresh browser there too): no questions on this site this time.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByTestId(`oauth-provider-${OIDC_TYPE}`).click();
    await signInAtProvider(page, account, 'Lin Yue');
    await expect(page.getByText('您好Lin Yue，登录成功！')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeTruthy();
  });

  test('a refusal at the provider comes back as a clear message and a way back to the login', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId(`oauth-provider-${OIDC_TYPE}`).click();
    await expect(page.getByRole('heading', { name: 'Test SSO' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('oauth-failed')).toContainText('你在第三方取消了授权');
    await page.getByRole('link', { name: '返回登录' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a member with a password binds the provider on their profile, logs in with it, and unbinds it', async ({
    page,
    request,
  }) => {
    const member = await apiRegister(request);
    const captcha = nextCaptcha(page);
    await page.goto('/login');
    await loginThroughForm(page, member.userName, member.password, captcha);

    await page.goto(`/profile/${member.userName}?tab=bindings`);
    const row = page.getByTestId(`oauth-binding-${OIDC_TYPE}`);
    await expect(row).toContainText('未绑定');
    await page.getByTestId(`oauth-bind-${OIDC_TYPE}`).click();
    const account = `bind-${Date.now().toString(36)}`;
    await signInAtProvider(page, account, 'Work Account');
    await expect(page.getByText('已绑定 Test SSO 账号「Work Account」')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.userName}\\?tab=bindings$`));
    await expect(row).toContainText('已绑定：Work Account');

    // The binding logs this member in from a fresh browser.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByTestId(`oauth-provider-${OIDC_TYPE}`).click();
    await signInAtProvider(page, account, 'Work Account');
    await expect(page.getByText(/登录成功！$/)).toBeVisible();
    await expect(page.getByTestId('header-user-name').first()).toHaveText(member.userName);

    // With a password, even the only binding may go.
    await page.goto(`/profile/${member.userName}?tab=bindings`);
    await page.getByTestId(`oauth-unbind-${OIDC_TYPE}`).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已解绑')).toBeVisible();
    await expect(row).toContainText('未绑定');
  });
});
