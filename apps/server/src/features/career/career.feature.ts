import {
  CV_MAX_BYTES,
  ErrorCodes,
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
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import { sendStoredFile } from '../content/delivery.js';
import type { FileStorage } from '../file/file.storage.js';
import type { CareerService } from './career.service.js';

export function createCareerFeature(deps: {
  service: CareerService;
  storage: FileStorage;
  audit: AuditRepository;
}): Feature {
  const { service, storage, audit } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, jobListRoute, ({ ctx, query }) => service.list(ctx.tenantId, query));
      mountRoute(server, jobDetailRoute, ({ ctx, params }) => service.detail(ctx.tenantId, params.id));
      mountRoute(
        server,
        jobApplyRoute,
        async ({ ctx, params, request }) => {
          if (!request.isMultipart()) throw AppError.badRequest('请用 multipart/form-data 提交，简历字段名为 cv');
          const fields: Record<string, string> = {};
          let cv: { fileName: string; bytes: Buffer } | null = null;
          for await (const part of request.parts({
            limits: { fieldSize: 16 * 1024, fields: 10, files: 1, fileSize: CV_MAX_BYTES },
          })) {
            if (part.type === 'file') {
              const bytes = await part.toBuffer();
              if (part.file.truncated) throw new AppError(413, ErrorCodes.payloadTooLarge, '简历文件不能超过 10 MB');
              if (part.fieldname === 'cv') cv = { fileName: part.filename, bytes };
            } else {
              fields[part.fieldname] = String(part.value ?? '');
            }
          }
          return service.apply(ctx, params.id, fields, cv);
        },
        { bodyLimit: CV_MAX_BYTES + 64 * 1024 },
      );

      mountAdminCrud(server, adminJobRoutes, service.jobs, { audit, targetType: 'job', notFound: '职位不存在' });
      mountRoute(server, adminApplicationListRoute, ({ ctx, query }) => service.applications.list(ctx, query));
      mountRoute(server, adminApplicationUpdateRoute, async ({ ctx, params, body }) => {
        const before = await service.applications.get(ctx, params.id);
        const after = await service.applications.update(ctx, params.id, body);
        await audit.record(ctx, {
          action: 'job_application.update',
          targetType: 'job_application',
          targetId: params.id,
          before,
          after,
        });
        return after;
      });
      mountRoute(server, adminApplicationDeleteRoute, async ({ ctx, params }) => {
        const before = await service.applications.get(ctx, params.id);
        if (!before) throw AppError.notFound('投递记录不存在');
        await service.applications.remove(ctx, params.id);
        await audit.record(ctx, {
          action: 'job_application.delete',
          targetType: 'job_application',
          targetId: params.id,
          before,
        });
        return { ok: true as const };
      });
      mountRoute(server, adminApplicationCvRoute, async ({ ctx, params, request, reply }) => {
        const { stored, fileName } = await service.applications.cv(ctx, params.id);
        await sendStoredFile(request, reply, storage, stored, {
          fileName,
          disposition: 'attachment',
          cacheControl: 'private, no-store',
        });
        return reply;
      });
    },
  };
}
