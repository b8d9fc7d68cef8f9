import { createHash } from 'node:crypto';
import { adminToken, hydrated } from './support';
import { expect, test } from './csp';

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

/** The hashes of a page's inline scripts, as the browser computes them. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes!) || /application\/ld\+json/.test(attributes!) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Decision 0020: pages allow exactly their own inline scripts, by hash, and connect only to the site itself; the
 * API allows no inline script. The production build still hydrates under it, guests' cached pages included, and
 * the browser reports no violation on any of these pages (the `csp` fixture fails the journey otherwise).
 */
test.describe('content security policy', () => {
  test('a page allows its own inline scripts by hash and nothing inline besides; the API allows none', async ({
    request,
    baseURL,
  }) => {
    const host = new URL(baseURL!).host;
    const page = await request.get('/news');
    expect(page.status()).toBe(200);
    const policy = directives(page.headers()['content-security-policy']);
    const html = await page.text();
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(policy['script-src']).toBe(["'self'", ...hashes].join(' '));
    expect(policy['script-src']).not.toContain('unsafe-inline');
    expect(policy['connect-src']).toBe(`'self' ws://${host}`);
    // The render's nonce marked the scripts to hash and is not left in the page for anyone to reuse.
    expect(html).not.toMatch(/<script[^>]*\snonce=/);

    // The next guest gets the cached copy with the same policy, which fits its scripts.
    const cached = await request.get('/news');
    expect(cached.headers()['x-page-cache']).toBe('hit');
    expect(cached.headers()['content-security-policy']).toBe(page.headers()['content-security-policy']);
    expect(inlineScriptHashes(await cached.text())).toEqual(hashes);

    const api = await request.get('/prod-api/config');
    const apiPolicy = directives(api.headers()['content-security-policy']);
    expect(apiPolicy['script-src']).toBe("'self'");
    expect(apiPolicy['connect-src']).toBe(`'self' ws://${host}`);
  });

  test('the violation listener hears a refused inline script', async ({ page, baseURL, cspViolations }) => {
    await page.route('**/csp-listener-probe', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': "script-src 'self'" },
        body: '<!doctype html><title>probe</title><script>document.title = "ran"</script>',
      }),
    );
    await page.goto(`${baseURL}/csp-listener-probe`);
    // Both reports: the document's event and the browser's console message.
    await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(2);
    expect(await page.title()).toBe('probe');
    // Heard: emptied, so that this test itself passes.
    cspViolations.length = 0;
  });

  test('public pages, a cached page and the console hydrate without a violation', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    for (const path of ['/index', '/news', '/news', '/discuss', '/login']) {
      await page.goto(path);
      await hydrated(page.locator('body > *').first());
    }
    // The console: antd's styles written at run time, the realtime hubs connecting.
    const token = await adminToken(page.request);
    await page.addInitScript((value) => window.localStorage.setItem('AccessToken', value), token);
    await page.context().addCookies([{ name: 'AccessToken', value: token, url: baseURL! }]);
    await page.goto('/admin');
    // The frame is drawn in the browser (a lazily loaded module), so seeing it means the scripts ran.
    await expect(page.getByTestId('admin-layout')).toBeVisible({ timeout: 30_000 });
  });
});
