import { adminConfigListRoute, adminConfigUpdateRoute, configListRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { Db } from '../../db/database.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import { createSiteConfigRepository } from './site-config.repository.js';

/** Keys under these prefixes are public; anything else (e.g. secret.*) stays admin-only. */
const PUBLIC_PREFIXES = ['bbs.', 'company.', 'site.'];

export function createSiteConfigFeature(deps: { db: Db; clock: Clock; audit: AuditRepository }): Feature {
  const repo = createSiteConfigRepository(deps.db);
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, configListRoute, async ({ ctx, reply }) => {
        const rows = await repo.list(ctx.tenantId);
        reply.header('Cache-Control', 'public, max-age=60');
        return {
          items: rows
            .filter((r) => PUBLIC_PREFIXES.some((p) => r.configKey.startsWith(p)))
            .map((r) => ({ configKey: r.configKey, configValue: r.configValue })),
        };
      });

      mountRoute(server, adminConfigListRoute, async ({ ctx }) => ({ items: await repo.list(ctx.tenantId) }));

      mountRoute(server, adminConfigUpdateRoute, async ({ ctx, params, body }) => {
        const before = await repo.find(ctx.tenantId, params.configKey);
        await repo.upsert(ctx.tenantId, params.configKey, body.configValue, body.remark, deps.clock.now().toISOString());
        const after = await repo.find(ctx.tenantId, params.configKey);
        if (!after) throw AppError.notFound();
        await deps.audit.record(ctx, {
          action: before ? 'config.update' : 'config.create',
          targetType: 'site_config',
          targetId: params.configKey,
          before: before?.configValue,
          after: after.configValue,
        });
        return after;
      });
    },
  };
}
