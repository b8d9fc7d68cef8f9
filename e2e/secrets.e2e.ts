import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_LOG } from './playwright.config';

/**
 * Passwords never in an address (docs/product.md#accounts): a form that carries a secret, sent before the page's
 * script has taken over, posts it to the page's own action in the request's body. The address bar, the
 * history and the server's request log never hold it; the page comes back with what it may keep and asks to
 * send again. These journeys run with JavaScript off: the state of every page before its script takes over.
 */

const stamp = () => Date.now().toString(36).slice(-6);

function serverLog(): string {
  return readFileSync(SERVER_LOG, 'utf8');
}

/** The history of the tab: every address it showed. */
async function addresses(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let back = 0; back < 5; back += 1) {
    seen.push(page.url());
    const went = await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    if (!went) break;
  }
  return seen;
}

const FORMS = [
  {
    path: '/login',
    form: 'login-form',
    fill: { username: 'nojs-user', password: 'PwLogin-', code: 'abcd' },
    kept: { 'login-username': 'nojs-user' },
    secret: ['login-password'],
  },
  {
    path: '/register',
    form: 'register-form',
    fill: {
      userName: 'nojsreg',
      password: 'PwRegister-',
      confirmPassword: 'PwRegister-',
      phone: '13900001234',
      smsCode: '424242',
    },
    kept: { 'register-username': 'nojsreg', 'register-phone': '13900001234' },
    secret: ['register-password', 'register-confirm-password'],
  },
  {
    path: '/forgotPassword',
    form: 'forgot-form',
    fill: { phone: '13900004321', smsCode: '535353', password: 'PwRecover-', confirmPassword: 'PwRecover-' },
    kept: { 'forgot-phone': '13900004321' },
    secret: ['forgot-password'],
  },
] as const;

test.describe('forms that carry a secret, sent before the page’s script', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh-CN', 'en'] as const) {
    for (const { path, form, fill, kept, secret } of FORMS) {
      test(`${path} (${lang}) posts: no secret in the address, the history or the log`, async ({ page }) => {
        const mark = stamp();
        // `?lang=` switches the language without a script (a redirect that sets the cookie).
        await page.goto(lang === 'en' ? `${path}?lang=en` : path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(fill)) {
          // Passwords get this run's mark, so the log and the history can be searched for exactly them.
          values[name] = /password/i.test(name) ? `${value}${mark}` : value;
          await page.locator(`[data-testid="${form}"] [name="${name}"]`).fill(values[name]!);
        }
        const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes(path));
        await page.locator(`[data-testid="${form}"] button[type="submit"]`).click();
        const request = await posted;
        // In the body, not the address.
        expect(new URL(request.url()).search).not.toMatch(/password|smsCode|code=/i);
        expect(new URL(page.url()).search).not.toMatch(/password|smsCode|code=/i);
        expect(request.postData() ?? '').toContain(encodeURIComponent(values.password!));
        await expect(page.getByTestId('early-submit-notice')).toBeVisible();
        await expect(page.getByTestId('early-submit-notice')).toContainText(
          lang === 'en' ? 'The page was not ready yet' : '页面还没有准备好',
        );
        for (const [testId, value] of Object.entries(kept)) await expect(page.getByTestId(testId)).toHaveValue(value);
        for (const testId of secret) await expect(page.getByTestId(testId)).toHaveValue('');

        const history = await addresses(page);
        for (const address of history) expect(address).not.toContain(mark);
        await expect.poll(() => serverLog().includes(`"method":"POST","url":"${path}"`)).toBe(true);
        expect(serverLog()).not.toContain(mark);
      });
    }
  }

  test('an address that does carry a password (an old link, a bookmark) is logged without it', async ({ page }) => {
    const mark = stamp();
    await page.goto(`/login?username=nojs-get&password=PwGet-${mark}&code=9${mark}`);
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect
      .poll(() => serverLog().includes('/login?username=nojs-get&password=[redacted]&code=[redacted]'))
      .toBe(true);
    expect(serverLog()).not.toContain(mark);
  });
});
