import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { AppError } from '../shared/app-error.js';
import { MissingObjectError, type FileStorage } from '../shared/file-storage.js';

/** What the streamer needs to know about a stored file. */
export interface DeliverableFile {
  storageKey: string;
  size: number;
  sha256: string;
  mime: string;
}

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Parses a single `bytes=a-b` range; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * The one way a stored file leaves the server (plain uploads, downloads, lesson videos, CVs): inline for
 * types a browser may show or attachment otherwise, Range requests (206 with the right bytes, 416 when
 * unsatisfiable), ETag / If-None-Match, the SHA-256 as `Repr-Digest`, and headers that keep an upload from
 * ever running as a page. `beforeSend` lets callers count only requests that deliver bytes.
 *
 * The bytes are streamed from the storage, a bucket's included, never handed out as a link to the bucket
 * (docs/decisions/0022-object-storage-and-backups.md): the caller's checks, these headers and the counters hold
 * whichever storage is configured. The size is the one recorded with the file, so a request costs the storage
 * one read and no lookup.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: DeliverableFile,
  options: {
    fileName: string;
    disposition: 'inline' | 'attachment';
    cacheControl: string;
    /** Runs before bytes are sent (200/206), so a counter is written before the response completes. */
    beforeSend?: (status: 200 | 206) => Promise<void>;
  },
): Promise<FastifyReply> {
  // A demo file registered by the seed has no recorded size until its bytes are written at start.
  const size = file.size > 0 ? file.size : ((await storage.size(file.storageKey)) ?? 0);
  const etag = `"${file.sha256}"`;
  const headers = () =>
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Cache-Control', options.cacheControl)
      .header('ETag', etag)
      .header('Repr-Digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
      .header('Accept-Ranges', 'bytes')
      .header('Content-Disposition', contentDisposition(options.disposition, options.fileName))
      .type(options.disposition === 'inline' ? file.mime : 'application/octet-stream');
  if (request.headers['if-none-match'] === etag) return headers().status(304).send();
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') return headers().status(416).header('Content-Range', `bytes */${size}`).send();
  // Opened before any header is set: bytes missing from the storage answer in the error envelope, not as a
  // download of it. A HEAD only asks whether they are there (a bucket would otherwise start sending them).
  const body =
    request.method === 'HEAD'
      ? await presentOrExplain(request, storage, file.storageKey)
      : await openOrExplain(request, storage, file.storageKey, range ?? undefined);
  try {
    headers();
    if (range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1);
    } else {
      reply.status(200).header('Content-Length', size);
    }
    await options.beforeSend?.(range ? 206 : 200);
  } catch (error) {
    body?.destroy();
    throw error;
  }
  // For HEAD an empty stream: Fastify's HEAD route keeps the Content-Length set here for a stream (it would
  // drain a real one, reading the whole file), and replaces it with 0 for no payload at all.
  return reply.send(body ?? Readable.from([]));
}

async function presentOrExplain(request: FastifyRequest, storage: FileStorage, key: string): Promise<null> {
  if ((await storage.size(key)) === null) missing(request, storage, key);
  return null;
}

async function openOrExplain(
  request: FastifyRequest,
  storage: FileStorage,
  key: string,
  range: { start: number; end: number } | undefined,
): Promise<Readable> {
  try {
    return await storage.open(key, range);
  } catch (error) {
    if (!(error instanceof MissingObjectError)) throw error;
    return missing(request, storage, key);
  }
}

/**
 * The database knows the file but the storage does not hold it: an operator's problem (a bucket not yet filled
 * by storage:migrate, a restore without its files), logged as such; the visitor learns it is gone.
 */
function missing(request: FastifyRequest, storage: FileStorage, key: string): never {
  request.log.error({ key, storage: storage.description }, 'stored file missing from the storage');
  throw AppError.notFound('文件内容暂时无法读取，请稍后再试或联系管理员');
}
