import type { Db } from '../../db/database.js';
import { bool, iso, num } from '../../shared/values.js';
import { createTopicCountRepository } from './topic-count.repository.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';

export interface PlateRecord {
  id: string;
  tenantId: string;
  name: string;
  code: string;
  logo: string | null;
  introduction: string;
  /** English name and introduction, '' when none (English mode shows the Chinese then). */
  nameEn: string;
  introductionEn: string;
  orderNum: number;
  isPostingDisabled: boolean;
  isQuestionBoard: boolean;
  topicCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PlateWrite {
  name: string;
  code: string;
  logo: string | null;
  introduction: string;
  /** English name and introduction, '' when none (English mode shows the Chinese then). */
  nameEn: string;
  introductionEn: string;
  orderNum: number;
  isPostingDisabled: boolean;
  isQuestionBoard: boolean;
}

export function createPlateRepository(db: Db) {
  const counts = createTopicCountRepository(db);
  function select(tenantId: string, tx?: Tx | null) {
    return (
      onTx(db, tx)
        .selectFrom('forum_plates as p')
        .selectAll('p')
        // The board's public topics, from the kept counts (topic-count.repository.ts), not a count of its rows.
        .select((eb) =>
          eb
            .selectFrom('forum_topic_counts as c')
            .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('c.n'), sub.lit(0)).as('n'))
            .whereRef('c.plate_id', '=', 'p.id')
            .where('c.is_deleted', '=', false)
            .where('c.is_hidden', '=', false)
            .where('c.visibility', '=', 'public')
            .as('topic_count'),
        )
        .where('p.tenant_id', '=', tenantId)
    );
  }
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toPlate = (r: Row): PlateRecord => ({
    id: r.id,
    tenantId: r.tenant_id,
    name: r.name,
    code: r.code,
    logo: r.logo,
    introduction: r.introduction,
    nameEn: r.name_en,
    introductionEn: r.introduction_en,
    orderNum: num(r.order_num),
    isPostingDisabled: bool(r.is_posting_disabled),
    isQuestionBoard: bool(r.is_question_board),
    topicCount: num(r.topic_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  });

  return {
    async list(tenantId: string): Promise<PlateRecord[]> {
      const rows = await select(tenantId).orderBy('p.order_num', 'asc').orderBy('p.created_at', 'asc').execute();
      return rows.map(toPlate);
    },
    async find(tenantId: string, id: string, tx?: Tx | null): Promise<PlateRecord | undefined> {
      const row = await select(tenantId, tx).where('p.id', '=', id).executeTakeFirst();
      return row && toPlate(row);
    },
    async codeTaken(tenantId: string, code: string, exceptId?: string): Promise<boolean> {
      let q = db.selectFrom('forum_plates').select('id').where('tenant_id', '=', tenantId).where('code', '=', code);
      if (exceptId) q = q.where('id', '!=', exceptId);
      return !!(await q.executeTakeFirst());
    },
    async insert(tenantId: string, id: string, p: PlateWrite, at: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('forum_plates')
        .values({
          id,
          tenant_id: tenantId,
          name: p.name,
          code: p.code,
          logo: p.logo,
          introduction: p.introduction,
          name_en: p.nameEn,
          introduction_en: p.introductionEn,
          order_num: p.orderNum,
          is_posting_disabled: p.isPostingDisabled,
          is_question_board: p.isQuestionBoard,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },
    async update(tenantId: string, id: string, p: PlateWrite, at: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('forum_plates')
        .set({
          name: p.name,
          code: p.code,
          logo: p.logo,
          introduction: p.introduction,
          name_en: p.nameEn,
          introduction_en: p.introductionEn,
          order_num: p.orderNum,
          is_posting_disabled: p.isPostingDisabled,
          is_question_board: p.isQuestionBoard,
          updated_at: at,
        })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },
    async liveTopicCount(tenantId: string, id: string, tx?: Tx | null): Promise<number> {
      return counts.sum(tenantId, { plateId: id, isDeleted: false }, tx);
    },
    /**
     * Deletes a board with no live topics; its deleted topics (and what hangs off them) go with it, and so do
     * its kept counts (by the foreign key's cascade).
     */
    async delete(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx
        .deleteFrom('forum_discusses')
        .where('tenant_id', '=', tenantId)
        .where('plate_id', '=', id)
        .where('deleted_at', 'is not', null)
        .execute();
      await trx.deleteFrom('forum_plates').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
  };
}
export type PlateRepository = ReturnType<typeof createPlateRepository>;
