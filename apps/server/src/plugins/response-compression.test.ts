import { Readable } from 'node:stream';
import { brotliDecompressSync, createBrotliCompress, gunzipSync, type BrotliOptions } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES, registerResponseCompression } from './response-compression.js';

const topics = Array.from({ length: 60 }, (_, i) => ({ id: `t${i}`, title: `相机标定 camera calibration ${i}` }));
const LIST = JSON.stringify({ items: topics });

let server: FastifyInstance;
const compressCalls: string[] = [];

beforeAll(async () => {
  server = Fastify();
  // As the HTTP server sets them up: whole answers here, streams by the plugin, which counts what it is handed.
  registerResponseCompression(server);
  await server.register(compress, {
    global: true,
    threshold: MIN_COMPRESSED_BYTES,
    zlib: {
      createBrotliCompress: (options: BrotliOptions) => {
        compressCalls.push('br');
        return createBrotliCompress(options);
      },
    },
  });
  server.get('/list', async () => ({ items: topics }));
  server.get('/small', async () => ({ ok: true }));
  server.get('/page', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'Origin')
      .send(Buffer.from(`<p>${'镜头 lens '.repeat(500)}</p>`)),
  );
  server.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  server.get('/stream', async (_request, reply) =>
    reply.type('text/plain').send(Readable.from([Buffer.from('line of text\n'.repeat(400))])),
  );
  await server.ready();
});

afterAll(() => server.close());

describe('response compression', () => {
  it('compresses a JSON answer in the encoding the client takes, to the same bytes', async () => {
    const br = await server.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(LIST.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LIST);

    const gzip = await server.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LIST);
  });

  it('leaves alone what a client does not take, what is small, what asks not to be and what is no text', async () => {
    const plain = await server.inject({ url: '/list', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(LIST);

    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const refused = await server.inject({
      url: '/list',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const picture = await server.inject({ url: '/picture', headers: { 'accept-encoding': 'br' } });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });

  it('adds Accept-Encoding to the Vary an answer already has', async () => {
    const page = await server.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toBe('Origin, Accept-Encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('镜头 lens');
  });

  it('leaves a stream to the compression plugin, and compresses nothing twice', async () => {
    compressCalls.length = 0;
    await server.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    expect(compressCalls).toEqual([]);
    const stream = await server.inject({ url: '/stream', headers: { 'accept-encoding': 'br' } });
    expect(compressCalls).toEqual(['br']);
    expect(stream.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(stream.rawPayload).toString()).toBe('line of text\n'.repeat(400));
  });
});
