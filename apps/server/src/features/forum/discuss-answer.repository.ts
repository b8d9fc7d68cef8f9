import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, num } from '../../shared/values.js';

/** The answer state of a topic as the mark takes it under the topic's lock. */
export interface AnswerState {
  userId: string;
  isQuestionBoard: boolean;
  solvedCommentId: string | null;
  paidUserId: string | null;
  paidCents: number;
}

/** Solved questions: the marked answer on the topic and who holds its reward. */
export function createDiscussAnswerRepository(db: Db) {
  return {
    /**
     * Locks a live topic's row until `tx` ends and answers its answer state, or undefined when the topic is
     * gone. Every mark and clear takes this lock first, so they run one after another per topic.
     */
    async lock(tx: Tx, tenantId: string, discussId: string): Promise<AnswerState | undefined> {
      const trx = onTx(db, tx);
      const locked = await trx
        .updateTable('forum_discusses')
        .set((e) => ({ answer_paid_cents: e.ref('answer_paid_cents') }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', discussId)
        .where('deleted_at', 'is', null)
        .returning(['user_id', 'plate_id', 'solved_comment_id', 'answer_paid_user_id', 'answer_paid_cents'])
        .executeTakeFirst();
      if (!locked) return undefined;
      const plate = await trx
        .selectFrom('forum_plates')
        .select('is_question_board')
        .where('id', '=', locked.plate_id)
        .executeTakeFirstOrThrow();
      return {
        userId: locked.user_id,
        isQuestionBoard: bool(plate.is_question_board),
        solvedCommentId: locked.solved_comment_id,
        paidUserId: locked.answer_paid_user_id,
        paidCents: num(locked.answer_paid_cents),
      };
    },

    async set(
      tx: Tx,
      discussId: string,
      answer: { solvedCommentId: string | null; paidUserId: string | null; paidCents: number },
    ): Promise<void> {
      await onTx(db, tx)
        .updateTable('forum_discusses')
        .set({
          solved_comment_id: answer.solvedCommentId,
          answer_paid_user_id: answer.paidUserId,
          answer_paid_cents: answer.paidCents,
        })
        .where('id', '=', discussId)
        .execute();
    },

    /** Which of the comments are their topic's marked answer. */
    async answerIds(tenantId: string, commentIds: string[]): Promise<Set<string>> {
      if (commentIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('forum_discusses')
        .select('solved_comment_id')
        .where('tenant_id', '=', tenantId)
        .where('solved_comment_id', 'in', commentIds)
        .execute();
      return new Set(rows.map((r) => r.solved_comment_id!));
    },
  };
}
export type DiscussAnswerRepository = ReturnType<typeof createDiscussAnswerRepository>;
