import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody } from './body-compression.js';

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
});
