import { mkdtempSync } from 'node:fs';
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

  it('explains invalid values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
