import {
  CHAT_GROUP_PRICE_DEFAULT,
  CHAT_HISTORY_DAYS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  ChatErrorCodes,
  Permissions,
  fromCents,
  hasAny,
  toCents,
  type AssistantMode,
  type ChatConversation,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageType,
  type ChatStatus,
  type ChatUser,
} from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Audit } from '../../shared/audit.js';
import { dateKey, startOfDay } from '../../shared/calendar.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { LevelService } from '../level/level.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { AssistantFailure, type AssistantProvider, type AssistantTurn } from './assistant.js';
import type { ChatCursor, ChatMemberRecord, ChatMessageRecord, ChatRepository } from './chat.repository.js';
import type { Transactor } from '../../shared/transaction.js';

/** Who should receive a chat event: everyone in the tenant's room, or these members (every tab of each). */
export type ChatAudience = { kind: 'room' } | { kind: 'members'; userIds: string[] };

/**
 * The chat room's domain events, declared here beside the feature that emits them (the map in events.ts is
 * open for extension). Realtime forwards them to the `/chat` hub (realtime/chat-hub.ts).
 */
declare module '../../events.js' {
  interface DomainEventMap {
    /** A stored message, or a piece of a streamed answer (`messageType` Ai: appended by id). */
    'chat.message': { tenantId: string; message: ChatMessage; audience: ChatAudience };
    /** A message staff deleted: gone from the tabs of those who could see it. */
    'chat.message-removed': { tenantId: string; id: string; audience: ChatAudience };
    'chat.mute-changed': { tenantId: string; userId: string; mutedUntil: string | null };
  }
}

/** Members in the room now, over every instance (the chat hub's presence). */
export interface ChatRoomPresence {
  memberIds(tenantId: string): Promise<string[]>;
}

/** The site setting that prices a message in the public room (money, e.g. `1` or `0.5`; `0` makes it free). */
export const CHAT_PRICE_SETTING = 'bbs.chat.groupPrice';

/** The room's price in cents from the site settings, the default when unset or unreadable. */
export function groupPriceFromSettings(items: ReadonlyArray<{ configKey: string; configValue: string }>): number {
  const raw = items.find((i) => i.configKey === CHAT_PRICE_SETTING)?.configValue.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? toCents(value) : toCents(CHAT_GROUP_PRICE_DEFAULT);
}

/** Earlier messages of the assistant's conversation read to build the model's context. */
const ASSISTANT_CONTEXT_MESSAGES = 40;
/** Unread counts stop at this (the list shows "99+"). */
const UNREAD_CAP = 100;
/** Private conversations the list shows. */
const RECENT_CONVERSATIONS = 50;
/** A streamed answer goes out at least this often while pieces arrive, and whenever this many have. */
const FLUSH_MS = 120;
const FLUSH_PIECES = 10;
/** An answer is cut here: a runaway model must not fill the database or the member's screen. */
const ANSWER_MAX = 20_000;
/** An answer streaming longer than this was abandoned (the model's own timeout is a minute). */
const ABANDONED_AFTER_MS = 5 * 60_000;

const ROOM_KEY = 'all';
const aiKey = (userId: string) => `ai:${userId}`;
const personalKey = (a: string, b: string) => (a < b ? `p:${a}:${b}` : `p:${b}:${a}`);

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

function encodeCursor(m: { createdAt: string; id: string }): string {
  return Buffer.from(`${m.createdAt}|${m.id}`).toString('base64url');
}
function decodeCursor(raw: string): ChatCursor {
  const [createdAt, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw AppError.field('before', '无效的分页位置');
  return { createdAt, id };
}

/**
 * The chat room (docs/product.md#chat-room-and-assistant, decision 0013): who may write where, what it costs, what is
 * stored, and what is announced after it is stored. Sending is REST; every stored message is announced with
 * `chat.message` once its transaction commits, and the `/chat` hub delivers it to its audience.
 */
export function createChatService(deps: {
  repo: ChatRepository;
  wallet: WalletService;
  levels: LevelService;
  audit: Audit;
  transactor: Transactor;
  events: DomainEvents;
  clock: Clock;
  timeZone: string;
  presence: ChatRoomPresence;
  assistant: AssistantProvider;
  /** The room's price per message in cents for a tenant (a site setting; default 1 money). */
  groupPriceCents?: (tenantId: string) => Promise<number>;
  /** Questions a member may ask the assistant a day. */
  assistantDailyQuota?: number;
  log?: (message: string, error: unknown) => void;
}) {
  const { repo, wallet, levels, audit, transactor, events, clock, presence, assistant } = deps;
  const dailyQuota = deps.assistantDailyQuota ?? 30;
  const priceOf = deps.groupPriceCents ?? (async () => toCents(CHAT_GROUP_PRICE_DEFAULT));
  /** Answers streaming now, by member: one at a time each; aborted on shutdown. */
  const streaming = new Map<string, { controller: AbortController; done: Promise<void> }>();

  async function chatUsers(tenantId: string, members: ChatMemberRecord[]): Promise<Map<string, ChatUser>> {
    const badges = await levels.badges(
      tenantId,
      members.map((m) => m.experience),
    );
    return new Map(
      members.map((m, i) => [
        m.id,
        {
          userId: m.id,
          userName: m.userName,
          nick: m.nick,
          icon: m.icon,
          level: badges[i]?.level ?? 1,
          levelName: badges[i]?.name ?? '',
        },
      ]),
    );
  }

  async function usersById(tenantId: string, ids: Iterable<string | null>): Promise<Map<string, ChatUser>> {
    const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
    return chatUsers(tenantId, await repo.members(tenantId, unique));
  }

  function toMessage(r: ChatMessageRecord, users: Map<string, ChatUser>): ChatMessage {
    return {
      id: r.id,
      messageType: r.messageType,
      content: r.content,
      sendUserId: r.senderId,
      sendUserInfo: r.senderId ? (users.get(r.senderId) ?? null) : null,
      receiveId: r.receiverId,
      receiveInfo: r.receiverId ? (users.get(r.receiverId) ?? null) : null,
      creationTime: r.createdAt,
      assistantMode: r.assistantMode,
      state: r.state,
    };
  }

  async function messagesOf(tenantId: string, records: ChatMessageRecord[]): Promise<ChatMessage[]> {
    const users = await usersById(
      tenantId,
      records.flatMap((r) => [r.senderId, r.receiverId]),
    );
    return records.map((r) => toMessage(r, users));
  }

  /** Banned members read but never send; muted ones wait until the mute ends. */
  async function assertMaySend(user: SessionUser): Promise<void> {
    if (user.status === 'banned') throw AppError.forbidden(CHAT_MESSAGES.banned, ChatErrorCodes.chatMuted);
    const until = await repo.mutedUntil(user.tenantId, user.id);
    if (until && until > clock.now().toISOString()) {
      throw AppError.forbidden(
        CHAT_MESSAGES.muted.replace('{until}', until.slice(0, 16).replace('T', ' ')),
        ChatErrorCodes.chatMuted,
      );
    }
  }

  function conversationKey(user: SessionUser, type: ChatMessageType, peerId: string | undefined): string {
    if (type === 'All') return ROOM_KEY;
    if (type === 'Ai') return aiKey(user.id);
    if (!peerId) throw AppError.field('peerId', '请选择会话对象');
    return personalKey(user.id, peerId);
  }

  /** Plain text as typed: line breaks kept, other control characters dropped. */
  function cleanText(content: string): string {
    // eslint-disable-next-line no-control-regex
    const text = content.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
    if (text.trim() === '') throw AppError.field('content', CHAT_MESSAGES.empty);
    if ([...text].length > CHAT_MESSAGE_MAX) throw AppError.field('content', CHAT_MESSAGES.tooLong);
    return text;
  }

  function announce(tenantId: string, message: ChatMessage, audience: ChatAudience): void {
    events.emit('chat.message', { tenantId, message, audience });
  }

  function canModerate(user: SessionUser): boolean {
    return hasAny(user, { permissions: [Permissions.forumModerate] });
  }

  // ── The assistant ────────────────────────────────────────────────────────────────────────────────
  /** The conversation so far as the model sees it, and when its newest message was written. */
  async function context(tenantId: string, userId: string): Promise<{ turns: AssistantTurn[]; newestAt: number }> {
    const records = await repo.page(tenantId, aiKey(userId), { limit: ASSISTANT_CONTEXT_MESSAGES });
    const turns = records
      .slice()
      .reverse()
      .filter((r) => r.state !== 'failed' && r.state !== 'streaming' && r.content.trim() !== '')
      .map((r) => ({ role: r.senderId ? ('user' as const) : ('assistant' as const), content: r.content }));
    return { turns, newestAt: records[0] ? Date.parse(records[0].createdAt) : 0 };
  }

  /**
   * An answer still marked streaming long after its question, with no stream for it here, was cut off by a
   * stopped instance: it is stored as failed (so the model never sees it as a turn) and shown as such.
   */
  async function settleAbandoned(tenantId: string, userId: string, records: ChatMessageRecord[]): Promise<void> {
    if (streaming.has(`${tenantId}:${userId}`)) return;
    const cutoff = clock.now().getTime() - ABANDONED_AFTER_MS;
    for (const r of records) {
      if (r.state !== 'streaming' || Date.parse(r.createdAt) > cutoff) continue;
      const note = r.content.trim()
        ? `\n\n${CHAT_MESSAGES.aiInterrupted}${CHAT_MESSAGES.aiFailed}`
        : CHAT_MESSAGES.aiFailed;
      r.content += note;
      r.state = 'failed';
      await repo.finishAnswer(tenantId, r.id, r.content, 'failed');
    }
  }

  /** Streams one answer into the stored message `answer`, piece by piece to every tab of the member. */
  async function stream(answer: ChatMessage, tenantId: string, userId: string, turns: AssistantTurn[]) {
    const controller = new AbortController();
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
        .then(() => repo.finishAnswer(tenantId, answer.id, content, state))
        .catch((e: unknown) => deps.log?.('storing an answer failed', e));
      return saved;
    };
    const flush = (state: ChatMessage['state'], extra = '') => {
      const content = buffer + extra;
      buffer = '';
      pieces = 0;
      lastFlush = Date.now();
      if (state === 'streaming') void save(text, 'streaming');
      announce(tenantId, { ...answer, content, state }, audience);
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
    const key = `${tenantId}:${userId}`;
    const done = run().finally(() => streaming.delete(key));
    streaming.set(key, { controller, done });
  }

  return {
    /** The member as the chat room shows them (the hub's `liveUser`); undefined for an unknown id. */
    async chatUser(tenantId: string, userId: string): Promise<ChatUser | undefined> {
      return (await usersById(tenantId, [userId])).get(userId);
    },

    async onlineUsers(ctx: RequestContext): Promise<{ items: ChatUser[] }> {
      signedIn(ctx);
      const ids = await presence.memberIds(ctx.tenantId);
      const users = await usersById(ctx.tenantId, ids);
      return { items: ids.flatMap((id) => users.get(id) ?? []) };
    },

    async searchUsers(ctx: RequestContext, keyword: string): Promise<{ items: ChatUser[] }> {
      const me = signedIn(ctx);
      const found = (await repo.searchMembers(ctx.tenantId, keyword, 21)).filter((m) => m.id !== me.id).slice(0, 20);
      const users = await chatUsers(ctx.tenantId, found);
      return { items: found.flatMap((m) => users.get(m.id) ?? []) };
    },

    async user(ctx: RequestContext, userId: string): Promise<ChatUser> {
      signedIn(ctx);
      const found = (await usersById(ctx.tenantId, [userId])).get(userId);
      if (!found) throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      return found;
    },

    async status(ctx: RequestContext): Promise<ChatStatus> {
      const user = signedIn(ctx);
      const now = clock.now();
      const [priceCents, until, usedToday] = await Promise.all([
        priceOf(ctx.tenantId),
        repo.mutedUntil(ctx.tenantId, user.id),
        repo.questionsSince(
          ctx.tenantId,
          user.id,
          startOfDay(dateKey(now, deps.timeZone), deps.timeZone).toISOString(),
        ),
      ]);
      const mutedUntil = until && until > now.toISOString() ? until : null;
      const banned = user.status === 'banned';
      return {
        groupPrice: fromCents(priceCents),
        maxLength: CHAT_MESSAGE_MAX,
        canSend: !banned && !mutedUntil,
        mutedUntil,
        banned,
        canModerate: canModerate(user),
        assistant: { mode: assistant.mode, model: assistant.model, dailyQuota, usedToday },
      };
    },

    /** A conversation's newest messages of the last 30 days, or older ones before a cursor. */
    async history(ctx: RequestContext, query: ChatHistoryQuery): Promise<ChatHistory> {
      const user = signedIn(ctx);
      const key = conversationKey(user, query.messageType, query.peerId);
      const since = query.before
        ? undefined
        : new Date(clock.now().getTime() - CHAT_HISTORY_DAYS * 86_400_000).toISOString();
      const records = await repo.page(ctx.tenantId, key, {
        since,
        before: query.before ? decodeCursor(query.before) : undefined,
        limit: query.maxResultCount + 1,
      });
      const more = records.length > query.maxResultCount;
      const page = records.slice(0, query.maxResultCount);
      const oldest = page.at(-1);
      // On entry the 30 days end the first page, but older messages may still be there to scroll up to.
      const nextCursor = oldest && (more || since !== undefined) ? encodeCursor(oldest) : null;
      if (query.messageType === 'Ai') await settleAbandoned(ctx.tenantId, user.id, page);
      const items = await messagesOf(ctx.tenantId, page.reverse());
      if (nextCursor && !more && since !== undefined) {
        const older = await repo.page(ctx.tenantId, key, { before: decodeCursor(nextCursor), limit: 1 });
        if (older.length === 0) return { items, nextCursor: null };
      }
      return { items, nextCursor };
    },

    async conversations(ctx: RequestContext): Promise<{ items: ChatConversation[] }> {
      const user = signedIn(ctx);
      const tenantId = ctx.tenantId;
      const personal = await repo.recentPersonal(tenantId, user.id, RECENT_CONVERSATIONS);
      const [roomMark, aiMark] = await Promise.all([
        repo.readMark(tenantId, user.id, ROOM_KEY),
        repo.readMark(tenantId, user.id, aiKey(user.id)),
      ]);
      const keys = [ROOM_KEY, aiKey(user.id), ...personal.map((p) => p.conversationKey)];
      const [last, peers] = await Promise.all([
        repo.lastMessages(tenantId, keys),
        usersById(
          tenantId,
          personal.map((p) => p.peerId),
        ),
      ]);
      const unreadOf = (key: string, lastReadAt: string | null | undefined) =>
        repo.unread(tenantId, key, user.id, lastReadAt ?? null, UNREAD_CAP);
      const preview = (key: string) => {
        const m = last.get(key);
        return m
          ? { id: m.id, content: m.content.slice(0, 60), sendUserId: m.senderId, creationTime: m.createdAt }
          : null;
      };
      const rows: Array<Promise<ChatConversation>> = [
        unreadOf(ROOM_KEY, roomMark?.lastReadAt).then((unread) => ({
          messageType: 'All' as const,
          peer: null,
          lastMessage: preview(ROOM_KEY),
          unread,
        })),
        unreadOf(aiKey(user.id), aiMark?.lastReadAt).then((unread) => ({
          messageType: 'Ai' as const,
          peer: null,
          lastMessage: preview(aiKey(user.id)),
          unread,
        })),
        ...personal.flatMap((p) => {
          const peer = p.peerId ? peers.get(p.peerId) : undefined;
          if (!peer) return [];
          return [
            unreadOf(p.conversationKey, p.lastReadAt).then((unread) => ({
              messageType: 'Personal' as const,
              peer,
              lastMessage: preview(p.conversationKey),
              unread,
            })),
          ];
        }),
      ];
      return { items: await Promise.all(rows) };
    },

    async markRead(
      ctx: RequestContext,
      body: { messageType: ChatMessageType; peerId?: string | undefined },
    ): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      const key = conversationKey(user, body.messageType, body.peerId);
      if (body.messageType === 'Personal' && (await repo.members(ctx.tenantId, [body.peerId ?? ''])).length === 0) {
        throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      }
      await repo.markRead({
        tenantId: ctx.tenantId,
        userId: user.id,
        conversationKey: key,
        peerId: body.messageType === 'Personal' ? (body.peerId ?? null) : null,
        at: clock.now().toISOString(),
      });
      return { ok: true };
    },

    /** Free; stored whether the receiver is online or not, delivered to every tab of both members. */
    async sendPersonal(ctx: RequestContext, body: { userId: string; content: string }): Promise<ChatMessage> {
      const user = signedIn(ctx);
      await assertMaySend(user);
      const content = cleanText(body.content);
      if (body.userId === user.id) throw AppError.badRequest(CHAT_MESSAGES.self);
      const members = await repo.members(ctx.tenantId, [user.id, body.userId]);
      const receiver = members.find((m) => m.id === body.userId);
      if (!receiver || receiver.status === 'disabled') throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      if (await repo.isBlocked(ctx.tenantId, receiver.id, user.id)) {
        throw AppError.forbidden(CHAT_MESSAGES.blocked, ChatErrorCodes.chatBlocked);
      }
      const record: ChatMessageRecord = {
        id: newId(),
        tenantId: ctx.tenantId,
        conversationKey: personalKey(user.id, receiver.id),
        messageType: 'Personal',
        senderId: user.id,
        receiverId: receiver.id,
        content,
        assistantMode: null,
        state: null,
        createdAt: clock.now().toISOString(),
      };
      const users = await chatUsers(ctx.tenantId, members);
      const message = toMessage(record, users);
      await transactor.run(async (tx) => {
        await repo.insertMessage(tx, record);
        const touch = { tenantId: ctx.tenantId, conversationKey: record.conversationKey, at: record.createdAt };
        await repo.touchConversation(tx, { ...touch, userId: user.id, peerId: receiver.id }, true);
        await repo.touchConversation(tx, { ...touch, userId: receiver.id, peerId: user.id }, false);
        tx.afterCommit(() => announce(ctx.tenantId, message, { kind: 'members', userIds: [user.id, receiver.id] }));
      });
      return message;
    },

    /**
     * The public room: the price is paid through the wallet in the same transaction as the insert, so a
     * message exists exactly when it was paid for; a retry with the same key answers the first message.
     */
    async sendGroup(ctx: RequestContext, body: { content: string }, key: string): Promise<ChatMessage> {
      const user = signedIn(ctx);
      await assertMaySend(user);
      const content = cleanText(body.content);
      const priceCents = await priceOf(ctx.tenantId);
      const record: ChatMessageRecord = {
        id: newId(),
        tenantId: ctx.tenantId,
        conversationKey: ROOM_KEY,
        messageType: 'All',
        senderId: user.id,
        receiverId: null,
        content,
        assistantMode: null,
        state: null,
        createdAt: clock.now().toISOString(),
      };
      const users = await usersById(ctx.tenantId, [user.id]);
      const message = toMessage(record, users);
      const stored = await transactor.run(async (tx) => {
        if (priceCents > 0) {
          const paid = await wallet.debit(
            {
              tenantId: ctx.tenantId,
              userId: user.id,
              amountCents: priceCents,
              reason: 'chat.group',
              reference: record.id,
              idempotencyKey: key,
            },
            tx,
          );
          if (paid.replayed) {
            const first = paid.entry.reference ? await repo.message(ctx.tenantId, paid.entry.reference, tx) : undefined;
            if (!first) throw AppError.conflict(CHAT_MESSAGES.messageNotFound);
            return { record: first, fresh: false };
          }
        }
        await repo.insertMessage(tx, record);
        await repo.touchConversation(
          tx,
          { tenantId: ctx.tenantId, userId: user.id, conversationKey: ROOM_KEY, peerId: null, at: record.createdAt },
          true,
        );
        tx.afterCommit(() => announce(ctx.tenantId, message, { kind: 'room' }));
        return { record, fresh: true };
      });
      return stored.fresh ? message : (await messagesOf(ctx.tenantId, [stored.record]))[0]!;
    },

    /**
     * Stores the question and an empty answer, answers at once, and streams the answer in the background:
     * pieces go to every tab of the member as they come, the whole text is stored when it ends.
     */
    async askAssistant(
      ctx: RequestContext,
      body: { content: string },
    ): Promise<{ question: ChatMessage; answerId: string; mode: AssistantMode }> {
      const user = signedIn(ctx);
      await assertMaySend(user);
      const content = cleanText(body.content);
      const tenantId = ctx.tenantId;
      if (streaming.has(`${tenantId}:${user.id}`)) {
        throw new AppError(409, ChatErrorCodes.aiBusy, CHAT_MESSAGES.aiBusy);
      }
      const now = clock.now();
      const used = await repo.questionsSince(
        tenantId,
        user.id,
        startOfDay(dateKey(now, deps.timeZone), deps.timeZone).toISOString(),
      );
      if (used >= dailyQuota) throw new AppError(429, ChatErrorCodes.aiQuota, CHAT_MESSAGES.aiQuota);
      const earlier = await context(tenantId, user.id);
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
      const users = await usersById(tenantId, [user.id]);
      const question = toMessage(questionRecord, users);
      const answer = toMessage(answerRecord, users);
      // Reserved before the first await that could let a second request of the member in.
      streaming.set(`${tenantId}:${user.id}`, { controller: new AbortController(), done: Promise.resolve() });
      try {
        await transactor.run(async (tx) => {
          await repo.insertMessage(tx, questionRecord);
          await repo.insertMessage(tx, answerRecord);
          await repo.touchConversation(
            tx,
            { tenantId, userId: user.id, conversationKey: aiKey(user.id), peerId: null, at },
            true,
          );
          tx.afterCommit(() => announce(tenantId, question, { kind: 'members', userIds: [user.id] }));
        });
      } catch (error) {
        streaming.delete(`${tenantId}:${user.id}`);
        throw error;
      }
      void stream(answer, tenantId, user.id, [...earlier.turns, { role: 'user', content }]);
      return { question, answerId: answer.id, mode: assistant.mode };
    },

    async clearAssistant(ctx: RequestContext): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      if (streaming.has(`${ctx.tenantId}:${user.id}`)) {
        throw new AppError(409, ChatErrorCodes.aiBusy, CHAT_MESSAGES.aiBusy);
      }
      await repo.clearConversation(ctx.tenantId, aiKey(user.id), user.id, clock.now().toISOString());
      return { ok: true };
    },

    async blocks(ctx: RequestContext): Promise<{ items: ChatUser[] }> {
      const user = signedIn(ctx);
      const ids = await repo.blockedIds(ctx.tenantId, user.id);
      const users = await usersById(ctx.tenantId, ids);
      return { items: ids.flatMap((id) => users.get(id) ?? []) };
    },

    async block(ctx: RequestContext, userId: string): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      if (userId === user.id) throw AppError.badRequest(CHAT_MESSAGES.self);
      if ((await repo.members(ctx.tenantId, [userId])).length === 0)
        throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      await repo.block(ctx.tenantId, user.id, userId, clock.now().toISOString());
      return { ok: true };
    },

    async unblock(ctx: RequestContext, userId: string): Promise<{ ok: true }> {
      const user = signedIn(ctx);
      await repo.unblock(ctx.tenantId, user.id, userId);
      return { ok: true };
    },

    /** Staff: the message disappears for everyone at once; audited with what it said. */
    async deleteMessage(ctx: RequestContext, id: string): Promise<{ ok: true }> {
      const staff = signedIn(ctx);
      if (!canModerate(staff)) throw AppError.forbidden();
      const found = await repo.message(ctx.tenantId, id);
      if (!found || found.messageType === 'Ai') throw AppError.notFound(CHAT_MESSAGES.messageNotFound);
      await transactor.run(async (tx) => {
        if (!(await repo.markDeleted(ctx.tenantId, id, staff.id, clock.now().toISOString(), tx))) {
          throw AppError.notFound(CHAT_MESSAGES.messageNotFound);
        }
        await audit.record(tx, ctx, {
          action: 'chat.message.delete',
          targetType: 'chat_message',
          targetId: id,
          before: { messageType: found.messageType, senderId: found.senderId, content: found.content },
        });
        const audience: ChatAudience =
          found.messageType === 'All'
            ? { kind: 'room' }
            : { kind: 'members', userIds: [found.senderId, found.receiverId].filter((x): x is string => x !== null) };
        tx.afterCommit(() => events.emit('chat.message-removed', { tenantId: ctx.tenantId, id, audience }));
      });
      return { ok: true };
    },

    /** Staff: the member reads but cannot send until the time; audited with the reason. */
    async mute(
      ctx: RequestContext,
      userId: string,
      body: { minutes: number; reason: string },
    ): Promise<{ mutedUntil: string }> {
      const staff = signedIn(ctx);
      if (!canModerate(staff)) throw AppError.forbidden();
      if (userId === staff.id) throw AppError.badRequest('不能禁言自己');
      if ((await repo.members(ctx.tenantId, [userId])).length === 0)
        throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      const now = clock.now();
      const mutedUntil = new Date(now.getTime() + body.minutes * 60_000).toISOString();
      await transactor.run(async (tx) => {
        await repo.mute(
          {
            tenantId: ctx.tenantId,
            userId,
            until: mutedUntil,
            reason: body.reason,
            by: staff.id,
            at: now.toISOString(),
          },
          tx,
        );
        await audit.record(tx, ctx, {
          action: 'chat.user.mute',
          targetType: 'user',
          targetId: userId,
          after: { mutedUntil, minutes: body.minutes, reason: body.reason },
        });
        tx.afterCommit(() => events.emit('chat.mute-changed', { tenantId: ctx.tenantId, userId, mutedUntil }));
      });
      return { mutedUntil };
    },

    async unmute(ctx: RequestContext, userId: string): Promise<{ ok: true }> {
      if (!canModerate(signedIn(ctx))) throw AppError.forbidden();
      await transactor.run(async (tx) => {
        if (!(await repo.unmute(ctx.tenantId, userId, tx))) return;
        await audit.record(tx, ctx, { action: 'chat.user.unmute', targetType: 'user', targetId: userId });
        tx.afterCommit(() => events.emit('chat.mute-changed', { tenantId: ctx.tenantId, userId, mutedUntil: null }));
      });
      return { ok: true };
    },

    /** Waits for every answer streaming now (tests; a graceful shutdown after `stop`). */
    async settled(): Promise<void> {
      await Promise.allSettled([...streaming.values()].map((s) => s.done));
    },

    /** Ends every answer streaming now (shutdown): each is stored as failed. */
    async stop(): Promise<void> {
      for (const s of streaming.values()) s.controller.abort();
      await Promise.allSettled([...streaming.values()].map((s) => s.done));
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
