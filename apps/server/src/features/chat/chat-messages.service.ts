import {
  CHAT_GROUP_PRICE_DEFAULT,
  CHAT_HISTORY_DAYS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  CHAT_PRICE_SETTING,
  ChatErrorCodes,
  fromCents,
  parseChatGroupPrice,
  toCents,
  type ChatConversation,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessage,
  type ChatMessageType,
  type ChatStatus,
  type ChatUser,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Transactor } from '../../shared/transaction.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { ChatAssistant } from './chat-assistant.service.js';
import type { ChatCursor, ChatMessageRecord, ChatRepository } from './chat.repository.js';
import {
  aiKey,
  canModerate,
  cleanText,
  conversationKey,
  personalKey,
  ROOM_KEY,
  signedIn,
  toMessage,
  type ChatViews,
} from './chat-views.js';

/** Members in the room now, over every instance (the chat hub's presence). */
export interface ChatRoomPresence {
  memberIds(tenantId: string): Promise<string[]>;
}

/**
 * The room's price in cents from the site settings: the default when unset, and when the stored value is not
 * a price (stored before prices were checked, or written past the console) — logged, so staff can fix it, and
 * never a failed message.
 */
export function groupPriceFromSettings(
  items: ReadonlyArray<{ configKey: string; configValue: string }>,
  log?: (message: string) => void,
): number {
  const raw = items.find((i) => i.configKey === CHAT_PRICE_SETTING)?.configValue;
  if (raw === undefined) return toCents(CHAT_GROUP_PRICE_DEFAULT);
  const price = parseChatGroupPrice(raw);
  if (price === null) {
    log?.(
      `site setting ${CHAT_PRICE_SETTING} is not a price (${JSON.stringify(raw.slice(0, 40))}): the default applies`,
    );
    return toCents(CHAT_GROUP_PRICE_DEFAULT);
  }
  return toCents(price);
}

/** Unread counts stop at this (the list shows "99+"). */
const UNREAD_CAP = 100;
/** Private conversations the list shows. */
const RECENT_CONVERSATIONS = 50;

function encodeCursor(m: { createdAt: string; id: string }): string {
  return Buffer.from(`${m.createdAt}|${m.id}`).toString('base64url');
}
function decodeCursor(raw: string): ChatCursor {
  const [createdAt, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw AppError.field('before', '无效的分页位置');
  return { createdAt, id };
}

/**
 * Who is in the room, what a member's conversations hold, and sending to the room and to one member: what it
 * costs, what is stored, and what is announced after it is stored.
 */
export function createChatMessages(deps: {
  repo: ChatRepository;
  views: ChatViews;
  assistant: ChatAssistant;
  wallet: WalletService;
  transactor: Transactor;
  clock: Clock;
  presence: ChatRoomPresence;
  priceOf: (tenantId: string) => Promise<number>;
}) {
  const { repo, views, assistant, wallet, transactor, clock, presence, priceOf } = deps;

  return {
    /** The member as the chat room shows them (the hub's `liveUser`); undefined for an unknown id. */
    async chatUser(tenantId: string, userId: string): Promise<ChatUser | undefined> {
      return (await views.usersById(tenantId, [userId])).get(userId);
    },

    async onlineUsers(ctx: RequestContext): Promise<{ items: ChatUser[] }> {
      signedIn(ctx);
      const ids = await presence.memberIds(ctx.tenantId);
      const users = await views.usersById(ctx.tenantId, ids);
      return { items: ids.flatMap((id) => users.get(id) ?? []) };
    },

    async searchUsers(ctx: RequestContext, keyword: string): Promise<{ items: ChatUser[] }> {
      const me = signedIn(ctx);
      const found = (await repo.searchMembers(ctx.tenantId, keyword, 21)).filter((m) => m.id !== me.id).slice(0, 20);
      const users = await views.chatUsers(ctx.tenantId, found);
      return { items: found.flatMap((m) => users.get(m.id) ?? []) };
    },

    async user(ctx: RequestContext, userId: string): Promise<ChatUser> {
      signedIn(ctx);
      const found = (await views.usersById(ctx.tenantId, [userId])).get(userId);
      if (!found) throw AppError.notFound(CHAT_MESSAGES.userNotFound);
      return found;
    },

    async status(ctx: RequestContext): Promise<ChatStatus> {
      const user = signedIn(ctx);
      const now = clock.now();
      const [priceCents, until, assistantStatus] = await Promise.all([
        priceOf(ctx.tenantId),
        repo.mutedUntil(ctx.tenantId, user.id),
        assistant.status(ctx.tenantId, user.id),
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
        assistant: assistantStatus,
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
      if (query.messageType === 'Ai') await assistant.settleAbandoned(page);
      const items = await views.messagesOf(ctx.tenantId, page.reverse());
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
        views.usersById(
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
      await views.assertMaySend(user);
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
      const users = await views.chatUsers(ctx.tenantId, members);
      const message = toMessage(record, users);
      await transactor.run(async (tx) => {
        await repo.insertMessage(tx, record);
        const touch = { tenantId: ctx.tenantId, conversationKey: record.conversationKey, at: record.createdAt };
        await repo.touchConversation(tx, { ...touch, userId: user.id, peerId: receiver.id }, true);
        await repo.touchConversation(tx, { ...touch, userId: receiver.id, peerId: user.id }, false);
        tx.afterCommit(() =>
          views.announce(ctx.tenantId, message, { kind: 'members', userIds: [user.id, receiver.id] }),
        );
      });
      return message;
    },

    /**
     * The public room: the price is paid through the wallet in the same transaction as the insert, so a
     * message exists exactly when it was paid for; a retry with the same key answers the first message.
     */
    async sendGroup(ctx: RequestContext, body: { content: string }, key: string): Promise<ChatMessage> {
      const user = signedIn(ctx);
      await views.assertMaySend(user);
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
      const users = await views.usersById(ctx.tenantId, [user.id]);
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
        tx.afterCommit(() => views.announce(ctx.tenantId, message, { kind: 'room' }));
        return { record, fresh: true };
      });
      return stored.fresh ? message : (await views.messagesOf(ctx.tenantId, [stored.record]))[0]!;
    },
  };
}
