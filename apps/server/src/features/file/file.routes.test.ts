import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { parseRange } from '../../plugins/file-delivery.js';

async function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b5fff' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-serial', Artist: 'GPS 30.2741N 120.1551E' } } })
    .toBuffer();
}

describe('files', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp({ config: { uploadMaxBytes: 256 * 1024 } });
    member = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (token: string | null, filename: string, contentType: string, data: Buffer, tenant?: string) => {
    const body = multipart([{ name: 'file', filename, contentType, data }]);
    return t.request({
      method: 'POST',
      url: '/prod-api/file',
      token,
      tenant,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('refuses guests', async () => {
    const res = await upload(null, 'a.png', 'image/png', await pngWithExif());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('Unauthorized');
  });

  it('refuses a banned member with the error every other banned write gives, and stores nothing', async () => {
    const banned = await createMember(t);
    const admin = await adminSession(t);
    const ban = await t.request({
      method: 'PUT',
      url: `/prod-api/admin/forum/members/${banned.id}/ban`,
      token: admin.token,
      payload: { banned: true, reason: '发广告' },
    });
    expect(ban.statusCode).toBe(200);
    const res = await upload(banned.token, 'a.png', 'image/png', await pngWithExif());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'AccountBanned', message: '您已被禁言：只能浏览，不能上传文件' });
    const stored = await t.database.db.selectFrom('files').select('id').where('owner_id', '=', banned.id).execute();
    expect(stored).toEqual([]);
  });

  it('re-encodes images without their metadata and serves them inline with safe headers', async () => {
    const original = await pngWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(member.token, '../../etc/avatar.png', 'image/png', original);
    expect(res.statusCode).toBe(201);
    const info = res.json();
    expect(info).toMatchObject({ kind: 'image', mime: 'image/png', width: 64, height: 48, name: 'avatar.png' });
    const got = await t.request({ method: 'GET', url: info.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toMatch(/^inline;/);
    expect(got.headers['content-security-policy']).toContain('sandbox');
    const served = got.rawPayload;
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('secret-camera-serial');
    expect(createHash('sha256').update(served).digest('hex')).toBe(info.sha256);
  });

  it('refuses HTML disguised as an image or a PDF, and SVG', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    for (const [name, type] of [
      ['photo.png', 'image/png'],
      ['manual.pdf', 'application/pdf'],
    ] as const) {
      const res = await upload(member.token, name, type, html);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UnsupportedFile');
    }
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const res = await upload(member.token, 'logo.svg', 'image/svg+xml', svg);
    expect(res.statusCode).toBe(415);
  });

  it('serves non-images as attachments, with byte ranges', async () => {
    // A minimal ZIP archive (empty central directory) is detected by its magic bytes.
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(26),
      Buffer.from('hello-zip-content'),
    ]);
    const res = await upload(member.token, 'sdk.zip', 'application/zip', zip);
    expect(res.statusCode).toBe(201);
    const { url, size } = res.json();
    const full = await t.request({ method: 'GET', url });
    expect(full.headers['content-disposition']).toMatch(/^attachment;/);
    expect(full.headers['content-type']).toBe('application/octet-stream');
    const part = await t.request({ method: 'GET', url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${size}`);
    expect(part.rawPayload.toString('latin1')).toBe('PK\x03\x04');
    const bad = await t.request({ method: 'GET', url, headers: { range: `bytes=${size + 10}-` } });
    expect(bad.statusCode).toBe(416);
  });

  it('refuses files over the size limit with 413', async () => {
    const big = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300 * 1024)]);
    const res = await upload(member.token, 'big.zip', 'application/zip', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PayloadTooLarge');
  });

  it("does not serve another tenant's file", async () => {
    const res = await upload(member.token, 'x.png', 'image/png', await pngWithExif());
    const other = await createTenant(t);
    const got = await t.request({ method: 'GET', url: res.json().url, tenant: other.code });
    expect(got.statusCode).toBe(404);
  });

  it('answers 404 for an unknown file and 400 for a missing part', async () => {
    expect((await t.request({ method: 'GET', url: '/prod-api/file/nope' })).statusCode).toBe(404);
    const body = multipart([{ name: 'note', value: 'no file here' }]);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('parseRange', () => {
  it('handles open, closed and suffix ranges and rejects unsatisfiable ones', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=0-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('items=0-1', 100)).toBe('invalid');
  });
});
