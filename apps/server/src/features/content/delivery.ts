import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from '../file/file.feature.js';
import type { StoredFile } from '../file/file.repository.js';
import type { FileStorage } from '../file/file.storage.js';

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored file from storage: attachment (or inline for media players), Range requests (206 with
 * the right bytes, 416 when unsatisfiable), ETag / If-None-Match, and the SHA-256 as `Repr-Digest`.
 * `beforeSend` lets callers count only requests that deliver bytes.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: Pick<StoredFile, 'storageKey' | 'size' | 'sha256' | 'mime'>,
  options: {
    fileName: string;
    disposition: 'inline' | 'attachment';
    cacheControl: string;
    /** Runs before bytes are sent (200/206), so a counter is written before the response completes. */
    beforeSend?: (status: 200 | 206) => Promise<void>;
  },
): Promise<{ reply: FastifyReply; status: 200 | 206 | 304 | 416 }> {
  const size = (await storage.size(file.storageKey)) ?? file.size;
  const etag = `"${file.sha256}"`;
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
  if (request.headers['if-none-match'] === etag) return { reply: reply.status(304).send(), status: 304 };
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') {
    return { reply: reply.status(416).header('Content-Range', `bytes */${size}`).send(), status: 416 };
  }
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
    await options.beforeSend?.(206);
    return { reply: reply.send(await storage.open(file.storageKey, range)), status: 206 };
  }
  reply.status(200).header('Content-Length', size);
  await options.beforeSend?.(200);
  return { reply: reply.send(await storage.open(file.storageKey)), status: 200 };
}
