import {
  CV_MAX_BYTES,
  adminApplicationCvRoute,
  adminApplicationDeleteRoute,
  adminApplicationListRoute,
  adminApplicationUpdateRoute,
  adminJobRoutes,
  jobApplyRoute,
  jobDetailRoute,
  jobListRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { sendStoredFile } from '../../plugins/file-delivery.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { CareerService } from './career.service.js';

/** Job postings, applications with a CV (anyone may apply), and the admin screens. */
export function registerCareerRoutes(
  server: FastifyInstance,
  deps: { career: CareerService; storage: FileStorage },
): void {
  const { career, storage } = deps;
  mountRoute(server, jobListRoute, ({ ctx, query }) => career.list(ctx.tenantId, query));
  mountRoute(server, jobDetailRoute, ({ ctx, params }) => career.detail(ctx.tenantId, params.id));
  mountRoute(
    server,
    jobApplyRoute,
    async ({ ctx, params, request }) => {
      const form = await readMultipartForm(request, {
        fileField: 'cv',
        maxFileBytes: CV_MAX_BYTES,
        maxFields: 20,
        maxFieldBytes: 16 * 1024,
      });
      return career.apply(ctx, params.id, form.fields, form.file);
    },
    // Per address: ten applications an hour.
    { bodyLimit: CV_MAX_BYTES + 64 * 1024, rateLimit: { max: 10, windowMs: 60 * 60_000 } },
  );

  mountAdminCrud(server, adminJobRoutes, career.jobs);
  mountRoute(server, adminApplicationListRoute, ({ ctx, query }) => career.applications.list(ctx, query));
  mountRoute(server, adminApplicationUpdateRoute, ({ ctx, params, body }) =>
    career.applications.update(ctx, params.id, body),
  );
  mountRoute(server, adminApplicationDeleteRoute, ({ ctx, params }) => career.applications.remove(ctx, params.id));
  mountRoute(server, adminApplicationCvRoute, async ({ ctx, params, request, reply }) => {
    const { stored, fileName } = await career.applications.cv(ctx, params.id);
    return sendStoredFile(request, reply, storage, stored, {
      fileName,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
  });
}
