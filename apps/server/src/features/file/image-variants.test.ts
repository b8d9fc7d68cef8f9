import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';

/** A photograph-like picture (a gradient with shapes), so that the encoders have something to do. */
async function photo(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0b2a6f"/><stop offset="1" stop-color="#6fb0ff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f59e0b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('picture variants (?w=&format=)', () => {
  let t: TestApp;
  let member: TestMember;
  let picture: { url: string; sha256: string; size: number };

  beforeAll(async () => {
    t = await createTestApp({ config: { uploadMaxBytes: 2 * 1024 * 1024 } });
    member = await createMember(t);
    const body = multipart([
      { name: 'file', filename: 'banner.jpg', contentType: 'image/jpeg', data: await photo(1000, 375) },
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(201);
    picture = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `${picture.url}${query}`, headers });

  it('scales a picture down to an allowed width in WebP, smaller than the original', async () => {
    const res = await get('?w=320&format=webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="banner\.webp"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 120 });
    expect(res.rawPayload.length).toBeLessThan(picture.size);
  });

  it('makes AVIF, and keeps the picture own format when only a width is asked', async () => {
    const avif = await get('?w=640&format=avif');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 640 });
    const jpeg = await get('?w=480');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 180 });
  });

  it('never enlarges: a width above the picture own gives the full size, the original when nothing changes', async () => {
    const wide = await get('?w=1920&format=webp');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1000 });
    const same = await get('?w=1280');
    expect(same.headers['content-type']).toBe('image/jpeg');
    expect(same.headers.etag).toBe(`"${picture.sha256}"`);
  });

  it('makes each variant once, keeps it in the storage and answers it again with the same bytes and ETag', async () => {
    const variantsDir = join(t.config.dataDir, 'uploads', 'variants');
    const first = await get('?w=160&format=webp');
    const before = filesUnder(variantsDir).length;
    const again = await Promise.all([get('?w=160&format=webp'), get('?w=160&format=webp')]);
    expect(filesUnder(variantsDir).length).toBe(before);
    for (const res of again) {
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(first.headers.etag).not.toBe(`"${picture.sha256}"`);
    const notModified = await get('?w=160&format=webp', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(filesUnder(variantsDir).some((f) => f.endsWith('.w160.webp'))).toBe(true);
  });

  it('refuses widths and formats outside the fixed set with 400 and a message', async () => {
    for (const query of ['?w=500', '?w=0', '?w=abc', '?format=gif', '?w=320&format=tiff']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toMatch(/图片(宽度|格式)只能是/);
    }
  });

  it('sends files that are not pictures as they are, whatever is asked', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('zip')]);
    const body = multipart([{ name: 'file', filename: 'sdk.zip', contentType: 'application/zip', data: zip }]);
    const up = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      payload: body.payload,
      headers: body.headers,
    });
    const res = await t.request({ method: 'GET', url: `${up.json().url}?w=320&format=webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.rawPayload.equals(zip)).toBe(true);
  });
});
