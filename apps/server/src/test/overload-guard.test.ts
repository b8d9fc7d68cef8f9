import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createHttpServer } from '../plugins/http.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createTestApp } from './harness.js';

/**
 * The overload guard answers 503 with Retry-After while the server cannot keep up: a small bilingual page
 * to a browser asking for a page, the error envelope to the API. It is forced on here through its extra
 * health check, so the test does not depend on how busy the machine is.
 */
describe('overload guard', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-ov-')),
    });
    expect(config.overloadGuard).toBe(true);
    server = await createHttpServer({
      config,
      kv: new MemoryKeyValueStore(),
      internalRenderToken: 'render',
      overloadCheck: async () => false,
    });
    server.get('/prod-api/ping', async () => ({ ok: true }));
    server.get('/news', async (_request, reply) => reply.type('text/html').send('<p>news</p>'));
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a page request with a small HTML page in Chinese and English', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/news',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
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

  it('answers a non-page request outside the API (an asset) with the envelope too', async () => {
    const res = await server.inject({ method: 'GET', url: '/news', headers: { accept: 'image/avif,*/*' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('Unavailable');
  });

  it('is off in the test harness, where a busy machine is not an overloaded server', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.overloadGuard).toBe(false);
      expect(t.server.hasDecorator('isUnderPressure')).toBe(false);
    } finally {
      await t.close();
    }
  });
});
