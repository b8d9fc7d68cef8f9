import { noticeListRoute, noticeReadAllRoute, noticeReadRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { Db } from '../../db/database.js';
import type { DomainEvents } from '../../events.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { Clock } from '../../shared/clock.js';
import { createNoticeRepository } from './notice.repository.js';
import { createNoticeService, type NoticeService } from './notice.service.js';

export function createNoticeFeature(deps: { db: Db; clock: Clock; events: DomainEvents }): Feature & {
  service: NoticeService;
} {
  const service = createNoticeService({ repo: createNoticeRepository(deps.db), clock: deps.clock, events: deps.events });
  // A new member's bell is not empty: it welcomes them and points at the getting-started page.
  deps.events.on('user.registered', async ({ tenantId, userId, userName }) => {
    await service.notify({
      tenantId,
      userId,
      kind: 'welcome',
      link: '/start',
      message: `欢迎加入社区，${userName}！完善个人资料、每日签到、参与讨论都能赚取钱钱，先看看新手指南吧。`,
    });
  });
  return {
    service,
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, noticeListRoute, ({ ctx, user, query }) =>
        service.list(ctx.tenantId, user!.id, query.skipCount, query.maxResultCount),
      );
      // read-all is registered before :id/read; the paths differ in shape so either order routes correctly.
      mountRoute(server, noticeReadAllRoute, async ({ ctx, user }) => ({
        updated: await service.markAllRead(ctx.tenantId, user!.id),
      }));
      mountRoute(server, noticeReadRoute, async ({ ctx, user, params }) => {
        await service.markRead(ctx.tenantId, user!.id, params.id);
        return { ok: true as const };
      });
    },
  };
}
