import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createHttpServer } from '../plugins/http.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { adminSession, createMember, type TestMember } from './fixtures.js';
import { createTestApp, type TestApp } from './harness.js';
import { multipart } from './multipart.js';
import { pdfBytes } from './content-fixtures.js';

/**
 * Bodies a careless or hostile client can send: each is the sender's mistake and must answer 4xx in the
 * error envelope, never a 500.
 */
describe('malformed request bodies answer 4xx in the envelope', () => {
  let t: TestApp;
  let member: TestMember;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    const admin = await adminSession(t);
    const job = await t.request({
      method: 'POST',
      url: '/prod-api/admin/career/jobs',
      token: admin.token,
      payload: {
        title: '测试表单字段的职位',
        department: '测试部',
        city: '测试城',
        responsibilitiesMd: '- 做事',
        requirementsMd: '- 能干',
      },
    });
    expect(job.statusCode, job.body).toBe(201);
    jobId = job.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  function expectClientError(res: { statusCode: number; json(): unknown; body: string }) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json() as { error: { code: string | null; message: string } };
    expect(body.error.code).toBeTruthy();
    expect(body.error.message).toBeTruthy();
  }

  it('text holding NUL, which PostgreSQL cannot store: in a JSON body and in a query string', async () => {
    const plate = await t.request({ method: 'GET', url: '/prod-api/plate' });
    const plateId = plate.json().items[0].id as string;
    for (const payload of [
      { plateId, title: 'A topic\u0000 with NUL', content: '这是一个用于测试的主题内容，长度足够。' },
      { plateId, title: 'A topic without NUL', content: ['正文', '\u0000'].join('') },
    ]) {
      const res = await t.request({ method: 'POST', url: '/prod-api/discuss', token: member.token, payload });
      expectClientError(res);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('NUL');
    }
    expectClientError(await t.request({ method: 'GET', url: '/prod-api/search?q=%00camera' }));
    // An escaped backslash before "u0000" is text, not NUL.
    const fine = await t.request({
      method: 'POST',
      url: '/prod-api/discuss',
      token: member.token,
      payload: { plateId, title: 'Path C:\\u0000 is text', content: '这是一个用于测试的主题内容，长度足够。' },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('an upload declared multipart without a usable boundary', async () => {
    const body = Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    );
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; charset=utf-8',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/prod-api/file',
        token: member.token,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expectClientError(res);
    }
  });

  it('an upload whose body is cut short', async () => {
    const body = multipart([{ name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdfBytes('x') }]);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      headers: body.headers,
      payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)),
    });
    expectClientError(res);
  });

  it('an upload with an empty multipart body', async () => {
    const body = multipart([]);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      headers: body.headers,
      payload: Buffer.alloc(0),
    });
    expectClientError(res);
  });

  // The job application route belongs to the career feature; these only check it answers 4xx, not 500.
  const application = (extraFields: number) =>
    multipart([
      { name: 'name', value: '张三' },
      { name: 'phone', value: '13800138000' },
      { name: 'email', value: 'zhangsan@example.com' },
      { name: 'consent', value: 'true' },
      ...Array.from({ length: extraFields }, (_, i) => ({ name: `extra${i}`, value: 'x' })),
      { name: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', data: pdfBytes('cv') },
    ]);

  it('an anonymous job application with more than ten fields before the CV', async () => {
    for (const extra of [7, 25]) {
      const body = application(extra);
      const res = await t.request({
        method: 'POST',
        url: `/prod-api/career/jobs/${jobId}/applications`,
        headers: body.headers,
        payload: body.payload,
        remoteAddress: `198.51.100.${110 + extra}`,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode >= 400) expectClientError(res);
    }
  });

  it('an anonymous job application cut short in its CV', async () => {
    const body = application(0);
    const res = await t.request({
      method: 'POST',
      url: `/prod-api/career/jobs/${jobId}/applications`,
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 60),
      remoteAddress: '198.51.100.140',
    });
    expectClientError(res);
  });
});

describe('the error envelope catches multipart errors a route did not name', () => {
  it('answers 400, not 500, when a route reads parts itself and the body is malformed', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-mp-')),
    });
    const server = await createHttpServer({
      config: { ...config, overloadGuard: false },
      kv: new MemoryKeyValueStore(),
      internalRenderToken: 'x',
    });
    server.post('/prod-api/raw-upload', async (request) => {
      let parts = 0;
      for await (const part of request.parts()) {
        if (part.type === 'file') await part.toBuffer();
        parts += 1;
      }
      return { parts };
    });
    await server.ready();
    try {
      const noBoundary = await server.inject({
        method: 'POST',
        url: '/prod-api/raw-upload',
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'whatever',
      });
      expect(noBoundary.statusCode, noBoundary.body).toBe(400);
      expect(noBoundary.json().error.code).toBe('Validation');

      const body = multipart([
        { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', data: pdfBytes('x') },
      ]);
      const cut = await server.inject({
        method: 'POST',
        url: '/prod-api/raw-upload',
        headers: body.headers,
        payload: body.payload.subarray(0, body.payload.length - 30),
      });
      expect(cut.statusCode, cut.body).toBeLessThan(500);
    } finally {
      await server.close();
    }
  });
});
