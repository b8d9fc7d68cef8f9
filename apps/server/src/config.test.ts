import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cs-config-'));

describe('config', () => {
  it('needs no environment at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated secret across starts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it('refuses to start with the captcha test mode in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', CAPTCHA_TEST_MODE: '1' })).toThrow(
      /CAPTCHA_TEST_MODE/,
    );
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', CAPTCHA_TEST_MODE: '1' }).captchaTestMode).toBe(true);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, never as "trust everyone"', () => {
    const trust = (value: string | undefined) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    // The old boolean spelling meant "behind one proxy".
    expect(trust('true')).toBe(1);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust('10.0.0.0/8, 192.168.1.10 ,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });

  it('keeps the overload guard on unless switched off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).overloadGuard).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), OVERLOAD_GUARD: 'off' }).overloadGuard).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), OVERLOAD_GUARD: '0' }).overloadGuard).toBe(false);
  });

  it('keeps files in the data folder unless a bucket is named, and refuses a half-configured bucket', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: join(dir, 'uploads') });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'clearsight-files',
        S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
        S3_REGION: 'oss-cn-hangzhou',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'clearsight-files',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      region: 'oss-cn-hangzhou',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    // AWS itself: no endpoint, the SDK's own credentials (an instance role), the default region.
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '1' }).storage).toMatchObject({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('refuses several instances (PostgreSQL and Redis) a token secret that lives in one data folder', () => {
    const several = { DATABASE_URL: 'postgres://app@db.internal/clearsight', REDIS_URL: 'redis://cache.internal' };
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, ...several })).toThrow(
      /JWT_SECRET: required with DATABASE_URL and REDIS_URL/,
    );
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    const secret = 'a-shared-secret-of-at-least-32-characters';
    expect(loadConfig({ DATA_DIR: dir, ...several, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    // One instance on PostgreSQL without Redis may keep its generated secret.
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: several.DATABASE_URL }).jwtSecret.length).toBeGreaterThan(32);
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
