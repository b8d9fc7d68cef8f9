import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AppError } from '../shared/app-error.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createHttpServer } from './http.js';

/** Lines written by the server's logger, parsed (the test reads them instead of standard output). */
function captureLog(): { lines: Array<Record<string, unknown>>; write(line: string): void } {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) };
}

describe('request ids without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts a fresh id in the header and in the error envelope, ignoring the one the client sent', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/no-such-thing', headers: { 'x-request-id': 'abc' } });
    expect(res.statusCode).toBe(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().error.requestId).toBe(id);
  });

  it('gives each request its own id, also on a refused tenant (an error raised before the route)', async () => {
    const a = await t.request({ method: 'GET', url: '/prod-api/config', tenant: 'nope' });
    const b = await t.request({ method: 'GET', url: '/prod-api/config', tenant: 'nope' });
    expect(a.statusCode).toBe(400);
    expect(a.json().error.requestId).toBe(a.headers['x-request-id']);
    expect(b.json().error.requestId).not.toBe(a.json().error.requestId);
  });
});

describe('request ids behind a trusted proxy', () => {
  let server: FastifyInstance;
  const log = captureLog();
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      OVERLOAD_GUARD: 'off',
      TRUST_PROXY: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-reqid-')),
    });
    server = await createHttpServer({
      config,
      kv: new MemoryKeyValueStore(),
      internalRenderToken: 'r',
      logStream: log,
    });
    server.get('/prod-api/works', async (request) => {
      request.log.info('inside the route');
      return { ok: true };
    });
    server.get('/prod-api/fails', async () => {
      throw AppError.badRequest('nope');
    });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  it("keeps the balancer's id when it is a safe short token, in the header, the envelope and every log line", async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/prod-api/fails',
      headers: { 'x-request-id': 'ng-7f3a.42:1' },
    });
    expect(res.headers['x-request-id']).toBe('ng-7f3a.42:1');
    expect(res.json().error.requestId).toBe('ng-7f3a.42:1');
    const ok = await server.inject({ method: 'GET', url: '/prod-api/works', headers: { 'x-request-id': 'ng-2' } });
    expect(ok.headers['x-request-id']).toBe('ng-2');
    const mine = log.lines.filter((line) => line.reqId === 'ng-2').map((line) => line.msg);
    expect(mine).toEqual(['incoming request', 'inside the route', 'request completed']);
    // No line written while serving a request lacks its id.
    expect(log.lines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });

  it('replaces an id that is too long or holds unsafe characters', async () => {
    for (const sent of ['x'.repeat(65), 'a b', 'a\u00e9', 'a"b', 'a\tb']) {
      const res = await server.inject({ method: 'GET', url: '/prod-api/works', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
