import {
  ANSWER_MESSAGES,
  ANSWER_REWARD_DEFAULT,
  ANSWER_REWARD_SETTING,
  parseAnswerReward,
  commentHref,
  toCents,
  type AnswerResult,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Tx } from '../../shared/transaction.js';
import type { AnswerState } from './discuss-answer.repository.js';
import { TOPIC_NOT_FOUND } from './discuss-reads.js';
import type { DiscussService } from './discuss.service.js';
import { assertCanWrite, isStaff } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';
import { excerpt } from './forum.mappers.js';

/**
 * The answer reward in cents from the site settings: the default when unset, and when the stored value is
 * no amount (written past the console) — logged so staff can fix it, never a failed mark.
 */
export function answerRewardFromSettings(
  items: ReadonlyArray<{ configKey: string; configValue: string }>,
  log?: (message: string) => void,
): number {
  const raw = items.find((i) => i.configKey === ANSWER_REWARD_SETTING)?.configValue;
  if (raw === undefined) return toCents(ANSWER_REWARD_DEFAULT);
  const reward = parseAnswerReward(raw);
  if (reward === null) {
    log?.(
      `site setting ${ANSWER_REWARD_SETTING} is no amount (${JSON.stringify(raw.slice(0, 40))}): the default applies`,
    );
    return toCents(ANSWER_REWARD_DEFAULT);
  }
  return toCents(reward);
}

/**
 * Moves the topic's answer to `commentId` (null clears it) and its reward to `payee` (null: nobody),
 * inside `tx` after the topic's lock. Reversal takes back at most what the holder still has: a reward
 * already spent is not turned into a debt (the wallet never goes below zero).
 */
async function settle(
  deps: Pick<ForumDeps, 'answers' | 'wallet' | 'events'>,
  tx: Tx,
  tenantId: string,
  discussId: string,
  state: AnswerState,
  commentId: string | null,
  payee: string | null,
  rewardCents: number,
): Promise<void> {
  const { answers, wallet } = deps;
  const paidCents = payee ? rewardCents : 0;
  const unchanged = state.paidUserId === payee && state.paidCents === paidCents;
  if (!unchanged) {
    if (state.paidUserId && state.paidCents > 0) {
      const balance = await wallet.hold(tx, tenantId, state.paidUserId);
      const take = Math.min(balance, state.paidCents);
      if (take > 0) {
        await wallet.change(
          {
            tenantId,
            userId: state.paidUserId,
            amountCents: -take,
            reason: 'forum.answer.reversed',
            reference: discussId,
          },
          tx,
        );
      }
    }
    if (payee && paidCents > 0) {
      await wallet.change(
        { tenantId, userId: payee, amountCents: paidCents, reason: 'forum.answer', reference: discussId },
        tx,
      );
    }
  }
  await answers.set(tx, discussId, {
    solvedCommentId: commentId,
    paidUserId: unchanged ? state.paidUserId : payee,
    paidCents: unchanged ? state.paidCents : paidCents,
  });
  // Open pages show the answer under the question and on its comment (the mark left the old one).
  tx.afterCommit(() => {
    deps.events.emit('topic.changed', { tenantId, discussId, accessChanged: false });
    for (const id of new Set([state.solvedCommentId, commentId])) {
      if (id) deps.events.emit('comment.changed', { tenantId, discussId, commentId: id });
    }
  });
}

/**
 * Clears the topic's answer when it is `commentId`, taking its reward back, inside the caller's unit of work (a
 * comment's deletion): a deleted comment is no answer, and its author does not keep the reward for it.
 */
export async function clearAnswerOf(
  deps: Pick<ForumDeps, 'answers' | 'wallet' | 'events'>,
  tx: Tx,
  tenantId: string,
  discussId: string,
  commentId: string,
): Promise<void> {
  const state = await deps.answers.lock(tx, tenantId, discussId);
  if (state?.solvedCommentId !== commentId) return;
  await settle(deps, tx, tenantId, discussId, state, null, null, 0);
}

/**
 * Solved questions (decision 0026). The topic's row lock orders every mark and clear of a topic; the reward
 * moves through the wallet in the same transaction, so whatever requests race, exactly one answerer holds the
 * reward of a topic, and what is taken back is exactly what was paid.
 */
export function createAnswerService(deps: ForumDeps, topics: DiscussService) {
  const { answers, comments, transactor } = deps;

  async function lockFor(tx: Tx, ctx: RequestContext, user: SessionUser, discussId: string): Promise<AnswerState> {
    const state = await answers.lock(tx, ctx.tenantId, discussId);
    if (!state) throw AppError.notFound(TOPIC_NOT_FOUND);
    if (!state.isQuestionBoard) throw AppError.badRequest(ANSWER_MESSAGES.notQuestionBoard);
    if (state.userId !== user.id && !isStaff(user)) throw AppError.forbidden(ANSWER_MESSAGES.notAllowed);
    return state;
  }

  return {
    async mark(ctx: RequestContext, discussId: string, commentId: string): Promise<AnswerResult> {
      const user = assertCanWrite(ctx.user);
      const { topic } = await topics.requireReadable(ctx, discussId);
      const rewardCents = await deps.answerRewardCents(ctx.tenantId);
      const answerer = await transactor.run(async (tx) => {
        const state = await lockFor(tx, ctx, user, discussId);
        if (state.solvedCommentId === commentId) return null;
        // Read under the topic's lock: a comment deleted meanwhile is refused, not marked.
        const comment = await comments.find(ctx.tenantId, commentId, tx);
        if (!comment || comment.deletedAt || comment.isHidden)
          throw AppError.field('commentId', ANSWER_MESSAGES.commentGone);
        if (comment.discussId !== discussId) throw AppError.field('commentId', ANSWER_MESSAGES.wrongTopic);
        // Answering one's own question is allowed, but earns nothing.
        const payee = comment.userId !== state.userId && rewardCents > 0 ? comment.userId : null;
        await settle(deps, tx, ctx.tenantId, discussId, state, commentId, payee, rewardCents);
        return comment.userId;
      });
      // The site search shows the question as solved and ranks it so.
      await deps.search.syncTopic(ctx.tenantId, discussId);
      // The answerer hears of it (not when they accepted their own comment).
      if (answerer && answerer !== user.id) {
        await deps.notices.notify({
          tenantId: ctx.tenantId,
          userId: answerer,
          actorId: user.id,
          kind: 'forum.answer',
          link: commentHref(discussId, commentId),
          message: `你在《${excerpt(topic.title, 40)}》的回答被采纳为答案`,
        });
      }
      return { solvedCommentId: commentId, message: ANSWER_MESSAGES.marked };
    },

    async clear(ctx: RequestContext, discussId: string): Promise<AnswerResult> {
      const user = assertCanWrite(ctx.user);
      await topics.requireReadable(ctx, discussId);
      await transactor.run(async (tx) => {
        const state = await lockFor(tx, ctx, user, discussId);
        if (state.solvedCommentId === null && state.paidUserId === null) return;
        await settle(deps, tx, ctx.tenantId, discussId, state, null, null, 0);
      });
      await deps.search.syncTopic(ctx.tenantId, discussId);
      return { solvedCommentId: null, message: ANSWER_MESSAGES.cleared };
    },
  };
}
