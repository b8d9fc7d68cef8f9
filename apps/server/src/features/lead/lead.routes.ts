import {
  adminLeadDeleteRoute,
  adminLeadGetRoute,
  adminLeadListRoute,
  adminLeadUpdateRoute,
  feedbackRoute,
  salesLeadRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { LeadService } from './lead.service.js';

/** Per address: five form submissions in ten minutes. */
const FORM_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** Contact-sales and feedback forms (anyone, with a captcha) and the leads inbox. */
export function registerLeadRoutes(server: FastifyInstance, deps: { leads: LeadService }): void {
  const { leads } = deps;
  mountRoute(server, salesLeadRoute, ({ ctx, body }) => leads.submitSales(ctx, body), { rateLimit: FORM_LIMIT });
  mountRoute(server, feedbackRoute, ({ ctx, body }) => leads.submitFeedback(ctx, body), { rateLimit: FORM_LIMIT });
  mountRoute(server, adminLeadListRoute, ({ ctx, query }) => leads.admin.list(ctx, query));
  mountRoute(server, adminLeadGetRoute, ({ ctx, params }) => leads.admin.get(ctx, params.id));
  mountRoute(server, adminLeadUpdateRoute, ({ ctx, params, body }) => leads.admin.update(ctx, params.id, body));
  mountRoute(server, adminLeadDeleteRoute, ({ ctx, params }) => leads.admin.remove(ctx, params.id));
}
