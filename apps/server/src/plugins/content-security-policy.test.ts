import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createContentSecurityPolicy, hashRenderedScripts, renderNonce } from './content-security-policy.js';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

describe('content security policy', () => {
  it('allows no inline script, and connections only to the site itself and its hubs', () => {
    const policy = directives(createContentSecurityPolicy({}).forRequest({ protocol: 'http', host: 'shop.test:3000' }));
    expect(policy['script-src']).toBe("'self'");
    expect(policy['script-src-attr']).toBe("'none'");
    expect(policy['connect-src']).toBe("'self' ws://shop.test:3000");
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['object-src']).toBe("'none'");
    expect(Object.values(policy).join(' ')).not.toMatch(/(^|\s)(ws:|wss:|\*)(\s|$)/);
    expect(
      directives(createContentSecurityPolicy({}).forRequest({ protocol: 'https', host: 'Shop.Test' })),
    ).toMatchObject({ 'connect-src': "'self' wss://shop.test" });
  });

  it('names PUBLIC_URL when it is set, whatever host the request names', () => {
    const policy = createContentSecurityPolicy({ publicUrl: 'https://vision.example.com/' });
    expect(directives(policy.forRequest({ protocol: 'http', host: 'evil.test' }))['connect-src']).toBe(
      "'self' https://vision.example.com wss://vision.example.com",
    );
  });

  it('leaves out a host that is not one, so a request cannot write into the policy', () => {
    const policy = createContentSecurityPolicy({});
    for (const host of ["evil.test; script-src 'unsafe-inline'", 'a b', 'x.test/path', '']) {
      const text = policy.forRequest({ protocol: 'http', host });
      expect(directives(text)['connect-src'], host).toBe("'self'");
      expect(text).not.toContain("unsafe-inline'; script");
    }
  });

  it("gives a page's own inline scripts their hashes, and none to a script without the render's nonce", () => {
    const nonce = renderNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(renderNonce()).not.toBe(nonce);
    const ours = 'window.__reactRouterContext = {"a":"<\\/b>"};';
    const module = 'import "/assets/entry.client-x.js";\r\nwindow.__reactRouterRouteModules = {};';
    const html =
      `<html><head><script nonce="${nonce}">${ours}</script>` +
      `<script type="module" nonce="${nonce}" src="/assets/x.js"></script>` +
      `<script type="application/ld+json">{"@type":"Thing"}</script></head>` +
      `<body><div>user text</div><script>alert(1)</script><script nonce="guessed">alert(2)</script>` +
      `<script type="module" nonce="${nonce}">${module}</script></body></html>`;
    const hashed = hashRenderedScripts(Buffer.from(html), nonce);
    const { hashes } = hashed;
    const out = hashed.page.toString('utf8');
    // The browser hashes the text as parsed: CR LF read as LF.
    expect(hashes).toEqual([sha256(ours), sha256(module.replace(/\r\n/g, '\n'))]);
    expect(out).not.toContain(nonce);
    expect(out).toContain(`<script>${ours}</script>`);
    expect(out).toContain('<script type="module" src="/assets/x.js"></script>');
    expect(out).toContain('<script>alert(1)</script><script nonce="guessed">alert(2)</script>');
    const plain = Buffer.from('<p>no scripts</p>');
    expect(hashRenderedScripts(plain, nonce)).toEqual({ page: plain, hashes: [] });
    // Text in any script, and the page around it, keep their bytes (Chinese included); a nonce outside a
    // script's start tag (in the page's text) is not a script's.
    const chinese = `window.__t = "澄镜视觉";`;
    const mixed = Buffer.from(
      `<p>说明 nonce="${nonce}" 不是脚本</p><script nonce="${nonce}">${chinese}</script><scripts nonce="${nonce}">x</scripts>`,
    );
    const result = hashRenderedScripts(mixed, nonce);
    expect(result.hashes).toEqual([sha256(chinese)]);
    expect(result.page.toString('utf8')).toBe(
      `<p>说明 nonce="${nonce}" 不是脚本</p><script>${chinese}</script><scripts nonce="${nonce}">x</scripts>`,
    );
  });

  it("puts the hashes into a page's policy", () => {
    const policy = createContentSecurityPolicy({}).forPage({ protocol: 'http', host: 'shop.test' }, ['sha256-AAA=']);
    expect(directives(policy)['script-src']).toBe("'self' 'sha256-AAA='");
  });
});

describe('content security policy on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is set on API answers and server-made pages, without inline scripts or any WebSocket host', async () => {
    for (const url of ['/prod-api/health', '/prod-api/nope', '/?tenant=nosuch']) {
      const res = await t.request({ method: 'GET', url, headers: { host: 'shop.test:8080' } });
      const policy = directives(String(res.headers['content-security-policy']));
      expect(policy['script-src'], url).toBe("'self'");
      expect(policy['connect-src'], url).toBe("'self' ws://shop.test:8080");
    }
  });
});
