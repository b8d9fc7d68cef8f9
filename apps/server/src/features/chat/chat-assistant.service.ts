import {
  CHAT_MESSAGES,
  ChatErrorCodes,
  type AssistantMode,
  type ChatMessage,
  type ChatStatus,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import { dateKey, startOfDay } from '../../shared/calendar.js';
import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { AssistantFailure, type AssistantProvider, type AssistantTurn } from './assistant.js';
import type { AssistantRepository } from './chat-assistant.repository.js';
import type { ChatMessageRecord, ChatRepository } from './chat.repository.js';
import { aiKey, cleanText, signedIn, toMessage, type ChatAudience, type ChatViews } from './chat-views.js';

/** Earlier messages of the assistant's conversation read to build the model's context. */
const ASSISTANT_CONTEXT_MESSAGES = 40;
/** A streamed answer goes out at least this often while pieces arrive, and whenever this many have. */
const FLUSH_MS = 120;
const FLUSH_PIECES = 10;
/** An answer is cut here: a runaway model must not fill the database or the member's screen. */
const ANSWER_MAX = 20_000;
/**
 * An answer streams at most this long, then it ends as failed: a model that keeps a stream open must not keep
 * the member waiting, and every live stream ends well inside ABANDONED_AFTER_MS.
 */
const ANSWER_TIME_LIMIT_MS = 3 * 60_000;
/**
 * An answer still streaming this long after it was asked was abandoned (its instance stopped): it is settled
 * as failed, so the member is never kept from asking again (decision 0021).
 */
export const ABANDONED_AFTER_MS = 5 * 60_000;

const busy = () => new AppError(409, ChatErrorCodes.aiBusy, CHAT_MESSAGES.aiBusy);

/**
 * The site assistant in the chat room (decision 0013): a member's questions, answered one at a time and at
 * most `dailyQuota` a day. Both limits hold in the database, whichever instance a question reaches (decision
 * 0021): a question is asked in one transaction that locks the member's row, settles an abandoned answer,
 * refuses while an answer streams or when today's questions are used up, and stores the question with its
 * answer marked streaming; a partial unique index allows one streaming answer per member. The answer streams
 * in the background, piece by piece to every tab of the member, and is settled when its stream ends.
 */
export function createChatAssistant(deps: {
  repo: ChatRepository;
  limits: AssistantRepository;
  views: ChatViews;
  transactor: Transactor;
  clock: Clock;
  timeZone: string;
  assistant: AssistantProvider;
  dailyQuota: number;
  log?: ((message: string, error: unknown) => void) | undefined;
}) {
  const { repo, limits, views, transactor, clock, assistant, dailyQuota } = deps;
  /** Answers streaming in this process, by answer id: aborted on shutdown. */
  const streaming = new Map<string, { controller: AbortController; done: Promise<void> }>();

  const todayStart = (now: Date) => startOfDay(dateKey(now, deps.timeZone), deps.timeZone).toISOString();

  /** The conversation so far as the model sees it, and when its newest message was written. */
  async function context(
    tenantId: string,
    userId: string,
    tx: Tx,
  ): Promise<{ turns: AssistantTurn[]; newestAt: number }> {
    const records = await repo.page(tenantId, aiKey(userId), { limit: ASSISTANT_CONTEXT_MESSAGES, tx });
    const turns = records
      .slice()
      .reverse()
      .filter((r) => r.state !== 'failed' && r.state !== 'streaming' && r.content.trim() !== '')
      .map((r) => ({ role: r.senderId ? ('user' as const) : ('assistant' as const), content: r.content }));
    return { turns, newestAt: records[0] ? Date.parse(records[0].createdAt) : 0 };
  }

  const abandoned = (r: ChatMessageRecord) =>
    r.state === 'streaming' && Date.parse(r.createdAt) <= clock.now().getTime() - ABANDONED_AFTER_MS;

  /** Stores an abandoned answer as failed (so the model never sees it as a turn), and `r` shows it so. */
  async function settleAbandonedOne(r: ChatMessageRecord, tx: Tx | null): Promise<void> {
    const content = r.content.trim()
      ? `${r.content}\n\n${CHAT_MESSAGES.aiInterrupted}${CHAT_MESSAGES.aiFailed}`
      : CHAT_MESSAGES.aiFailed;
    await limits.writeAnswer(r.tenantId, r.id, content, 'failed', tx);
    r.content = content;
    r.state = 'failed';
  }

  /** Whether an answer of the member streams now, an abandoned one settled on the way. */
  async function answering(tenantId: string, userId: string, tx: Tx | null): Promise<boolean> {
    let live = false;
    for (const r of await limits.streaming(tenantId, aiKey(userId), tx)) {
      if (abandoned(r)) await settleAbandonedOne(r, tx);
      else live = true;
    }
    return live;
  }

  /** Streams one answer into the stored message `answer`, piece by piece to every tab of the member. */
  function stream(answer: ChatMessage, tenantId: string, userId: string, turns: AssistantTurn[]): void {
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(), ANSWER_TIME_LIMIT_MS);
    deadline.unref();
    const audience: ChatAudience = { kind: 'members', userIds: [userId] };
    let text = '';
    let buffer = '';
    let pieces = 0;
    let lastFlush = Date.now();
    // The text so far is stored with every flush (one write at a time, in order), so a tab opened or
    // reloaded mid-answer loads what has arrived and appends the pieces still to come.
    let saved = Promise.resolve();
    const save = (content: string, state: NonNullable<ChatMessage['state']>) => {
      saved = saved
        .then(async () => {
          await limits.writeAnswer(tenantId, answer.id, content, state);
        })
        .catch((e: unknown) => deps.log?.('storing an answer failed', e));
      return saved;
    };
    const flush = (state: ChatMessage['state'], extra = '') => {
      const content = buffer + extra;
      buffer = '';
      pieces = 0;
      lastFlush = Date.now();
      if (state === 'streaming') void save(text, 'streaming');
      views.announce(tenantId, { ...answer, content, state }, audience);
    };
    const run = async () => {
      try {
        for await (const piece of assistant.answer({ tenantId, turns, signal: controller.signal })) {
          text += piece;
          buffer += piece;
          pieces += 1;
          if (pieces >= FLUSH_PIECES || Date.now() - lastFlush >= FLUSH_MS) flush('streaming');
          if (text.length >= ANSWER_MAX) {
            controller.abort();
            break;
          }
        }
        if (controller.signal.aborted && text.length < ANSWER_MAX) {
          throw new AssistantFailure('failed', CHAT_MESSAGES.aiFailed);
        }
        await save(text, 'done');
        flush('done');
      } catch (error) {
        const failure =
          error instanceof AssistantFailure ? error : new AssistantFailure('failed', CHAT_MESSAGES.aiFailed);
        if (!(error instanceof AssistantFailure)) deps.log?.('assistant answer failed', error);
        const note = text.trim() ? `\n\n${CHAT_MESSAGES.aiInterrupted}${failure.message}` : failure.message;
        text += note;
        await save(text, 'failed');
        flush('failed', note);
      }
    };
    const done = run().finally(() => {
      clearTimeout(deadline);
      streaming.delete(answer.id);
    });
    streaming.set(answer.id, { controller, done });
  }

  return {
    /** The assistant as the chat status shows it to the member. */
    async status(tenantId: string, userId: string): Promise<ChatStatus['assistant']> {
      const usedToday = await limits.questionsSince(tenantId, userId, todayStart(clock.now()));
      return { mode: assistant.mode, model: assistant.model, dailyQuota, usedToday };
    },

    /**
     * Answers still marked streaming long after their question, among records a member is shown, were cut
     * off by a stopped instance: stored as failed and shown as such.
     */
    async settleAbandoned(records: ChatMessageRecord[]): Promise<void> {
      for (const r of records) if (abandoned(r)) await settleAbandonedOne(r, null);
    },

    /**
     * Stores the question and an empty answer, answers at once, and streams the answer in the background:
     * pieces go to every tab of the member as they come, the whole text is stored when it ends.
     */
    async ask(
      ctx: RequestContext,
      body: { content: string },
    ): Promise<{ question: ChatMessage; answerId: string; mode: AssistantMode }> {
      const user = signedIn(ctx);
      await views.assertMaySend(user);
      const content = cleanText(body.content);
      const tenantId = ctx.tenantId;
      const users = await views.usersById(tenantId, [user.id]);
      let asked: { question: ChatMessage; answer: ChatMessage; turns: AssistantTurn[] };
      try {
        asked = await transactor.run(async (tx) => {
          // Every question of the member, on any instance, waits here for the one before it to commit.
          await limits.lockMember(tx, tenantId, user.id);
          const now = clock.now();
          if (await answering(tenantId, user.id, tx)) throw busy();
          if ((await limits.questionsSince(tenantId, user.id, todayStart(now), tx)) >= dailyQuota) {
            throw new AppError(429, ChatErrorCodes.aiQuota, CHAT_MESSAGES.aiQuota);
          }
          const earlier = await context(tenantId, user.id, tx);
          // A question always sorts after the previous answer, even when the clock has not moved since.
          const askedAt = Math.max(now.getTime(), earlier.newestAt + 1);
          const at = new Date(askedAt).toISOString();
          const questionRecord: ChatMessageRecord = {
            id: newId(),
            tenantId,
            conversationKey: aiKey(user.id),
            messageType: 'Ai',
            senderId: user.id,
            receiverId: null,
            content,
            assistantMode: null,
            state: null,
            createdAt: at,
          };
          // The answer sorts after the question even when the clock did not move.
          const answerRecord: ChatMessageRecord = {
            ...questionRecord,
            id: newId(),
            senderId: null,
            receiverId: user.id,
            content: '',
            assistantMode: assistant.mode,
            state: 'streaming',
            createdAt: new Date(askedAt + 1).toISOString(),
          };
          await repo.insertMessage(tx, questionRecord);
          await repo.insertMessage(tx, answerRecord);
          await repo.touchConversation(
            tx,
            { tenantId, userId: user.id, conversationKey: aiKey(user.id), peerId: null, at },
            true,
          );
          const question = toMessage(questionRecord, users);
          tx.afterCommit(() => views.announce(tenantId, question, { kind: 'members', userIds: [user.id] }));
          return {
            question,
            answer: toMessage(answerRecord, users),
            turns: [...earlier.turns, { role: 'user' as const, content }],
          };
        });
      } catch (error) {
        // The partial unique index: another answer of the member is streaming.
        if (isUniqueViolation(error)) throw busy();
        throw error;
      }
      stream(asked.answer, tenantId, user.id, asked.turns);
      return { question: asked.question, answerId: asked.answer.id, mode: assistant.mode };
    },

    async clear(ctx: RequestContext): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      if (await answering(ctx.tenantId, user.id, null)) throw busy();
      await repo.clearConversation(ctx.tenantId, aiKey(user.id), user.id, clock.now().toISOString());
      return { ok: true };
    },

    /** Waits for every answer streaming in this process (tests; a graceful shutdown after `stop`). */
    async settled(): Promise<void> {
      await Promise.allSettled([...streaming.values()].map((s) => s.done));
    },

    /** Ends every answer streaming in this process (shutdown): each is stored as failed. */
    async stop(): Promise<void> {
      for (const s of streaming.values()) s.controller.abort();
      await Promise.allSettled([...streaming.values()].map((s) => s.done));
    },
  };
}
export type ChatAssistant = ReturnType<typeof createChatAssistant>;
