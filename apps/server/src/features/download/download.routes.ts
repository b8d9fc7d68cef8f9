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
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { sendStoredFile } from '../../plugins/file-delivery.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { DownloadService, DownloadTarget } from './download.service.js';

/** Software and document downloads (public lists, gated files with counters) and their admin screens. */
export function registerDownloadRoutes(
  server: FastifyInstance,
  deps: { downloads: DownloadService; storage: FileStorage },
): void {
  const { downloads, storage } = deps;

  /** Streams the file and counts one download per GET that delivered bytes (200 or 206). */
  const deliver = (request: FastifyRequest, reply: FastifyReply, target: DownloadTarget) =>
    sendStoredFile(request, reply, storage, target.stored, {
      fileName: target.fileName,
      disposition: 'attachment',
      cacheControl: target.membersOnly ? 'private, no-store' : 'public, max-age=300',
      beforeSend: async () => {
        if (request.method === 'GET') await target.count();
      },
    });

  mountRoute(server, softwareListRoute, ({ ctx, query }) => downloads.listSoftware(ctx.tenantId, query));
  mountRoute(server, softwareDetailRoute, ({ ctx, params }) => downloads.softwareDetail(ctx.tenantId, params.id));
  mountRoute(server, documentListRoute, ({ ctx, query }) => downloads.listDocuments(ctx.tenantId, query));
  mountRoute(server, documentDetailRoute, ({ ctx, params }) => downloads.documentDetail(ctx.tenantId, params.id));
  mountRoute(server, softwareFileDownloadRoute, async ({ ctx, user, params, request, reply }) =>
    deliver(request, reply, await downloads.softwareFileForDownload(ctx.tenantId, params.id, user)),
  );
  mountRoute(server, documentFileDownloadRoute, async ({ ctx, user, params, request, reply }) =>
    deliver(request, reply, await downloads.documentFileForDownload(ctx.tenantId, params.id, user)),
  );

  mountAdminCrud(server, adminSoftwareRoutes, downloads.packages);
  mountAdminCrud(server, adminDocumentRoutes, downloads.documents);
  mountRoute(server, adminSoftwareVersionRoutes.create, ({ ctx, params, body }) =>
    downloads.versions.create(ctx, params.id, body),
  );
  mountRoute(server, adminSoftwareVersionRoutes.update, ({ ctx, params, body }) =>
    downloads.versions.update(ctx, params.id, body),
  );
  mountRoute(server, adminSoftwareVersionRoutes.remove, ({ ctx, params }) => downloads.versions.remove(ctx, params.id));
}
