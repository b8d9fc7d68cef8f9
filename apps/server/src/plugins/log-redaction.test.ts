import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { createHttpServer } from './http.js';
import { isSecretParameter, REDACTED, redactText, redactUrl } from './log-redaction.js';

const SECRETS = ['Hunter2-secret', 'NewPass-9876', '424242', 'tok-abcdef', 'oauth-code-xyz'];

describe('secrets in query strings', () => {
  it('knows which parameters hold secrets', () => {
    for (const name of ['password', 'newPassword', 'oldPassword', 'confirmPassword', 'code', 'smsCode', 'token']) {
      expect(isSecretParameter(name), name).toBe(true);
    }
    for (const name of ['access_token', 'id_token', 'client_secret', 'ticket', 'api_key', 'pass%77ord', 'PASSWORD']) {
      expect(isSecretParameter(name), name).toBe(true);
    }
    for (const name of ['username', 'userName', 'phone', 'redirect', 'id', 'skipCount', 'tenant', 'q']) {
      expect(isSecretParameter(name), name).toBe(false);
    }
  });

  it('replaces their values in a URL and leaves the rest as it was', () => {
    expect(redactUrl('/login?username=alice&password=Hunter2-secret&code=4242&uuid=u1')).toBe(
      `/login?username=alice&password=${REDACTED}&code=${REDACTED}&uuid=u1`,
    );
    expect(redactUrl('/forgotPassword?phone=13800000000&newPassword=x&smsCode=1#top')).toBe(
      `/forgotPassword?phone=13800000000&newPassword=${REDACTED}&smsCode=${REDACTED}#top`,
    );
    expect(redactUrl('/auth/github?code=oauth-code-xyz&state=s1')).toBe(
      `/auth/github?code=${REDACTED}&state=${REDACTED}`,
    );
    expect(redactUrl('/news?id=1&page=2')).toBe('/news?id=1&page=2');
    expect(redactUrl('/index')).toBe('/index');
  });

  it('redacts query strings inside free text (error messages, Fastify’s "not found")', () => {
    expect(redactText('Route GET:/x?password=Hunter2-secret&a=1 not found')).toBe(
      `Route GET:/x?password=${REDACTED}&a=1 not found`,
    );
    expect(redactText('no query here')).toBe('no query here');
  });
});

describe('the request log', () => {
  let server: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-log-')),
    });
    server = await createHttpServer({
      config,
      kv: new MemoryKeyValueStore(),
      internalRenderToken: 'render',
      logStream: { write: (line) => void lines.push(line) },
    });
    server.get('/login', async () => 'page');
    server.get('/fails', async () => {
      throw new Error(`upstream said no to /x?token=tok-abcdef`);
    });
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes every request without the secrets its address carried', async () => {
    const urls = [
      '/login?username=alice&password=Hunter2-secret&code=424242&uuid=u1',
      '/forgotPassword?phone=13800000000&newPassword=NewPass-9876&smsCode=424242',
      '/auth/e2e?code=oauth-code-xyz&state=abc',
      '/fails?access_token=tok-abcdef',
    ];
    for (const url of urls) await server.inject({ method: 'GET', url });
    const log = lines.join('');
    // The requests were logged, with their paths and the harmless parameters.
    expect(log).toContain('"url":"/login?username=alice&password=[redacted]&code=[redacted]&uuid=u1"');
    expect(log).toContain('/forgotPassword?phone=13800000000&newPassword=[redacted]');
    expect(log).toContain('Route GET:/auth/e2e?code=[redacted]');
    for (const secret of SECRETS) expect(log, secret).not.toContain(secret);
  });
});
