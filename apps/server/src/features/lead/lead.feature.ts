import {
  adminLeadDeleteRoute,
  adminLeadGetRoute,
  adminLeadListRoute,
  adminLeadUpdateRoute,
  feedbackRoute,
  salesLeadRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { AuditRepository } from '../admin/audit.repository.js';
import type { LeadService } from './lead.service.js';

export function createLeadFeature(deps: { service: LeadService; audit: AuditRepository }): Feature {
  const { service, audit } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, salesLeadRoute, ({ ctx, body }) => service.submitSales(ctx, body));
      mountRoute(server, feedbackRoute, ({ ctx, body }) => service.submitFeedback(ctx, body));
      mountRoute(server, adminLeadListRoute, ({ ctx, query }) => service.admin.list(ctx, query));
      mountRoute(server, adminLeadGetRoute, async ({ ctx, params }) => {
        const lead = await service.admin.get(ctx, params.id);
        if (!lead) throw AppError.notFound('线索不存在');
        return lead;
      });
      mountRoute(server, adminLeadUpdateRoute, async ({ ctx, params, body }) => {
        const before = await service.admin.get(ctx, params.id);
        const after = await service.admin.update(ctx, params.id, body);
        await audit.record(ctx, { action: 'lead.update', targetType: 'lead', targetId: params.id, before, after });
        return after;
      });
      mountRoute(server, adminLeadDeleteRoute, async ({ ctx, params }) => {
        const before = await service.admin.get(ctx, params.id);
        if (!before) throw AppError.notFound('线索不存在');
        await service.admin.remove(ctx, params.id);
        await audit.record(ctx, { action: 'lead.delete', targetType: 'lead', targetId: params.id, before });
        return { ok: true as const };
      });
    },
  };
}
