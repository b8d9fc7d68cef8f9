import {
  noticeListRoute,
  noticeReadAllRoute,
  noticeReadRoute,
  noticeSettingsGetRoute,
  noticeSettingsSetRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { NoticeService } from './notice.service.js';

/** The member's notice bell: latest notices, mark one or all read; and what raises them (settings). */
export function registerNoticeRoutes(server: FastifyInstance, deps: { notices: NoticeService }): void {
  const { notices } = deps;
  mountRoute(server, noticeListRoute, ({ ctx, user, query }) =>
    notices.list(ctx.tenantId, user!.id, query.skipCount, query.maxResultCount),
  );
  // read-all is registered before :id/read; the paths differ in shape so either order routes correctly.
  mountRoute(server, noticeReadAllRoute, ({ ctx, user }) => notices.markAllRead(ctx.tenantId, user!.id));
  mountRoute(server, noticeReadRoute, ({ ctx, user, params }) => notices.markRead(ctx.tenantId, user!.id, params.id));
  mountRoute(server, noticeSettingsGetRoute, ({ ctx, user }) => notices.settings(ctx.tenantId, user!.id));
  mountRoute(server, noticeSettingsSetRoute, ({ ctx, user, body }) =>
    notices.saveSettings(ctx.tenantId, user!.id, body),
  );
}
