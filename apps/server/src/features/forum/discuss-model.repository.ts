import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import { AppError } from '../../shared/app-error.js';
import { isForeignKeyViolation } from '../../shared/db-errors.js';
import type { Tx } from '../../shared/transaction.js';
import { num } from '../../shared/values.js';
import { CARD_COLUMNS, selectCards, toTopic, visibleTopicExpr } from './discuss-query.repository.js';
import type { TopicRecord } from './discuss.records.js';

/**
 * The product models a topic names (forum_discuss_models, migration 0020): written with the topic in its unit
 * of work, read for the topic page and, the other way round, for a model page's list of topics.
 */
export function createDiscussModelRepository(db: Db) {
  /** Live topics naming the model that anyone may read: public and not hidden (a guest's view). */
  function topicsOf(tenantId: string, modelId: string) {
    const base = selectCards(db, tenantId)
      .innerJoin('forum_discuss_models as dm', 'dm.discuss_id', 'd.id')
      .where('dm.tenant_id', '=', tenantId)
      .where('dm.model_id', '=', modelId)
      .where('d.deleted_at', 'is', null);
    return base.where(visibleTopicExpr(null)!);
  }

  return {
    /** Each topic's model ids, in the author's order. */
    async modelIdsOf(tenantId: string, discussIds: string[], tx?: Tx | null): Promise<Map<string, string[]>> {
      const map = new Map<string, string[]>();
      if (discussIds.length === 0) return map;
      const rows = await onTx(db, tx)
        .selectFrom('forum_discuss_models')
        .select(['discuss_id', 'model_id'])
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', 'in', discussIds)
        .orderBy('discuss_id')
        .orderBy('order_num')
        .execute();
      for (const r of rows) map.set(r.discuss_id, [...(map.get(r.discuss_id) ?? []), r.model_id]);
      return map;
    },

    /** Replaces a topic's models with `modelIds` (already checked and without duplicates), in that order. */
    async replace(tx: Tx, tenantId: string, discussId: string, modelIds: string[], at: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx
        .deleteFrom('forum_discuss_models')
        .where('tenant_id', '=', tenantId)
        .where('discuss_id', '=', discussId)
        .execute();
      if (modelIds.length === 0) return;
      try {
        await trx
          .insertInto('forum_discuss_models')
          .values(
            modelIds.map((modelId, i) => ({
              discuss_id: discussId,
              model_id: modelId,
              tenant_id: tenantId,
              order_num: i,
              created_at: at,
            })),
          )
          .execute();
      } catch (error) {
        // A model checked a moment ago and deleted by staff since: the member's input no longer holds (400, and
        // the unit of work rolls back), not a server fault.
        if (isForeignKeyViolation(error)) throw AppError.field('modelIds', '所选型号已不存在，请重新选择');
        throw error;
      }
    },

    /**
     * The public topics naming a model: solved questions first, then the newest; with how many there are in
     * all. Private and hidden topics are never listed, whoever asks (the model page is a public page).
     */
    async topicsByModel(
      tenantId: string,
      modelId: string,
      take: number,
    ): Promise<{ items: TopicRecord[]; totalCount: number }> {
      const [rows, total] = await Promise.all([
        topicsOf(tenantId, modelId)
          .select(CARD_COLUMNS)
          .orderBy((e) => e.case().when('d.solved_comment_id', 'is not', null).then(0).else(1).end())
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .limit(take)
          .execute(),
        topicsOf(tenantId, modelId)
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toTopic), totalCount: num(total.n) };
    },
  };
}
export type DiscussModelRepository = ReturnType<typeof createDiscussModelRepository>;
