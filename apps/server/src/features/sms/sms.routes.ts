import { smsOutboxRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SmsService } from './sms.service.js';

export function registerSmsRoutes(server: FastifyInstance, deps: { sms: SmsService }): void {
  mountRoute(server, smsOutboxRoute, ({ ctx, query }) => deps.sms.outbox(ctx, query));
}
