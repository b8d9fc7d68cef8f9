#!/usr/bin/env node
// After `react-router build`: writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside
// every compressible file of the web build's client folder, so the server sends them as they are
// (@fastify/static's `preCompressed`) instead of compressing each asset on every request. A copy that
// does not save at least a tenth of the file is not kept. Run by `npm run build`; safe to run again.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dir = process.argv[2] ?? join(root, 'apps/web/build/client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const size = statSync(file).size;
  for (const stale of [`${file}.br`, `${file}.gz`]) {
    try {
      unlinkSync(stale);
    } catch {
      // not there
    }
  }
  if (size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length <= size * 0.9) writeFileSync(`${file}.br`, br);
  if (gz.length <= size * 0.9) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += size;
  afterBr += Math.min(br.length, size);
}
console.log(
  `compress-assets: ${count} files, ${(before / 1024).toFixed(0)} KiB → ${(afterBr / 1024).toFixed(0)} KiB brotli (.br and .gz beside each)`,
);
