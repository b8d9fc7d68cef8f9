import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzip,
  gunzipSync,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);
const brotliDecompressAsync = promisify(brotliDecompress);

export type BodyEncoding = 'br' | 'gzip';

/** The encoding to answer with: brotli, else gzip, else none, as the client accepts them. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): BodyEncoding | null {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip';
  return null;
}

/**
 * Bodies up to this size are compressed on the event loop; larger ones in libuv's pool. Node's asynchronous call
 * runs a compression stream, hands the work to another thread and gathers its chunks: for a page of 100–160 KB at
 * brotli 3 that costs more than the compression (measured in the server at ten concurrent renders: 3–4 ms of CPU
 * more a page, counting every thread, against 0.7–1.1 ms of compression done in place). Done in place, a page
 * blocks the loop for about a millisecond at brotli 3 and two to three at the page cache's 6, a tenth of what
 * rendering it took; a larger body (a big sitemap) would block it for longer and still goes to the pool.
 */
export const IN_PLACE_MAX_BYTES = 512 * 1024;

/**
 * Brotli's window for a body: the smallest that holds it (64 KB to brotli's default 4 MB). Told only the size,
 * brotli still sets its low qualities up for the default window: a 13 KB answer at quality 3 took 0.14 ms with it
 * and 0.05 ms with a window to fit, the same bytes.
 */
function brotliWindow(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 1))));
}

function brotliOptions(body: Buffer, level: number): BrotliOptions {
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: level,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindow(body.length),
    },
  };
}

/**
 * A whole body compressed in one call. A rendered page is complete before it is sent, so it need not go through
 * a compression stream: told the size up front, brotli picks a window to fit and does in one pass what the
 * stream does chunk by chunk (a page of 100 KB: about a third of the CPU). In place up to `IN_PLACE_MAX_BYTES`,
 * in libuv's pool above. `level`: brotli's quality (0–11) or gzip's level (1–9).
 */
export function compressBody(body: Buffer, encoding: BodyEncoding, level: number): Promise<Buffer> {
  if (body.length > IN_PLACE_MAX_BYTES) {
    return encoding === 'gzip' ? gzipAsync(body, { level }) : brotliAsync(body, brotliOptions(body, level));
  }
  try {
    return Promise.resolve(
      encoding === 'gzip' ? gzipSync(body, { level }) : brotliCompressSync(body, brotliOptions(body, level)),
    );
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * A body `compressBody` made, as it was: in place while it is small (an eighth of `IN_PLACE_MAX_BYTES`, since
 * pages compress five to eight times), in libuv's pool above.
 */
export function decompressBody(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  if (body.length > IN_PLACE_MAX_BYTES / 8) {
    return encoding === 'gzip' ? gunzipAsync(body) : brotliDecompressAsync(body);
  }
  try {
    return Promise.resolve(encoding === 'gzip' ? gunzipSync(body) : brotliDecompressSync(body));
  } catch (error) {
    return Promise.reject(error);
  }
}
