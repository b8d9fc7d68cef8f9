import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  ChatErrorCodes,
  Permissions,
  hasAny,
  type ChatMessage,
  type ChatMessageType,
  type ChatUser,
} from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { LevelService } from '../level/level.service.js';
import type { ChatMemberRecord, ChatMessageRecord, ChatRepository } from './chat.repository.js';

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

export const ROOM_KEY = 'all';
export const aiKey = (userId: string) => `ai:${userId}`;
export const personalKey = (a: string, b: string) => (a < b ? `p:${a}:${b}` : `p:${b}:${a}`);

export function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

export function canModerate(user: SessionUser): boolean {
  return hasAny(user, { permissions: [Permissions.forumModerate] });
}

export function conversationKey(user: SessionUser, type: ChatMessageType, peerId: string | undefined): string {
  if (type === 'All') return ROOM_KEY;
  if (type === 'Ai') return aiKey(user.id);
  if (!peerId) throw AppError.field('peerId', '请选择会话对象');
  return personalKey(user.id, peerId);
}

/** Plain text as typed: line breaks kept, other control characters dropped. */
export function cleanText(content: string): string {
  // eslint-disable-next-line no-control-regex
  const text = content.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '');
  if (text.trim() === '') throw AppError.field('content', CHAT_MESSAGES.empty);
  if ([...text].length > CHAT_MESSAGE_MAX) throw AppError.field('content', CHAT_MESSAGES.tooLong);
  return text;
}

export function toMessage(r: ChatMessageRecord, users: Map<string, ChatUser>): ChatMessage {
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

/**
 * What every part of the chat room shares: members as the room shows them, stored messages as they are
 * sent out, the standing rules for sending, and announcing a stored message.
 */
export function createChatViews(deps: {
  repo: ChatRepository;
  levels: LevelService;
  clock: Clock;
  events: DomainEvents;
}) {
  const { repo, levels, clock, events } = deps;

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
          levelNameEn: badges[i]?.nameEn ?? '',
        },
      ]),
    );
  }

  async function usersById(tenantId: string, ids: Iterable<string | null>): Promise<Map<string, ChatUser>> {
    const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
    return chatUsers(tenantId, await repo.members(tenantId, unique));
  }

  return {
    chatUsers,
    usersById,

    async messagesOf(tenantId: string, records: ChatMessageRecord[]): Promise<ChatMessage[]> {
      const users = await usersById(
        tenantId,
        records.flatMap((r) => [r.senderId, r.receiverId]),
      );
      return records.map((r) => toMessage(r, users));
    },

    /** Banned members read but never send; muted ones wait until the mute ends. */
    async assertMaySend(user: SessionUser): Promise<void> {
      if (user.status === 'banned') throw AppError.forbidden(CHAT_MESSAGES.banned, ChatErrorCodes.chatMuted);
      const until = await repo.mutedUntil(user.tenantId, user.id);
      if (until && until > clock.now().toISOString()) {
        throw AppError.forbidden(
          CHAT_MESSAGES.muted.replace('{until}', until.slice(0, 16).replace('T', ' ')),
          ChatErrorCodes.chatMuted,
        );
      }
    },

    announce(tenantId: string, message: ChatMessage, audience: ChatAudience): void {
      events.emit('chat.message', { tenantId, message, audience });
    },
  };
}
export type ChatViews = ReturnType<typeof createChatViews>;
