import type { Db } from '../../db/database.js';
import { num } from '../../shared/values.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

/** Members' likes on topics: one row per member and topic, counted on the topic and on its author. */
export function createDiscussAgreeRepository(db: Db) {
  return {
    /** Which of the topics the member likes. */
    async agreedIds(tenantId: string, userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('forum_agrees')
        .select('discuss_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('discuss_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.discuss_id));
    },

    /**
     * Toggles a member's like on a topic. The topic row is locked first so that concurrent toggles
     * serialise; the unique (discuss_id, user_id) key makes a second like row impossible anyway.
     * Returns null when the topic is gone.
     */
    async toggle(
      tx: Tx,
      tenantId: string,
      discussId: string,
      userId: string,
      at: string,
    ): Promise<{ isAgree: boolean; likeCount: number; authorId: string } | null> {
      const trx = onTx(db, tx);
      const locked = await trx
        .updateTable('forum_discusses')
        .set((e) => ({ like_count: e.ref('like_count') }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', discussId)
        .where('deleted_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      if (!locked) return null;
      const removed = await trx
        .deleteFrom('forum_agrees')
        .where('discuss_id', '=', discussId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const isAgree = Number(removed.numDeletedRows) === 0;
      if (isAgree) {
        await trx
          .insertInto('forum_agrees')
          .values({ discuss_id: discussId, user_id: userId, tenant_id: tenantId, created_at: at })
          .execute();
      }
      const delta = isAgree ? 1 : -1;
      const updated = await trx
        .updateTable('forum_discusses')
        .set((e) => ({ like_count: e(e.ref('like_count'), '+', delta) }))
        .where('id', '=', discussId)
        .returning('like_count')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set((e) => ({ like_received_count: e(e.ref('like_received_count'), '+', delta) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', locked.user_id)
        .execute();
      return { isAgree, likeCount: num(updated.like_count), authorId: locked.user_id };
    },
  };
}
export type DiscussAgreeRepository = ReturnType<typeof createDiscussAgreeRepository>;
