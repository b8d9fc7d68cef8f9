import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Locator } from '@playwright/test';

/**
 * Journeys read captcha answers from the `x-captcha-answer` header that CAPTCHA_TEST_MODE adds (the server
 * refuses that mode in production), and SMS codes from the outbox through the admin API.
 */
export function trackCaptcha(page: Page): { latest(): Promise<string> } {
  let answer: string | null = null;
  page.on('response', (response) => {
    if (response.url().includes('/prod-api/account/captcha-image')) {
      const value = response.headers()['x-captcha-answer'];
      if (value) answer = value;
    }
  });
  return {
    async latest() {
      await expect.poll(() => answer, { message: 'a captcha image was loaded' }).not.toBeNull();
      return answer!;
    },
  };
}

export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const captcha = await request.get('/prod-api/account/captcha-image');
  const { uuid } = (await captcha.json()) as { uuid: string };
  const code = captcha.headers()['x-captcha-answer']!;
  const res = await request.post('/prod-api/account/login', { data: { username, password, code, uuid } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return apiLogin(request, 'admin', process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2E-2026');
}

/** The 6-digit code of the newest SMS sent to `phone`, read from the outbox as an administrator would. */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const token = await adminToken(request);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/prod-api/admin/sms-outbox?phone=${phone}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { items: Array<{ content: string }> };
      code = /\d{6}/.exec(body.items[0]?.content ?? '')?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

let counter = 0;
export function uniqueVisitor() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`.slice(-10);
  return {
    userName: `e2e${stamp}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 20),
    password: 'Vision#Journey2026',
    phone: `137${String(Date.now() % 1e8).padStart(8, '0')}`,
  };
}

/** Registers a member through the API (image captcha → SMS code from the outbox → register). */
export async function apiRegister(request: APIRequestContext) {
  const visitor = uniqueVisitor();
  const captcha = await request.get('/prod-api/account/captcha-image');
  const { uuid } = (await captcha.json()) as { uuid: string };
  const sent = await request.post('/prod-api/account/captcha-phone', {
    data: { phone: visitor.phone, code: captcha.headers()['x-captcha-answer'], uuid },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await readSmsCode(request, visitor.phone);
  const res = await request.post('/prod-api/account/register', {
    data: { userName: visitor.userName, password: visitor.password, phone: visitor.phone, code },
  });
  expect(res.status(), await res.text()).toBe(201);
  return visitor;
}

/**
 * A browser context signed in as `user` the way a login leaves it: the token in localStorage (set before any page
 * script runs, and only if the page has not replaced it since).
 */
export async function memberContext(
  browser: Browser,
  request: APIRequestContext,
  user: { userName: string; password: string },
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  const token = await apiLogin(request, user.userName, user.password);
  const context = await browser.newContext({ locale: 'zh-CN', viewport });
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('AccessToken')) window.localStorage.setItem('AccessToken', value);
  }, token);
  return context;
}

/**
 * Resolves once React has hydrated the element (its props are attached), so that a click reaches its
 * handlers instead of the bare server-rendered markup.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the page was hydrated',
    })
    .toBe(true);
}

/** The answer of the next captcha image the page loads (start waiting before the page asks for it). */
export function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes('/prod-api/account/captcha-image') && !!r.headers()['x-captcha-answer'])
    .then((r) => r.headers()['x-captcha-answer']!);
}

/** Fills and sends the login form already on screen; `captcha` is the answer of its captcha image. */
export async function loginThroughForm(
  page: Page,
  username: string,
  password: string,
  captcha: Promise<string>,
): Promise<void> {
  const code = await captcha; // loaded by the hydrated form, so typing now reaches React
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('captcha-input').fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(/^您好.+，登录成功！$/)).toBeVisible(); // greets by display name
}

/**
 * A bare second tenant with its own site name, written straight into the server's database (SQLite in the
 * journeys' data directory, or PostgreSQL when E2E_DATABASE_URL is set), for journeys about what a page shows
 * per tenant; e2e/tenants.e2e.ts creates tenants the way staff do, in the console. The server finds a new
 * tenant at its first request (a miss re-reads the tenants).
 */
export async function createTenant(siteName: string): Promise<{ id: string; code: string }> {
  const id = randomUUID();
  const code = `e2e${Date.now().toString(36)}`;
  const now = new Date().toISOString();
  const pgUrl = process.env.E2E_DATABASE_URL;
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(
        'INSERT INTO tenants (id, code, name, is_default, created_at) VALUES ($1, $2, $3, false, $4)',
        [id, code, siteName, now],
      );
      await client.query(
        'INSERT INTO site_configs (id, tenant_id, config_key, config_value, remark, updated_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [randomUUID(), id, 'bbs.site.name', siteName, '', now],
      );
    } finally {
      await client.end();
    }
    return { id, code };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(join(process.env.E2E_DATA_DIR!, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('INSERT INTO tenants (id, code, name, is_default, created_at) VALUES (?, ?, ?, 0, ?)').run(
      id,
      code,
      siteName,
      now,
    );
    db.prepare(
      'INSERT INTO site_configs (id, tenant_id, config_key, config_value, remark, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(randomUUID(), id, 'bbs.site.name', siteName, '', now);
  } finally {
    db.close();
  }
  return { id, code };
}
