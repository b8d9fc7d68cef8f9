import type { Db } from '../../db/database.js';
import { newId } from '../../shared/ids.js';
import { iso, num } from '../../shared/values.js';

export interface SmsOutboxRow {
  id: string;
  phone: string;
  content: string;
  provider: string;
  createdAt: string;
}

/** The outbox provider's record of every message it would have texted. */
export function createSmsOutboxRepository(db: Db) {
  return {
    async insert(message: { tenantId: string; phone: string; content: string; provider: string; at: string }) {
      await db
        .insertInto('sms_outbox')
        .values({
          id: newId(),
          tenant_id: message.tenantId,
          phone: message.phone,
          content: message.content,
          provider: message.provider,
          created_at: message.at,
        })
        .execute();
    },

    async list(
      tenantId: string,
      filter: { phone?: string | undefined; skip: number; take: number },
    ): Promise<{ items: SmsOutboxRow[]; totalCount: number }> {
      let base = db.selectFrom('sms_outbox').where('tenant_id', '=', tenantId);
      if (filter.phone) base = base.where('phone', '=', filter.phone);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(filter.skip)
          .limit(filter.take)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          content: r.content,
          provider: r.provider,
          createdAt: iso(r.created_at),
        })),
        totalCount: num(count.n),
      };
    },
  };
}
export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
