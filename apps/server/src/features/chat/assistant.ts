import type { AssistantMode } from '@clearsight/contracts';

/** One earlier turn of a member's conversation with the assistant, as the model sees it. */
export interface AssistantTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Who answers the assistant's questions (decision 0013): an OpenAI-compatible service when one is
 * configured, the site's own content otherwise. Either yields the answer in pieces as they come; the chat
 * service stores them and forwards them to every tab of the member.
 */
export interface AssistantProvider {
  readonly mode: AssistantMode;
  /** The model's name in `model` mode; null in `site` mode. */
  readonly model: string | null;
  /** `turns` ends with the member's new question. Throws `AssistantFailure` when the service fails. */
  answer(input: { tenantId: string; turns: AssistantTurn[]; signal: AbortSignal }): AsyncIterable<string>;
}

/** Why an answer could not be (completely) given; the member is told in plain words. */
export class AssistantFailure extends Error {
  constructor(
    readonly reason: 'out-of-credit' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'AssistantFailure';
  }
}

/** Rough tokens of a text: a CJK character is about one token, other text about four characters a token. */
export function estimateTokens(text: string): number {
  let cjk = 0;
  for (const ch of text) if (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch)) cjk += 1;
  return cjk + Math.ceil((text.length - cjk) / 4) + 4;
}

/**
 * The newest turns that fit in `budget` tokens, in order, always keeping the last (the new question, cut to
 * the budget when it alone is larger). A conversation never starts with an answer.
 */
export function trimToBudget(turns: AssistantTurn[], budget: number): AssistantTurn[] {
  const kept: AssistantTurn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const turn = turns[i]!;
    const cost = estimateTokens(turn.content);
    if (kept.length > 0 && used + cost > budget) break;
    kept.unshift(kept.length === 0 && cost > budget ? { ...turn, content: turn.content.slice(-budget) } : turn);
    used += cost;
  }
  while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift();
  return kept;
}
