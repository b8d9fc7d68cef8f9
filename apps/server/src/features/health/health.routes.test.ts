import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('health and API basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the database as reachable with its kind and the version', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.kind).toBe(t.database.kind);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    // The tests' apps make the demo's deferred files only when one is read: nothing is left in the background.
    expect(body.seedFiles).toBe('ready');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'NotFound',
        message: expect.stringContaining('/prod-api/no-such-thing'),
        details: null,
        validationErrors: null,
        requestId: res.headers['x-request-id'],
      },
    });
  });

  it('refuses an unknown TenantId with 400 and a clear message', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/config', tenant: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UnknownTenant');
    expect(res.json().error.message).toContain('nope');
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['x-frame-options']).toBeTruthy();
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/prod-api/health');
  });
});

describe('request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('treats an empty JSON body as no body, and refuses malformed JSON and prototype poisoning with 400', async () => {
    const empty = await t.request({
      method: 'POST',
      url: '/prod-api/account/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(401); // reached the route (no session), not a JSON error
    const malformed = await t.request({
      method: 'POST',
      url: '/prod-api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('请求内容不是有效的 JSON');
    const poisoned = await t.request({
      method: 'POST',
      url: '/prod-api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
