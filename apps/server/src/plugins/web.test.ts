import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createHttpServer } from './http.js';
import { ASSET_CACHE_CONTROL, registerAssets } from './web.js';

/**
 * The web build's static files as the server sends them, from a client folder laid out like the build's:
 * hashed assets with their pre-compressed copies (scripts/compress-assets.mjs), and a named file.
 */
describe('web build assets', () => {
  let server: FastifyInstance;
  const script = `export const answer = ${JSON.stringify('澄镜视觉 '.repeat(400))};\n`;

  beforeAll(async () => {
    const client = mkdtempSync(join(tmpdir(), 'cs-assets-'));
    mkdirSync(join(client, 'assets'));
    writeFileSync(join(client, 'assets', 'entry-Ab12Cd34.js'), script);
    writeFileSync(join(client, 'assets', 'entry-Ab12Cd34.js.br'), brotliCompressSync(script));
    writeFileSync(join(client, 'assets', 'entry-Ab12Cd34.js.gz'), gzipSync(script));
    writeFileSync(join(client, 'assets', 'photo-Zz99.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-assets-data-')),
    });
    server = await createHttpServer({ config, kv: new MemoryKeyValueStore(), internalRenderToken: 'render' });
    await registerAssets(server, client);
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  it('caches hashed assets for a year as immutable (the static plugin does not overwrite it)', async () => {
    for (const url of ['/assets/entry-Ab12Cd34.js', '/assets/photo-Zz99.png']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(ASSET_CACHE_CONTROL.hashed).toBe('public, max-age=31536000, immutable');
    }
  });

  it('caches the named files for an hour', async () => {
    const res = await server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the pre-compressed copy the client accepts, else the file itself', async () => {
    const br = await server.inject({
      method: 'GET',
      url: '/assets/entry-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await server.inject({
      method: 'GET',
      url: '/assets/entry-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);

    const plain = await server.inject({
      method: 'GET',
      url: '/assets/entry-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('gives the compressed copies no address of their own', async () => {
    expect((await server.inject({ method: 'GET', url: '/assets/entry-Ab12Cd34.js.br' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/assets/entry-Ab12Cd34.js.gz' })).statusCode).toBe(404);
  });
});
