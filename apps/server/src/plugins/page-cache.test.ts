import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createEvents } from '../events.js';
import type { AuditEntry } from '../shared/audit.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import { createTestKeyValueStore } from '../test/harness.js';
import { compressBody } from './body-compression.js';
import { createHttpServer } from './http.js';
import { createPageCache, type PageCache } from './page-cache.js';

/**
 * The page cache on a small server of its own: pages that count their renders, and answers the cache must
 * leave alone. With REDIS_URL the store is Redis (as in production with several instances), in process
 * otherwise; the tests are the same.
 */
const TENANTS = new Map([
  ['default', { id: 't-default' }],
  ['t-default', { id: 't-default' }],
  ['acme', { id: 't-acme' }],
  ['t-acme', { id: 't-acme' }],
]);
const tenants = {
  async resolve(header: string | undefined) {
    const found = TENANTS.get(header?.trim() || 'default');
    if (!found) throw new Error('unknown tenant');
    return { ...found, code: found.id, name: found.id, isDefault: found.id === 't-default', createdAt: '' };
  },
};

const BODY = '<!doctype html><html><body>' + '澄镜视觉 ClearSight '.repeat(200);

interface Instance {
  server: FastifyInstance;
  cache: PageCache;
  renders: Map<string, number>;
}

async function instance(kv: KeyValueStore, ttlMs = 30_000, compress = compressBody): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OVERLOAD_GUARD: 'off',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-pc-')),
  });
  const server = await createHttpServer({ config, kv, internalRenderToken: 'render' });
  const cache = createPageCache({ kv, enabled: true, ttlMs, maxBytes: 8 * 1024 * 1024, compress });
  cache.setGeneration('build-1');
  cache.register(server, { tenants });
  const renders = new Map<string, number>();
  const count = (name: string) => {
    const n = (renders.get(name) ?? 0) + 1;
    renders.set(name, n);
    return n;
  };
  const page = { config: { pageCache: 'page' as const } };
  server.get('/page', page, async (request, reply) => {
    const n = count('page');
    // As the renderer does: the token cookie's presence is the one thing of a member it reads.
    const view = /(^|;\s*)AccessToken=[^;\s]/.test(request.headers.cookie ?? '') ? 'signed-in' : 'guest';
    return reply.type('text/html; charset=utf-8').send(`${BODY} render ${n} ${view} ${request.url}</body></html>`);
  });
  // A topic's page and its articles' pages (`/article/<topic>[/<article>]`).
  server.get('/article/*', page, async (request, reply) => {
    const n = count(request.url.split('?')[0]!);
    return reply.type('text/html; charset=utf-8').send(`${BODY} render ${n} ${request.url}</body></html>`);
  });
  server.get('/admin/page', page, async (_request, reply) => {
    count('admin');
    return reply.type('text/html; charset=utf-8').send(BODY);
  });
  server.get('/missing', page, async (_request, reply) => {
    count('missing');
    return reply.code(404).type('text/html; charset=utf-8').send(BODY);
  });
  server.get('/cookie', page, async (_request, reply) => {
    count('cookie');
    return reply.type('text/html; charset=utf-8').header('set-cookie', 'lang=en; Path=/').send(BODY);
  });
  server.get('/slow', page, async (_request, reply) => {
    count('slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    return reply.type('text/html; charset=utf-8').send(BODY);
  });
  server.get('/uncached', async (_request, reply) => {
    count('uncached');
    return reply.type('text/html; charset=utf-8').send(BODY);
  });
  await server.ready();
  return { server, cache, renders };
}

const get = (s: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  s.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

function text(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

describe('page cache', () => {
  let kv: KeyValueStore;
  let one: Instance;
  beforeAll(async () => {
    kv = createTestKeyValueStore();
    one = await instance(kv);
  });
  afterAll(async () => {
    await one.server.close();
    await kv.close();
  });
  beforeEach(async () => {
    one.renders.clear();
    await one.cache.contentChanged('t-default');
    await one.cache.contentChanged('t-acme');
  });
  // Domain events reach their listeners a moment after they are emitted.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it("answers a guest's second request from the cache, in the encoding the client takes", async () => {
    await settle();
    const first = await get(one.server, '/page');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get(one.server, '/page');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(one.renders.get('page')).toBe(1);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toContain('Accept-Encoding');
    expect(text(second)).toBe(text(first));
    const gzip = await get(one.server, '/page', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(gzip)).toBe(text(first));
    const plain = await get(one.server, '/page', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text(first));
    expect(one.renders.get('page')).toBe(1);
  });

  it('compresses a page once to store it, and in the other encoding once, when a client first takes that', async () => {
    const made: string[] = [];
    const counting = await instance(kv, 30_000, (body, encoding, level) => {
      made.push(encoding);
      return compressBody(body, encoding, level);
    });
    try {
      const first = await get(counting.server, '/page?once');
      expect(first.headers['x-page-cache']).toBe('miss');
      expect(first.headers['content-encoding']).toBe('br');
      expect(made).toEqual(['br']);
      expect((await get(counting.server, '/page?once')).headers['x-page-cache']).toBe('hit');
      expect(made).toEqual(['br']);
      for (let round = 0; round < 2; round += 1) {
        const gzip = await get(counting.server, '/page?once', { 'accept-encoding': 'gzip' });
        expect(gzip.headers['x-page-cache']).toBe('hit');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(text(gzip)).toBe(text(first));
      }
      const plain = await get(counting.server, '/page?once', { 'accept-encoding': 'identity' });
      expect(plain.body).toBe(text(first));
      expect(made).toEqual(['br', 'gzip']);
      expect(counting.renders.get('page')).toBe(1);
      // A client that takes no encoding misses a page: it gets the page as it is, the entry keeps brotli.
      const bare = await get(counting.server, '/page?bare', { 'accept-encoding': 'identity' });
      expect(bare.headers['x-page-cache']).toBe('miss');
      expect(bare.headers['content-encoding']).toBeUndefined();
      expect((await get(counting.server, '/page?bare')).headers['content-encoding']).toBe('br');
      expect(made).toEqual(['br', 'gzip', 'br']);
    } finally {
      await counting.server.close();
    }
  });

  it('keys by tenant, language, origin and URL', async () => {
    await settle();
    await get(one.server, '/page');
    await get(one.server, '/page?tab=hot');
    await get(one.server, '/page', { cookie: 'lang=en' });
    await get(one.server, '/page', { cookie: 'TenantId=acme' });
    await get(one.server, '/page', { TenantId: 't-acme' });
    await get(one.server, '/page', { host: 'other.example.com' });
    expect(one.renders.get('page')).toBe(5);
    // The tenant header and cookie name the same tenant: one entry. An unknown tenant is the default's page.
    await get(one.server, '/page', { cookie: 'TenantId=nobody' });
    await get(one.server, '/page', { cookie: 'lang=en; TenantId=default' });
    expect(one.renders.get('page')).toBe(5);
  });

  it("keeps one signed-in copy that every member shares, apart from the guests' copy", async () => {
    await settle();
    const first = await get(one.server, '/page', { cookie: 'AccessToken=token-of-ann' });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(text(first)).toContain(' signed-in /page');
    const other = await get(one.server, '/page', { cookie: 'lang=; AccessToken=token-of-bob' });
    expect(other.headers['x-page-cache']).toBe('hit');
    expect(text(other)).toBe(text(first));
    const guest = await get(one.server, '/page');
    expect(guest.headers['x-page-cache']).toBe('miss');
    expect(text(guest)).toContain(' guest /page');
    // An empty token cookie is no session: the guests' copy.
    expect((await get(one.server, '/page', { cookie: 'AccessToken=' })).headers['x-page-cache']).toBe('hit');
    expect(one.renders.get('page')).toBe(2);
    // A content change forgets both views.
    await one.cache.contentChanged('t-default');
    expect((await get(one.server, '/page', { cookie: 'AccessToken=token-of-ann' })).headers['x-page-cache']).toBe(
      'miss',
    );
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('miss');
  });

  it('renders fresh for API credentials and the console, and stores nothing of theirs', async () => {
    await settle();
    for (let i = 0; i < 2; i += 1) {
      const res = await get(one.server, '/page', { authorization: 'Bearer abc' });
      expect(res.headers['x-page-cache']).toBe('bypass');
    }
    expect(one.renders.get('page')).toBe(2);
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('miss');
    for (const headers of [{}, { cookie: 'AccessToken=token-of-ann' }] as Array<Record<string, string>>) {
      await get(one.server, '/admin/page', headers);
      await get(one.server, '/admin/page', headers);
    }
    expect(one.renders.get('admin')).toBe(4);
  });

  it('keeps only 200 answers without Set-Cookie, and only on routes that opt in', async () => {
    await settle();
    for (let i = 0; i < 2; i += 1) {
      expect((await get(one.server, '/missing')).statusCode).toBe(404);
      const withCookie = await get(one.server, '/cookie');
      expect(withCookie.headers['set-cookie']).toBe('lang=en; Path=/');
      expect(withCookie.headers['x-page-cache']).toBe('bypass');
      await get(one.server, '/uncached');
    }
    expect(one.renders.get('missing')).toBe(2);
    expect(one.renders.get('cookie')).toBe(2);
    expect(one.renders.get('uncached')).toBe(2);
  });

  it("forgets a tenant's pages when its content changes: audited writes, domain events, direct calls", async () => {
    await settle();
    await get(one.server, '/page');
    await get(one.server, '/page', { cookie: 'TenantId=acme' });
    expect(one.renders.get('page')).toBe(2);

    await one.cache.contentChanged('t-default');
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('miss');
    // Another tenant's pages stay.
    expect((await get(one.server, '/page', { cookie: 'TenantId=acme' })).headers['x-page-cache']).toBe('hit');

    const recorded: string[] = [];
    const audit = one.cache.auditing({
      record: async (_tx: unknown, _ctx: unknown, entry: AuditEntry) => {
        recorded.push(entry.action);
      },
    });
    // The record joins the write's unit of work; the pages are forgotten once it has committed.
    const committed: Array<() => void | Promise<void>> = [];
    await audit.record(
      { afterCommit: (callback: () => void | Promise<void>) => void committed.push(callback) },
      { tenantId: 't-default', user: null, ip: '127.0.0.1', userAgent: null },
      {
        action: 'news.update',
        targetType: 'news',
        targetId: 'n1',
      },
    );
    expect(recorded).toEqual(['news.update']);
    await settle();
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('hit');
    for (const callback of committed) await callback();
    await settle();
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('miss');

    const events = createEvents();
    one.cache.listen(events);
    events.emit('topic.created', { tenantId: 't-default', userId: 'u', discussId: 'd', plateId: 'p', isPublic: true });
    await settle();
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('miss');
    expect((await get(one.server, '/page')).headers['x-page-cache']).toBe('hit');
  });

  it("forgets one topic's pages and the lists when only that topic changes, and keeps the other topics' pages", async () => {
    await settle();
    const pages = ['/article/a', '/article/a/chapter', '/article/b', '/page?lists'];
    const states = async () =>
      Promise.all(pages.map(async (url) => (await get(one.server, url)).headers['x-page-cache']));
    expect(await states()).toEqual(['miss', 'miss', 'miss', 'miss']);
    expect(await states()).toEqual(['hit', 'hit', 'hit', 'hit']);
    const lists = await one.cache.contentVersion('t-default');

    await one.cache.contentChanged('t-default', 'a');
    expect(await one.cache.contentVersion('t-default')).toBeGreaterThan(lists);
    expect(await states()).toEqual(['miss', 'miss', 'hit', 'miss']);
    // Another tenant's topic of the same id is another topic.
    await one.cache.contentChanged('t-acme', 'b');
    expect(await states()).toEqual(['hit', 'hit', 'hit', 'hit']);

    // A topic's domain events say which topic changed.
    const events = createEvents();
    one.cache.listen(events);
    events.emit('comment.created', {
      tenantId: 't-default',
      userId: 'u',
      commentId: 'c',
      discussId: 'b',
      rootId: null,
      parentId: null,
    });
    await settle();
    expect(await states()).toEqual(['hit', 'hit', 'miss', 'miss']);

    // A change that names no topic: every page.
    await one.cache.contentChanged('t-default');
    expect(await states()).toEqual(['miss', 'miss', 'miss', 'miss']);
  });

  it('renders a page once when several guests miss it at the same time', async () => {
    await settle();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(one.server, '/slow')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(one.renders.get('slow')).toBe(1);
    expect(answers.filter((a) => a.headers['x-page-cache'] === 'miss')).toHaveLength(1);
  });

  it('serves an entry no longer than its time to live', async () => {
    const short = await instance(kv, 150);
    try {
      await get(short.server, '/page?ttl');
      expect((await get(short.server, '/page?ttl')).headers['x-page-cache']).toBe('hit');
      // Made in the other encoding, the entry keeps its time to live.
      expect((await get(short.server, '/page?ttl', { 'accept-encoding': 'gzip' })).headers['x-page-cache']).toBe('hit');
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await get(short.server, '/page?ttl')).headers['x-page-cache']).toBe('miss');
    } finally {
      await short.server.close();
    }
  });

  it('never serves a page of another web build', async () => {
    await settle();
    await get(one.server, '/page?build');
    one.cache.setGeneration('build-2');
    try {
      expect((await get(one.server, '/page?build')).headers['x-page-cache']).toBe('miss');
    } finally {
      one.cache.setGeneration('build-1');
    }
  });

  it.runIf(!!process.env.REDIS_URL)('shares pages and their invalidation between instances through Redis', async () => {
    const two = await instance(kv);
    two.cache.setGeneration('build-1');
    try {
      await settle();
      await get(one.server, '/page?shared');
      expect((await get(two.server, '/page?shared')).headers['x-page-cache']).toBe('hit');
      await two.cache.contentChanged('t-default');
      expect((await get(one.server, '/page?shared')).headers['x-page-cache']).toBe('miss');
      await get(one.server, '/article/shared');
      expect((await get(two.server, '/article/shared')).headers['x-page-cache']).toBe('hit');
      await two.cache.contentChanged('t-default', 'shared');
      expect((await get(one.server, '/article/shared')).headers['x-page-cache']).toBe('miss');
    } finally {
      await two.server.close();
    }
  });
});
