import {
  activeSiteNoticesRoute,
  adminSiteNoticeRoutes,
  previewSiteNoticeRoute,
  publishSiteNoticeRoute,
  withdrawSiteNoticeRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountAdminCrud } from '../../plugins/admin-crud-routes.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SiteNoticeService } from './site-notice.service.js';

/** Site-wide notices: the active ones for every visitor, and the console's writing, publishing and withdrawing. */
export function registerSiteNoticeRoutes(server: FastifyInstance, deps: { siteNotices: SiteNoticeService }): void {
  const { siteNotices } = deps;
  mountRoute(server, activeSiteNoticesRoute, ({ ctx }) => siteNotices.active(ctx.tenantId));
  mountRoute(server, previewSiteNoticeRoute, ({ body }) => siteNotices.preview(body.contentHtml));
  mountAdminCrud(server, adminSiteNoticeRoutes, siteNotices.admin);
  mountRoute(server, publishSiteNoticeRoute, ({ ctx, params }) => siteNotices.publish(ctx, params.id));
  mountRoute(server, withdrawSiteNoticeRoute, ({ ctx, params }) => siteNotices.withdraw(ctx, params.id));
}
