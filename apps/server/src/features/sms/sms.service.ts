import type { RequestContext } from '../../shared/request-context.js';
import type { SmsOutboxRepository } from './sms-outbox.repository.js';

/** The console's view of the outbox SMS provider: what would have been texted, newest first. */
export function createSmsService(deps: { outbox: SmsOutboxRepository }) {
  return {
    async outbox(
      ctx: RequestContext,
      query: { phone?: string | undefined; skipCount: number; maxResultCount: number },
    ) {
      const page = await deps.outbox.list(ctx.tenantId, {
        phone: query.phone,
        skip: query.skipCount,
        take: query.maxResultCount,
      });
      return {
        items: page.items.map((m) => ({
          id: m.id,
          phone: m.phone,
          content: m.content,
          provider: m.provider,
          creationTime: m.createdAt,
        })),
        totalCount: page.totalCount,
      };
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
