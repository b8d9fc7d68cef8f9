import type OpenAIClient from 'openai';
import { loadOnUse } from '../../shared/load-on-use.js';
import { CHAT_MESSAGES } from '@clearsight/contracts';
import { AssistantFailure, estimateTokens, trimToBudget, type AssistantProvider } from './assistant.js';
import type { AssistantCatalogue } from './assistant-catalogue.js';

/** What the model is told before the conversation. */
const SYSTEM_PROMPT =
  '你是一家机器视觉公司网站社区里的 AI 助手。回答要简洁、准确，使用 Markdown；不知道就直说。' +
  '用提问者使用的语言回答。';

/**
 * Any OpenAI-compatible chat completions service, through the official `openai` package, streaming. The
 * conversation goes as user and assistant turns (earlier answers included), trimmed to `tokenBudget`.
 * A 402, or a 429 that says the quota is spent, means the site's account is out of credit. A product
 * question brings the catalogue's facts (the fitting models with their specs and pages, solutions, further
 * reading) as a second system message, so the answer names real models (decision 0031).
 */
export function createOpenAiAssistant(options: {
  baseUrl: string;
  apiKey: string;
  model: string;
  tokenBudget?: number;
  timeoutMs?: number;
  catalogue?: AssistantCatalogue | undefined;
}): AssistantProvider {
  // The package's CommonJS build: only a site configured with an AI service loads it.
  const { default: OpenAI } = loadOnUse('openai') as { default: typeof OpenAIClient };
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 60_000,
  });
  const budget = options.tokenBudget ?? 3000;

  function failureOf(error: unknown): AssistantFailure {
    if (error instanceof AssistantFailure) return error;
    if (error instanceof OpenAI.APIError) {
      const code = typeof error.code === 'string' ? error.code : '';
      if (error.status === 402 || code === 'insufficient_quota') {
        return new AssistantFailure('out-of-credit', CHAT_MESSAGES.aiOutOfCredit);
      }
    }
    return new AssistantFailure('failed', CHAT_MESSAGES.aiFailed);
  }

  return {
    mode: 'model',
    model: options.model,
    async *answer({ tenantId, turns, signal }) {
      const question = turns.at(-1)?.content ?? '';
      // Facts the catalogue could not give leave the model to answer as it would without them.
      const facts = options.catalogue ? await options.catalogue.facts(tenantId, question).catch(() => null) : null;
      const system = [{ role: 'system' as const, content: SYSTEM_PROMPT }];
      if (facts) system.push({ role: 'system', content: facts });
      const room = Math.max(500, budget - (facts ? estimateTokens(facts) : 0));
      let stream;
      try {
        stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            messages: [...system, ...trimToBudget(turns, room)],
          },
          { signal },
        );
      } catch (error) {
        throw failureOf(error);
      }
      try {
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
