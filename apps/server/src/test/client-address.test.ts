import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ROUTE_LIMITS } from '../features/account/account.routes.js';
import { createTestApp, type TestApp } from './harness.js';

/** TRUST_PROXY as an operator writes it, read by the real configuration loader. */
function trustProxyFromEnv(value: string) {
  return loadConfig({ TRUST_PROXY: value, DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-proxy-')) }).trustProxy;
}

const CAPTCHA = '/prod-api/account/captcha-image';
const CHEAP = '/prod-api/config';

let n = 0;
/** A different made-up address on every call, as a client rotating its X-Forwarded-For would send. */
function randomAddress(): string {
  n += 1;
  return `${(n % 200) + 11}.${(n >> 8) & 255}.${n & 255}.${(n * 7) & 255}`;
}

/**
 * Per-address limits count the address the nearest trusted proxy saw. Whatever a client writes into
 * X-Forwarded-For itself is ignored, so rotating it does not escape the limits.
 */
describe('client address behind a reverse proxy', () => {
  describe('TRUST_PROXY=1 (one nginx in front)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { trustProxy: trustProxyFromEnv('1') } });
    });
    afterAll(async () => {
      await t.close();
    });
    const proxy = '10.20.0.1';

    it('does not let spoofed left-most X-Forwarded-For entries escape the API-wide limit', async () => {
      const client = '198.51.100.90';
      const statuses: number[] = [];
      for (let i = 0; i < 650; i += 1) {
        const res = await t.request({
          method: 'GET',
          url: CHEAP,
          remoteAddress: proxy,
          // nginx with $proxy_add_x_forwarded_for appends the address it saw to what the client sent.
          headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(600);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50);
      const limited = await t.request({
        method: 'GET',
        url: CHEAP,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `${randomAddress()}, ${client}` },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({ code: 'TooManyRequests' });
      expect(limited.json().error.message).toMatch(/^操作太频繁，请 \d+ 秒后再试$/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Another visitor behind the same proxy has a count of their own.
      const other = await t.request({
        method: 'GET',
        url: CHEAP,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '198.51.100.91' },
      });
      expect(other.statusCode).toBe(200);
    });

    it('counts a route limit per real client, whatever the client wrote (nginx setting $remote_addr)', async () => {
      const client = '198.51.100.92';
      const statuses: number[] = [];
      for (let i = 0; i < ROUTE_LIMITS.captchaImage.max + 3; i += 1) {
        const res = await t.request({
          method: 'GET',
          url: CAPTCHA,
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': `${randomAddress()}, ${randomAddress()}, ${client}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    });

    it('records the address the proxy saw, not the one the client claimed', async () => {
      const res = await t.request({
        method: 'GET',
        url: CHEAP,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '203.0.113.200, 198.51.100.93' },
      });
      const next = await t.request({
        method: 'GET',
        url: CHEAP,
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': '203.0.113.201, 198.51.100.93' },
      });
      // One counter: the second answer has one request fewer left.
      expect(Number(next.headers['x-ratelimit-remaining'])).toBe(Number(res.headers['x-ratelimit-remaining']) - 1);
    });
  });

  describe('TRUST_PROXY with the proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { trustProxy: trustProxyFromEnv('10.20.0.0/16') } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('believes X-Forwarded-For from the proxy only', async () => {
      const remaining = async (remoteAddress: string, forwardedFor: string) =>
        Number(
          (
            await t.request({
              method: 'GET',
              url: CHEAP,
              remoteAddress,
              headers: { 'x-forwarded-for': forwardedFor },
            })
          ).headers['x-ratelimit-remaining'],
        );
      // Through the proxy: counted per forwarded client.
      expect(await remaining('10.20.0.1', '198.51.100.94')).toBe(599);
      expect(await remaining('10.20.0.2', '198.51.100.94')).toBe(598);
      expect(await remaining('10.20.0.1', '198.51.100.95')).toBe(599);
      // Straight to the port with a forged header: counted per the real peer, the header ignored.
      expect(await remaining('203.0.113.50', '198.51.100.94')).toBe(599);
      expect(await remaining('203.0.113.50', randomAddress())).toBe(598);
    });
  });

  describe('no proxy configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('ignores X-Forwarded-For altogether', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < ROUTE_LIMITS.captchaImage.max + 2; i += 1) {
        const res = await t.request({
          method: 'GET',
          url: CAPTCHA,
          remoteAddress: '198.51.100.96',
          headers: { 'x-forwarded-for': randomAddress() },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    });
  });
});
