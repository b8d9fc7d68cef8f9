import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AssistantFailure, type AssistantProvider } from '../features/chat/assistant.js';
import { createMetrics, type Metrics } from '../metrics/metrics.js';
import { countAssistantCalls } from '../metrics/observers.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createHttpServer } from './http.js';
import { createPageCache } from './page-cache.js';

const TOKEN = 'scrape-me-0123456789abcdef';

/** The value of one series in the exposition text (the line `name{labels} value`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = () => t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('is invisible without the token: the same 404 as an unknown address', async () => {
    const unknown = await t.request({ method: 'GET', url: '/no-such-page' });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
    }
    const posted = await t.request({ method: 'POST', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(posted.statusCode).toBe(404);
  });

  it('answers the Prometheus text with the token, with the named series after some requests', async () => {
    const unmatched = 'clearsight_http_requests_total{method="GET",route="(unmatched)",status="404"}';
    // The refused scrapes above count as the unknown addresses they look like.
    const before = valueOf((await scrape()).body, unmatched) ?? 0;
    await t.request({ method: 'GET', url: '/prod-api/health' });
    await t.request({ method: 'GET', url: '/prod-api/health' });
    await t.request({ method: 'GET', url: '/prod-api/no-such-thing/42' });
    const admin = await t.database.db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    await t.app.services.wallet.change({
      tenantId: admin.tenant_id,
      userId: admin.id,
      amountCents: 500,
      reason: 'staff.adjust',
    });
    t.app.events.emit('site-notice.withdrawn', { tenantId: admin.tenant_id, id: 'n1' });
    // The ledger's count follows the commit through an event; let its listener run.
    await new Promise((resolve) => setTimeout(resolve, 20));

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    // By route pattern and status, never the raw address.
    expect(valueOf(text, 'clearsight_http_requests_total{method="GET",route="/prod-api/health",status="200"}')).toBe(2);
    expect(valueOf(text, unmatched)).toBe(before + 1);
    expect(text).not.toContain('no-such-thing');
    expect(
      valueOf(
        text,
        'clearsight_http_request_duration_seconds_count{method="GET",route="/prod-api/health",status="200"}',
      ),
    ).toBe(2);
    expect(
      valueOf(text, 'clearsight_db_query_duration_seconds_count{statement="select",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(
      valueOf(text, 'clearsight_db_query_duration_seconds_count{statement="update",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(valueOf(text, 'clearsight_ledger_entries_total{reason="staff.adjust"}')).toBe(1);
    expect(valueOf(text, 'clearsight_realtime_sockets{hub="main"}')).toBe(0);
    expect(valueOf(text, 'clearsight_realtime_sockets{hub="chat"}')).toBe(0);
    expect(valueOf(text, 'clearsight_realtime_events_total{hub="notice",event="withdrawNotice"}')).toBe(1);
    // The process's own: event-loop lag and heap.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    for (const name of [
      'clearsight_rate_limited_total',
      'clearsight_overloaded_total',
      'clearsight_page_cache_requests_total',
      'clearsight_assistant_calls_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }
    // Each scrape is counted on the next one.
    expect(
      valueOf((await scrape()).body, 'clearsight_http_requests_total{method="GET",route="/metrics",status="200"}'),
    ).toBe(2);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('refusals counted by route', () => {
  let server: FastifyInstance;
  let metrics: Metrics;
  let overloaded = false;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-metrics-')),
    });
    metrics = createMetrics();
    server = await createHttpServer({
      config,
      kv: new MemoryKeyValueStore(),
      internalRenderToken: 'r',
      metrics,
      overloadCheck: async () => !overloaded,
    });
    server.get('/prod-api/limited/:id', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({}));
    server.get('/prod-api/ping', async () => ({}));
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts 429s and the overload guard’s 503s by route pattern', async () => {
    expect((await server.inject({ method: 'GET', url: '/prod-api/limited/1' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/prod-api/limited/2' })).statusCode).toBe(429);
    expect((await server.inject({ method: 'GET', url: '/prod-api/limited/3' })).statusCode).toBe(429);
    overloaded = true;
    // The guard runs its check every few seconds; wait until it has seen the change.
    let status = 200;
    for (let i = 0; i < 80 && status !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await server.inject({ method: 'GET', url: '/prod-api/ping' })).statusCode;
    }
    expect(status).toBe(503);
    overloaded = false;
    const text = await metrics.text();
    expect(valueOf(text, 'clearsight_rate_limited_total{route="/prod-api/limited/:id"}')).toBe(2);
    expect(valueOf(text, 'clearsight_overloaded_total{route="/prod-api/ping"}')).toBe(1);
  }, 15_000);
});

describe('page-cache hits and misses', () => {
  it('counts what the cache did for each guest page', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-metrics-pc-')),
    });
    const kv = new MemoryKeyValueStore();
    const metrics = createMetrics();
    const server = await createHttpServer({ config, kv, internalRenderToken: 'r', metrics });
    const cache = createPageCache({ kv, enabled: true, ttlMs: 30_000, maxBytes: 1024 * 1024 });
    cache.setGeneration('build-1');
    cache.register(server, {
      tenants: {
        resolve: async () => ({ id: 't-default', code: 'default', name: 'd', isDefault: true, createdAt: '' }),
      },
    });
    server.get('/page', { config: { pageCache: 'page' as const } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(`<!doctype html><p>${'page '.repeat(300)}</p>`),
    );
    await server.ready();
    try {
      const headers = { accept: 'text/html', 'accept-encoding': 'gzip' };
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await server.inject({ method: 'GET', url: '/page', headers }));
      expect(answers.map((a) => a.headers['x-page-cache'])).toEqual(['miss', 'hit', 'hit']);
      const text = await metrics.text();
      expect(valueOf(text, 'clearsight_page_cache_requests_total{result="miss"}')).toBe(1);
      expect(valueOf(text, 'clearsight_page_cache_requests_total{result="hit"}')).toBe(2);
    } finally {
      await server.close();
    }
  });
});

describe('assistant calls', () => {
  function provider(behaviour: 'answer' | 'fail'): AssistantProvider {
    return {
      mode: 'site',
      model: null,
      async *answer() {
        yield 'part one';
        if (behaviour === 'fail') throw new AssistantFailure('failed', 'no');
        yield 'part two';
      },
    };
  }

  it('counts each question by its outcome, passing the answer through', async () => {
    const metrics = createMetrics();
    const signal = new AbortController().signal;
    const parts: string[] = [];
    for await (const part of countAssistantCalls(provider('answer'), metrics).answer({
      tenantId: 't',
      turns: [],
      signal,
    })) {
      parts.push(part);
    }
    expect(parts).toEqual(['part one', 'part two']);
    await expect(async () => {
      for await (const part of countAssistantCalls(provider('fail'), metrics).answer({
        tenantId: 't',
        turns: [],
        signal,
      }))
        void part;
    }).rejects.toThrow(AssistantFailure);
    // A reader that stops early (the member left).
    for await (const part of countAssistantCalls(provider('answer'), metrics).answer({
      tenantId: 't',
      turns: [],
      signal,
    })) {
      void part;
      break;
    }
    const text = await metrics.text();
    expect(valueOf(text, 'clearsight_assistant_calls_total{outcome="answered"}')).toBe(1);
    expect(valueOf(text, 'clearsight_assistant_calls_total{outcome="failed"}')).toBe(1);
    expect(valueOf(text, 'clearsight_assistant_calls_total{outcome="stopped"}')).toBe(1);
  });
});
