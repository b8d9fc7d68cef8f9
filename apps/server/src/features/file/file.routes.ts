import { fileGetRoute, fileUploadRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import { sendStoredFile } from '../../plugins/file-delivery.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { FileService } from './file.service.js';
import { createImageVariants } from './image-variants.js';

/** Uploads (members) and the generic file URL (public files only; gated ones go through their feature). */
export function registerFileRoutes(
  server: FastifyInstance,
  deps: { files: FileService; storage: FileStorage; uploadMaxBytes: number },
): void {
  const { files, storage, uploadMaxBytes } = deps;
  const variants = createImageVariants(storage);
  mountRoute(
    server,
    fileUploadRoute,
    async ({ request, ctx }) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxFileBytes: uploadMaxBytes,
        maxFields: 10,
        maxFieldBytes: 1024,
      });
      return files.uploadForm(ctx, form);
    },
    { bodyLimit: uploadMaxBytes + 64 * 1024 },
  );

  mountRoute(server, fileGetRoute, async ({ params, query, ctx, request, reply }) => {
    const { file, inline } = await files.requirePublic(ctx.tenantId, params.id);
    const variant = await variants.variantOf(file, query);
    return sendStoredFile(request, reply, storage, variant ?? file, {
      fileName: variant?.fileName ?? file.originalName,
      disposition: variant || inline ? 'inline' : 'attachment',
      cacheControl: 'private, max-age=86400',
    });
  });
}
