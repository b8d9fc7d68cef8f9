import {
  adminDocumentRoutes,
  adminSoftwareRoutes,
  adminSoftwareVersionRoutes,
  documentDetailRoute,
  documentFileDownloadRoute,
  documentListRoute,
  softwareDetailRoute,
  softwareFileDownloadRoute,
  softwareListRoute,
} from '@clearsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { mountAdminCrud } from '../content/admin-crud.js';
import { sendStoredFile } from '../content/delivery.js';
import type { StoredFile } from '../file/file.repository.js';
import type { FileStorage } from '../file/file.storage.js';
import type { DownloadService } from './download.service.js';

export function createDownloadFeature(deps: {
  service: DownloadService;
  storage: FileStorage;
  audit: AuditRepository;
}): Feature {
  const { service, storage, audit } = deps;

  /** Streams the file and counts one download per GET that delivered bytes (200 or 206). */
  async function deliver(
    request: FastifyRequest,
    reply: FastifyReply,
    target: { stored: StoredFile; fileName: string; membersOnly: boolean; count: () => Promise<void> },
  ): Promise<FastifyReply> {
    await sendStoredFile(request, reply, storage, target.stored, {
      fileName: target.fileName,
      disposition: 'attachment',
      cacheControl: target.membersOnly ? 'private, no-store' : 'public, max-age=300',
      beforeSend: async () => {
        if (request.method === 'GET') await target.count();
      },
    });
    return reply;
  }

  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, softwareListRoute, ({ ctx, query }) => service.listSoftware(ctx.tenantId, query));
      mountRoute(server, softwareDetailRoute, ({ ctx, params }) => service.softwareDetail(ctx.tenantId, params.id));
      mountRoute(server, documentListRoute, ({ ctx, query }) => service.listDocuments(ctx.tenantId, query));
      mountRoute(server, documentDetailRoute, ({ ctx, params }) => service.documentDetail(ctx.tenantId, params.id));
      mountRoute(server, softwareFileDownloadRoute, async ({ ctx, user, params, request, reply }) =>
        deliver(request, reply, await service.softwareFileForDownload(ctx.tenantId, params.id, user)),
      );
      mountRoute(server, documentFileDownloadRoute, async ({ ctx, user, params, request, reply }) =>
        deliver(request, reply, await service.documentFileForDownload(ctx.tenantId, params.id, user)),
      );

      mountAdminCrud(server, adminSoftwareRoutes, service.packages, {
        audit,
        targetType: 'software_package',
        notFound: '软件不存在',
      });
      mountAdminCrud(server, adminDocumentRoutes, service.documents, {
        audit,
        targetType: 'document',
        notFound: '文档不存在',
      });

      mountRoute(server, adminSoftwareVersionRoutes.create, async ({ ctx, params, body }) => {
        const version = await service.versions.save(ctx, { packageId: params.id }, body);
        await audit.record(ctx, {
          action: 'software_version.create',
          targetType: 'software_version',
          targetId: version.id,
          after: version,
        });
        return version;
      });
      mountRoute(server, adminSoftwareVersionRoutes.update, async ({ ctx, params, body }) => {
        const before = await service.versions.get(ctx, params.id);
        if (!before) throw AppError.notFound('版本不存在');
        const version = await service.versions.save(ctx, { versionId: params.id }, body);
        await audit.record(ctx, {
          action: 'software_version.update',
          targetType: 'software_version',
          targetId: version.id,
          before,
          after: version,
        });
        return version;
      });
      mountRoute(server, adminSoftwareVersionRoutes.remove, async ({ ctx, params }) => {
        const before = await service.versions.get(ctx, params.id);
        if (!before) throw AppError.notFound('版本不存在');
        await service.versions.remove(ctx, params.id);
        await audit.record(ctx, {
          action: 'software_version.delete',
          targetType: 'software_version',
          targetId: params.id,
          before,
        });
        return { ok: true as const };
      });
    },
  };
}
