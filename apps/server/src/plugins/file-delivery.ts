import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from '../shared/file-storage.js';

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
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
    await options.beforeSend?.(206);
    return reply.send(await storage.open(file.storageKey, range));
  }
  reply.status(200).header('Content-Length', size);
  await options.beforeSend?.(200);
  return reply.send(await storage.open(file.storageKey));
}
