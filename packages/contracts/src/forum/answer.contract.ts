import { z } from 'zod';
import { defineRoute } from '../route.js';
import { tags } from './fields.js';

/**
 * Solved questions: in a Q&A board (`isQuestionBoard`) the topic's author or staff mark one comment as the
 * answer. The answer's author earns the site's answer reward once per topic (never for answering their own
 * question); moving or clearing the mark takes it back with its own ledger reason.
 */

/** The site setting with the answer reward, in money (`0` switches it off). */
export const ANSWER_REWARD_SETTING = 'bbs.forum.answerReward';
/** The reward when the setting is unset. */
export const ANSWER_REWARD_DEFAULT = 5;
/** The highest reward, in money. */
export const ANSWER_REWARD_MAX = 10_000;
export const ANSWER_REWARD_INVALID = `采纳奖励必须是 0 到 ${ANSWER_REWARD_MAX} 之间的数，最多两位小数（留空即默认 ${ANSWER_REWARD_DEFAULT}）`;

/** The reward a setting's value holds, in money; empty means the default, anything unreadable `null`. */
export function parseAnswerReward(value: string): number | null {
  const raw = value.trim();
  if (raw === '') return ANSWER_REWARD_DEFAULT;
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(raw)) return null;
  const reward = Number(raw);
  return reward <= ANSWER_REWARD_MAX ? reward : null;
}

export const ANSWER_MESSAGES = {
  marked: '已采纳为答案',
  cleared: '已取消采纳',
  notQuestionBoard: '只有问答板块的主题可以采纳答案',
  notAllowed: '只有提问者或版主可以采纳答案',
  wrongTopic: '该评论不属于这个主题',
  commentGone: '评论不存在或已被删除',
} as const;

/** The marked answer as the topic page shows it under the question. */
export const SolvedAnswer = z.object({
  commentId: z.string(),
  /** The root comment to scroll to (the answer itself when it is a root). */
  rootId: z.string(),
  author: z.object({ id: z.string(), userName: z.string(), nick: z.string() }),
  excerpt: z.string(),
});
export type SolvedAnswer = z.infer<typeof SolvedAnswer>;

export const AnswerResult = z.object({
  solvedCommentId: z.string().nullable(),
  message: z.string(),
});
export type AnswerResult = z.infer<typeof AnswerResult>;

export const answerMarkRoute = defineRoute({
  method: 'PUT',
  path: '/discuss/:id/answer',
  summary: "Mark a comment as the topic's answer (Q&A boards; the topic's author or staff)",
  tags,
  access: 'member',
  params: z.object({ id: z.string().min(1).max(64) }),
  body: z.object({ commentId: z.string({ error: '请选择要采纳的评论' }).min(1).max(64) }),
  response: AnswerResult,
});

export const answerClearRoute = defineRoute({
  method: 'DELETE',
  path: '/discuss/:id/answer',
  summary: "Clear the topic's answer (the topic's author or staff)",
  tags,
  access: 'member',
  params: z.object({ id: z.string().min(1).max(64) }),
  response: AnswerResult,
});
