import type { Notice } from '@clearsight/contracts';
import type { Db } from '../../db/database.js';
import { bool, iso } from '../../shared/values.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

export function createNoticeRepository(db: Db) {
  return {
    async insert(
      n: {
        id: string;
        tenantId: string;
        userId: string;
        message: string;
        link: string | null;
        kind: string;
        createdAt: string;
      },
      tx?: Tx | null,
    ): Promise<void> {
      await onTx(db, tx)
        .insertInto('notices')
        .values({
          id: n.id,
          tenant_id: n.tenantId,
          user_id: n.userId,
          message: n.message,
          link: n.link,
          kind: n.kind,
          is_read: false,
          created_at: n.createdAt,
        })
        .execute();
    },
    async listForUser(
      tenantId: string,
      userId: string,
      skip: number,
      take: number,
    ): Promise<{ items: Notice[]; totalCount: number; unreadCount: number }> {
      const base = db.selectFrom('notices').where('tenant_id', '=', tenantId).where('user_id', '=', userId);
      const [rows, counts] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(skip).limit(take).execute(),
        base
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.sum<number>(eb.case().when('is_read', '=', false).then(1).else(0).end()).as('unread'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          message: r.message,
          isRead: bool(r.is_read),
          creationTime: iso(r.created_at),
          link: r.link,
          kind: r.kind,
        })),
        totalCount: Number(counts.total),
        unreadCount: Number(counts.unread ?? 0),
      };
    },
    /** Marks one notice read; only the owner's row matches, so another member's id updates nothing. */
    async markRead(tenantId: string, userId: string, id: string): Promise<number> {
      const result = await db
        .updateTable('notices')
        .set({ is_read: true })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async markAllRead(tenantId: string, userId: string): Promise<number> {
      const result = await db
        .updateTable('notices')
        .set({ is_read: true })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
