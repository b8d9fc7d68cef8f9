import { smsOutboxRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { Db } from '../../db/database.js';
import { mountRoute } from '../../plugins/contract-routes.js';
import { iso } from '../../shared/values.js';

/** The admin view of the outbox SMS provider: what would have been texted, newest first. */
export function createSmsFeature(deps: { db: Db }): Feature {
  const { db } = deps;
  return {
    registerRoutes(server: FastifyInstance) {
      mountRoute(server, smsOutboxRoute, async ({ query, ctx }) => {
        let base = db.selectFrom('sms_outbox').where('tenant_id', '=', ctx.tenantId);
        if (query.phone) base = base.where('phone', '=', query.phone);
        const [rows, count] = await Promise.all([
          base
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .offset(query.skipCount)
            .limit(query.maxResultCount)
            .execute(),
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return {
          items: rows.map((r) => ({
            id: r.id,
            phone: r.phone,
            content: r.content,
            provider: r.provider,
            creationTime: iso(r.created_at),
          })),
          totalCount: Number(count.n),
        };
      });
    },
  };
}
