import { expect, test, type Page } from '@playwright/test';
import { apiLogin, apiRegister, hydrated } from './support';

/**
 * The navigation guard when the member's account cannot be loaded (docs/product.md#navigation-guard): a failure
 * the server answered (a 5xx) or a network error logs out, shows the message received and goes to `/`; a load
 * the page's own reload cut off got no answer, and the member stays signed in.
 */

/** A guest's tab that holds a token without user info yet, as after a login in another tab of the browser. */
async function loggedInElsewhere(page: Page, token: string, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page.getByTestId('header-login'));
  await page.evaluate((value) => {
    window.localStorage.setItem('AccessToken', value);
    // What the browser tells the other tabs.
    window.dispatchEvent(new StorageEvent('storage', { key: 'AccessToken', newValue: value }));
  }, token);
}

/** A new tab of a returning member: the token in local storage, no user info in the tab's session storage. */
async function returningMember(page: Page, token: string, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page.getByTestId('header-login'));
  await page.evaluate((value) => window.localStorage.setItem('AccessToken', value), token);
}

const isAccountLoad = (url: URL) => url.pathname === '/prod-api/account';

test.describe('the navigation guard when loading the account fails', () => {
  test('a server error: logged out, told, sent to /', async ({ page, request }) => {
    const member = await apiRegister(request);
    const token = await apiLogin(request, member.userName, member.password);
    await loggedInElsewhere(page, token, '/news');
    await page.route(isAccountLoad, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'Internal', message: 'boom', details: null, validationErrors: null } }),
      }),
    );
    // A navigation inside the site: the guard runs before the next page is shown.
    await page.getByTestId('site-header').getByRole('link', { name: '首页' }).first().click();
    await expect(page.getByText('网络开小差了，请稍后再试').first()).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => [Object.keys(localStorage), Object.keys(sessionStorage)])).toEqual([[], []]);
  });

  test('a network error on arrival: logged out with 网络连接错误, sent to /', async ({ page, request }) => {
    const member = await apiRegister(request);
    const token = await apiLogin(request, member.userName, member.password);
    await returningMember(page, token, '/news');
    await page.route(isAccountLoad, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText('网络连接错误')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeNull();
  });

  test('a load the page’s own reload cut off: still signed in', async ({ page, request }) => {
    const member = await apiRegister(request);
    const token = await apiLogin(request, member.userName, member.password);
    await returningMember(page, token, '/news');
    let held = 0;
    // The first load never answers: the reload below cuts it off.
    await page.route(isAccountLoad, async (route) => {
      held += 1;
      if (held === 1) return;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => held).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBe(token);
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBe(token);
    await expect(page.getByTestId('header-money')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBe(token);
    await expect(page.getByText('网络连接错误')).toHaveCount(0);
  });
});
