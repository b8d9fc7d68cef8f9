import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { registerDocs } from './docs.js';
import { createHttpServer } from './http.js';

/** The API docs map every route, staff ones included: served in production only when asked for. */
describe('API docs', () => {
  let server: FastifyInstance | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function serverWith(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-docs-')),
      ...env,
    });
    server = await createHttpServer({ config, kv: new MemoryKeyValueStore(), internalRenderToken: 'render' });
    await registerDocs(server, config);
    server.get('/prod-api/health', async () => ({ ok: true }));
    await server.ready();
    return server;
  }

  it('are off in production by default', async () => {
    const app = await serverWith({ NODE_ENV: 'production' });
    for (const url of ['/prod-api/docs', '/prod-api/docs/json', '/prod-api/docs/static/index.html']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('are on in production with API_DOCS=on, and off anywhere with API_DOCS=off', async () => {
    const app = await serverWith({ NODE_ENV: 'production', API_DOCS: 'on' });
    const doc = await app.inject({ method: 'GET', url: '/prod-api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/prod-api/health');
    expect(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-docs-')), API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('are on outside production unless switched off, and the setting is checked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-docs-'));
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });
});
