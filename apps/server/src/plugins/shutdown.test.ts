import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { closeTabs, connected, createListeningApp, openTab } from '../realtime/realtime.test-support.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import type { TestApp } from '../test/harness.js';
import { createHttpServer } from './http.js';
import { exitOnSignals, READY_PATH, registerShutdown, type Shutdown } from './shutdown.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the rolling-restart sequence', () => {
  let server: FastifyInstance;
  let shutdown: Shutdown;
  let base: string;
  let slowAnsweredAt = Infinity;
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-shutdown-')),
    });
    server = await createHttpServer({ config, kv: new MemoryKeyValueStore(), internalRenderToken: 'r' });
    shutdown = registerShutdown(server, { drainMs: 300 });
    server.get('/prod-api/slow', async () => {
      await sleep(1000);
      slowAnsweredAt = performance.now();
      return { done: true };
    });
    server.get('/prod-api/live', async () => ({ live: true }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers ready 503 first, stays live, finishes the request in flight, then stops taking connections', async () => {
    const ready = await fetch(`${base}${READY_PATH}`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const slow = fetch(`${base}/prod-api/slow`).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as unknown,
    }));
    await sleep(100);
    const stopped = shutdown.stop().then(() => performance.now());
    expect(shutdown.draining).toBe(true);

    // During the drain delay: not ready, still live, and every answer asks its connection to close.
    const draining = await fetch(`${base}${READY_PATH}`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    expect(draining.headers.get('connection')).toBe('close');
    expect(draining.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${base}/prod-api/live`)).status).toBe(200);

    const done = await slow;
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ done: true });
    // The server closed only after the request in flight was answered.
    expect(await stopped).toBeGreaterThanOrEqual(slowAnsweredAt);
    await expect(fetch(`${base}${READY_PATH}`)).rejects.toThrow();
    // A second call is the same sequence, already over.
    await shutdown.stop();
  });
});

describe('shutdown of the whole app', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp({}, { shutdown: { drainMs: 400, timeoutMs: 5000 } }));
  });
  afterAll(async () => {
    closeTabs();
    await t.close();
  });

  it('drains with the real routes, then tells realtime connections the server ended them (the web client reconnects)', async () => {
    const tab = openTab(url, ['notice']);
    await connected(tab.notice);
    const reason = new Promise<string>((resolve) => tab.notice.once('disconnect', resolve));
    expect((await fetch(`${url}${READY_PATH}`)).status).toBe(200);
    const stopped = t.app.shutdown.stop();
    // Draining: the real readiness route answers 503 while liveness (the database check) stays 200.
    expect((await fetch(`${url}${READY_PATH}`)).status).toBe(503);
    const live = await fetch(`${url}/prod-api/health`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');
    expect(tab.notice.connected).toBe(true);
    await stopped;
    // The reason the web client retries on (apps/web/app/lib/realtime/client.ts), not a final refusal.
    expect(await reason).toBe('io server disconnect');
  });
});

describe('signals', () => {
  function fakeProcess() {
    const emitter = new EventEmitter();
    const exits: number[] = [];
    return { emitter, exits, process: { on: emitter.on.bind(emitter), exit: (code: number) => void exits.push(code) } };
  }
  const log = { info() {}, error() {} } as unknown as FastifyInstance['log'];

  it('runs the sequence once on SIGTERM, releases, and exits 0', async () => {
    const calls: string[] = [];
    const fake = fakeProcess();
    exitOnSignals({
      shutdown: {
        draining: false,
        stop: async () => {
          calls.push('stop');
          await sleep(20);
        },
      },
      release: async () => void calls.push('release'),
      timeoutMs: 1000,
      log,
      process: fake.process,
    });
    fake.emitter.emit('SIGTERM');
    fake.emitter.emit('SIGTERM');
    fake.emitter.emit('SIGINT');
    await sleep(60);
    expect(calls).toEqual(['stop', 'release']);
    expect(fake.exits).toEqual([0]);
  });

  it('exits 1 when the sequence does not finish within its bound', async () => {
    const fake = fakeProcess();
    exitOnSignals({
      shutdown: { draining: false, stop: () => new Promise(() => {}) },
      release: async () => {},
      timeoutMs: 50,
      log,
      process: fake.process,
    });
    fake.emitter.emit('SIGTERM');
    await sleep(120);
    expect(fake.exits).toEqual([1]);
  });
});
