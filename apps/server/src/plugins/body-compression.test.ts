import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody, decompressBody, IN_PLACE_MAX_BYTES } from './body-compression.js';

describe('body compression', () => {
  it('chooses brotli, else gzip, else nothing, as the client accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding(['deflate', '*'])).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses a whole body in either encoding, and it decompresses to the same bytes', async () => {
    const page = Buffer.from(`<!doctype html><p>${'澄镜视觉 machine vision '.repeat(2000)}</p>`);
    const br = await compressBody(page, 'br', 4);
    const gz = await compressBody(page, 'gzip', 6);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gz).equals(page)).toBe(true);
  });

  it('compresses a body larger than it does in place off the event loop, to the same result', async () => {
    const line = 'Industrial camera 工业相机 lens 镜头 ';
    const big = Buffer.from(
      `<!doctype html><p>${line.repeat(Math.ceil((IN_PLACE_MAX_BYTES * 1.5) / line.length))}</p>`,
    );
    expect(big.length).toBeGreaterThan(IN_PLACE_MAX_BYTES);
    for (const encoding of ['br', 'gzip'] as const) {
      const small = Buffer.from(big.subarray(0, 100_000));
      const [bigPacked, smallPacked] = await Promise.all([
        compressBody(big, encoding, 3),
        compressBody(small, encoding, 3),
      ]);
      expect((await decompressBody(bigPacked, encoding)).equals(big)).toBe(true);
      expect((await decompressBody(smallPacked, encoding)).equals(small)).toBe(true);
    }
  });

  it('rejects a body that is not what it claims to be, in place as in the pool', async () => {
    await expect(decompressBody(Buffer.from('not brotli at all'), 'br')).rejects.toThrow();
    await expect(decompressBody(Buffer.alloc(IN_PLACE_MAX_BYTES, 7), 'gzip')).rejects.toThrow();
  });
});
