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

  it('explains invalid values', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
