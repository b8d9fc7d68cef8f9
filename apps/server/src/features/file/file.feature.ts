import { ErrorCodes, fileGetRoute, fileUploadRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { createFileRepository } from './file.repository.js';
import { createFileService, INLINE_MIME, type FileService } from './file.service.js';
import type { FileStorage } from './file.storage.js';

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Parses a single `bytes=a-b` range; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
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

export function createFileFeature(deps: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  config: AppConfig;
}): Feature & { service: FileService } {
  const service = createFileService({ repo: createFileRepository(deps.db), storage: deps.storage, clock: deps.clock });
  return {
    service,
    registerRoutes(server: FastifyInstance) {
      mountRoute(
        server,
        fileUploadRoute,
        async ({ request, ctx, user }) => {
          if (!request.isMultipart()) throw AppError.badRequest('请用 multipart/form-data 上传，字段名为 file');
          const part = await request.file();
          if (!part) throw AppError.field('file', '请选择要上传的文件');
          const bytes = await part.toBuffer();
          if (part.file.truncated) {
            throw new AppError(413, ErrorCodes.payloadTooLarge, `文件超过了 ${Math.round(deps.config.uploadMaxBytes / 1048576)} MB 的上限`);
          }
          const imagesOnly = (part.fields['purpose'] as { value?: string } | undefined)?.value === 'image';
          return service.upload({
            tenantId: ctx.tenantId,
            ownerId: user!.id,
            fileName: part.filename,
            bytes,
            imagesOnly,
          });
        },
        { bodyLimit: deps.config.uploadMaxBytes + 64 * 1024 },
      );

      mountRoute(server, fileGetRoute, async ({ params, ctx, request, reply }) => {
        // Files attached to gated content (downloads, lesson videos, CVs) are served only by their feature.
        const file = await service.findPublic(ctx.tenantId, params.id);
        if (!file) throw AppError.notFound('文件不存在或已被删除');
        const size = (await deps.storage.size(file.storageKey)) ?? file.size;
        const inline = INLINE_MIME.has(file.mime);
        reply
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .header('Cache-Control', 'private, max-age=86400')
          .header('ETag', `"${file.sha256}"`)
          .header('Accept-Ranges', 'bytes')
          .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
          .type(inline ? file.mime : 'application/octet-stream');
        if (request.headers['if-none-match'] === `"${file.sha256}"`) return reply.status(304).send();
        const range = parseRange(request.headers.range, size);
        if (range === 'invalid') {
          return reply.status(416).header('Content-Range', `bytes */${size}`).send();
        }
        if (range) {
          reply
            .status(206)
            .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
            .header('Content-Length', range.end - range.start + 1);
          return reply.send(await deps.storage.open(file.storageKey, range));
        }
        reply.header('Content-Length', size);
        return reply.send(await deps.storage.open(file.storageKey));
      });
    },
  };
}
