import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createHttpServer } from './http.js';
import { acceptPageForms, toFetchRequest } from './web.js';

/**
 * A page's form posted before its script took over (login, registration…): the server reads it for the page's
 * action, in the body, and hands it to React Router as the browser's own (docs/decisions).
 */
describe('forms posted to a page', () => {
  let server: FastifyInstance;
  const seen: Array<{ url: string; body: unknown; origin: string | null }> = [];

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-forms-')),
    });
    server = await createHttpServer({ config, kv: new MemoryKeyValueStore(), internalRenderToken: 'render' });
    acceptPageForms(server);
    server.post('/*', async (request) => {
      const fetchRequest = toFetchRequest(request, 'http://site.example');
      const body: Record<string, unknown> = {};
      (await fetchRequest.formData()).forEach((value, name) => {
        body[name] = value;
      });
      seen.push({
        url: fetchRequest.url,
        body,
        origin: fetchRequest.headers.get('origin'),
      });
      return { ok: true };
    });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  const form = (url: string, headers: Record<string, string> = {}) =>
    server.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'username=alice&password=Hunter2-secret',
    });

  it('reads a page’s form and hands it on whole, its address unchanged', async () => {
    const res = await form('/login?redirect=%2Fdiscuss', { origin: 'http://site.example' });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)).toEqual({
      url: 'http://site.example/login?redirect=%2Fdiscuss',
      body: { username: 'alice', password: 'Hunter2-secret' },
      origin: 'http://site.example',
    });
  });

  it('takes `Origin: null` (the no-referrer policy) as the page’s own only when the browser says same-origin', async () => {
    await form('/login', { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(seen.at(-1)!.origin).toBe('http://site.example');
    await form('/login', { origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(seen.at(-1)!.origin).toBe('null');
    await form('/login', { origin: 'null' });
    expect(seen.at(-1)!.origin).toBe('null');
    const request = { method: 'GET', url: '/login', headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } };
    expect(toFetchRequest(request as unknown as FastifyRequest, 'http://site.example').headers.get('origin')).toBe(
      'null',
    );
  });

  it('leaves the API to JSON and multipart', async () => {
    const res = await form('/prod-api/account/login');
    expect(res.statusCode).toBe(415);
  });
});
