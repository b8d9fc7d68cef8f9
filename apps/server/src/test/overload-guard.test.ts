import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createHttpServer } from '../plugins/http.js';
import { OVERLOAD_LIMITS, OverloadState } from '../plugins/overload-guard.js';
import { INTERNAL_RENDER_HEADER, registerAssets } from '../plugins/web.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createMember } from './fixtures.js';
import { createTestApp } from './harness.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** A client folder laid out like the web build's: a hashed script and style, and the favicon. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cs-ov-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'entry.client-Ab12Cd34.js'), 'export const ok = true;\n');
  writeFileSync(join(dir, 'assets', 'root-Zz99Yy88.css'), 'body{margin:0}\n');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

async function guardedServer(overloadCheck?: () => Promise<boolean>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-ov-')) });
  expect(config.overloadGuard).toBe(true);
  const server = await createHttpServer({
    config,
    kv: new MemoryKeyValueStore(),
    internalRenderToken: 'render',
    ...(overloadCheck ? { overloadCheck } : {}),
  });
  server.get('/prod-api/ping', async () => ({ ok: true }));
  server.get('/prod-api/health', async () => ({ ok: true }));
  server.get('/news', async (_request, reply) => reply.type('text/html').send('<p>news</p>'));
  await registerAssets(server, clientDir());
  await server.ready();
  return server;
}

const STATIC_FILES = ['/assets/entry.client-Ab12Cd34.js', '/assets/root-Zz99Yy88.css', '/favicon.svg'];

/**
 * The overload guard answers 503 with Retry-After while the server cannot keep up: a small bilingual page
 * to a browser asking for a page, the error envelope to the API. It is forced on here through its extra
 * check, so these answers do not depend on how busy the machine is.
 */
describe('overload guard, tripped', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await guardedServer(async () => false);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a page request with a small HTML page in Chinese and English', async () => {
    const res = await server.inject({ method: 'GET', url: '/news', headers: { accept: BROWSER_ACCEPT } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('服务器繁忙，请稍后再试');
    expect(res.body).toContain('The server is busy');
    expect(res.body).toMatch(/10 秒后/);
    expect(res.body).not.toContain('"error"');
  });

  it('answers the API with the error envelope', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/prod-api/ping',
      headers: { accept: 'text/html,application/json' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({
      error: {
        code: 'Unavailable',
        message: '服务器繁忙，请稍后再试',
        details: null,
        validationErrors: null,
        requestId: res.headers['x-request-id'],
      },
    });
  });

  it('answers a non-page request outside the API with the envelope too', async () => {
    const res = await server.inject({ method: 'GET', url: '/news', headers: { accept: 'image/avif,*/*' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('Unavailable');
  });

  it('never sheds the web build’s static files: a page already sent keeps its scripts, styles and icon', async () => {
    for (const url of STATIC_FILES) {
      const res = await server.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(200);
      const head = await server.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
    }
    // A file the build does not have is not a static file: it goes where any other request goes.
    const missing = await server.inject({ method: 'GET', url: '/assets/missing-0000.js' });
    expect(missing.statusCode).toBe(503);
  });

  it('never sheds the health answer, nor the renderer’s own calls for a page it admitted', async () => {
    expect((await server.inject({ method: 'GET', url: '/prod-api/health' })).statusCode).toBe(200);
    const render = await server.inject({
      method: 'GET',
      url: '/prod-api/ping',
      headers: { [INTERNAL_RENDER_HEADER]: 'render' },
    });
    expect(render.statusCode).toBe(200);
    // The header without the process's secret is any client's request.
    const forged = await server.inject({
      method: 'GET',
      url: '/prod-api/ping',
      headers: { [INTERNAL_RENDER_HEADER]: 'guess' },
    });
    expect(forged.statusCode).toBe(503);
  });
});

/** What the guard decides from its one-second samples. */
describe('overload guard, what counts as overload', () => {
  const busy = { delayMs: OVERLOAD_LIMITS.maxDelayMs + 200, utilization: 0.99 };
  const calm = { delayMs: 20, utilization: 0.4 };

  it('sheds only after a sustained run of overloaded seconds, and stops at the first calm one', () => {
    const state = new OverloadState(OVERLOAD_LIMITS);
    for (let i = 1; i < OVERLOAD_LIMITS.sustainedSeconds; i += 1) {
      state.record(busy);
      expect(state.overloaded, `after ${i} busy seconds`).toBe(false);
    }
    state.record(busy);
    expect(state.overloaded).toBe(true);
    state.record(busy);
    expect(state.overloaded).toBe(true);
    state.record(calm);
    expect(state.overloaded).toBe(false);
  });

  it('one long task (a second with a huge delay) between calm seconds never sheds', () => {
    const state = new OverloadState(OVERLOAD_LIMITS);
    for (let i = 0; i < 10; i += 1) {
      state.record({ delayMs: 5000, utilization: 1 });
      expect(state.overloaded).toBe(false);
      state.record(calm);
      state.record(calm);
    }
  });

  it('a late loop with idle time (the machine busy with other work, not this server) never sheds', () => {
    const state = new OverloadState(OVERLOAD_LIMITS);
    for (let i = 0; i < 10; i += 1) state.record({ delayMs: 2000, utilization: 0.5 });
    expect(state.overloaded).toBe(false);
  });

  it('a busy loop that keeps up (short delays) never sheds', () => {
    const state = new OverloadState(OVERLOAD_LIMITS);
    for (let i = 0; i < 10; i += 1) state.record({ delayMs: 120, utilization: 1 });
    expect(state.overloaded).toBe(false);
  });
});

/** The guard on a real event loop: it trips under sustained overload, and not under an ordinary load. */
describe('overload guard, measured', () => {
  it('sheds pages but not static files while the event loop is saturated for seconds', async () => {
    const server = await guardedServer();
    try {
      const guard = server.overloadGuard;
      expect(guard?.overloaded).toBe(false);
      // Long synchronous turns back to back: every second has a late loop and no idle time.
      const deadline = Date.now() + 20_000;
      const answers = await new Promise<{ page: number; pageType: string; pageBody: string; asset: number }>(
        (resolve, reject) => {
          const turn = () => {
            const end = Date.now() + OVERLOAD_LIMITS.maxDelayMs + 250;
            while (Date.now() < end) {
              // Busy on purpose.
            }
            if (guard?.overloaded) {
              void Promise.all([
                server.inject({ method: 'GET', url: '/news', headers: { accept: BROWSER_ACCEPT } }),
                server.inject({ method: 'GET', url: STATIC_FILES[0]! }),
              ]).then(
                ([page, asset]) =>
                  resolve({
                    page: page.statusCode,
                    pageType: String(page.headers['content-type']),
                    pageBody: page.body,
                    asset: asset.statusCode,
                  }),
                reject,
              );
            } else if (Date.now() > deadline) {
              reject(new Error(`the guard never tripped; last second: ${JSON.stringify(guard?.lastSample)}`));
            } else {
              setTimeout(turn, 1);
            }
          };
          setTimeout(turn, 1);
        },
      );
      // Under a real overload a browser still gets the small HTML page, and the page's assets still load.
      expect(answers).toMatchObject({ page: 503, asset: 200 });
      expect(answers.pageType).toMatch(/^text\/html/);
      expect(answers.pageBody).toContain('服务器繁忙，请稍后再试');
    } finally {
      await server.close();
    }
  }, 30_000);

  it('answers 10 members’ concurrent requests without a 503 (the test app with the guard on)', async () => {
    // Every request real work: from one address, the rate limiter would answer most of them 429.
    const t = await createTestApp({ env: { OVERLOAD_GUARD: 'on', RATE_LIMIT_DISABLED: '1' } });
    try {
      expect(t.server.overloadGuard).toBeDefined();
      const members = await Promise.all(Array.from({ length: 10 }, () => createMember(t)));
      const urls = ['/prod-api/account', '/prod-api/notice/active', '/prod-api/bbs-notice', '/prod-api/health'];
      const statuses = new Map<number, number>();
      // Longer than the guard needs to decide (its sustained seconds and one more), each member asking again
      // as soon as answered.
      const until = Date.now() + (OVERLOAD_LIMITS.sustainedSeconds + 1) * OVERLOAD_LIMITS.sampleMs;
      let sawBusySecond = false;
      await Promise.all(
        members.map(async (member, i) => {
          for (let n = i; Date.now() < until; n += 1) {
            const res = await t.request({ method: 'GET', url: urls[n % urls.length]!, token: member.token });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if ((t.server.overloadGuard?.lastSample.utilization ?? 0) > 0.5) sawBusySecond = true;
          }
        }),
      );
      expect(statuses.get(503) ?? 0).toBe(0);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      // The guard was measuring while the members were served (the load kept the loop busy).
      expect(sawBusySecond).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is off in the test harness, where a busy machine is not an overloaded server', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.overloadGuard).toBe(false);
      expect(t.server.overloadGuard).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
