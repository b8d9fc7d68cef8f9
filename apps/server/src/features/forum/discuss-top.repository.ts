import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

/** The home page's curated topics, in order (a deleted topic leaves the list with its deletion). */
export function createDiscussTopRepository(db: Db) {
  return {
    /** The curated topics' ids, in display order. */
    async ids(tenantId: string, tx?: Tx | null): Promise<string[]> {
      const rows = await onTx(db, tx)
        .selectFrom('forum_tops')
        .select('discuss_id')
        .where('tenant_id', '=', tenantId)
        .orderBy('order_num', 'asc')
        .execute();
      return rows.map((r) => r.discuss_id);
    },

    async replace(tx: Tx, tenantId: string, ids: string[], at: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx.deleteFrom('forum_tops').where('tenant_id', '=', tenantId).execute();
      if (ids.length > 0) {
        await trx
          .insertInto('forum_tops')
          .values(ids.map((id, i) => ({ tenant_id: tenantId, discuss_id: id, order_num: i + 1, created_at: at })))
          .execute();
      }
    },
  };
}
export type DiscussTopRepository = ReturnType<typeof createDiscussTopRepository>;
