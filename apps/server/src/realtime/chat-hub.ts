import { CHAT_MESSAGE_TYPE_NUMBER, type ChatHubEvents } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { DefaultEventsMap, Namespace } from 'socket.io';
import type { RealtimeConfig } from '../config.js';
import type { DomainEvents } from '../events.js';
import type { ChatService } from '../features/chat/chat.service.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import {
  createPresence,
  MemoryPresenceStore,
  RedisPresenceStore,
  type PresenceStore,
  type RealtimePresence,
} from './presence.js';
import type { HubSocketData, RealtimeServer } from './realtime-server.js';
import { rooms } from './rooms.js';

type ChatHub = Namespace<DefaultEventsMap, ChatHubEvents, DefaultEventsMap, HubSocketData>;

/**
 * Who is in the chat room: the presence machinery of `/main` (every instance writes its own entries, which
 * expire unless renewed), kept apart under its own keys, with `/chat` connections as the tabs.
 */
export function createChatPresence(
  kv: KeyValueStore,
  config: RealtimeConfig,
  onError?: (error: unknown) => void,
): { presence: RealtimePresence; memberIds(tenantId: string): Promise<string[]> } {
  const store: PresenceStore = kv.redis
    ? new RedisPresenceStore(kv.redis, `${kv.namespace}chat:`)
    : new MemoryPresenceStore();
  const presence = createPresence({ store, ttlMs: config.presenceTtlMs, heartbeatMs: config.heartbeatMs, onError });
  return {
    presence,
    async memberIds(tenantId) {
      return (await presence.list(tenantId)).members.map((m) => m.userId);
    },
  };
}

/**
 * The chat hub (docs/product.md#chat-room-and-assistant): `liveUser` when a member's first tab enters the room on any
 * instance, `offlineUser` when their last tab on every instance has left, and the chat feature's events
 * (`chat.message`, `chat.message-removed`, `chat.mute-changed`) to their audiences — the tenant's room, or
 * the rooms of the members concerned, which hold every tab of theirs on every instance. What goes to the whole
 * room takes the fan-out (decision 0046): every tab in the room, one pre-built frame each.
 */
export function attachChatHub(
  server: FastifyInstance,
  deps: { realtime: RealtimeServer; events: DomainEvents; presence: RealtimePresence; chat: ChatService },
): void {
  const { events, presence, chat } = deps;
  const { fanOut } = deps.realtime;
  const hub = deps.realtime.hubs.chat as unknown as ChatHub;
  const log = server.log;
  /** This instance's tabs per member (`tenant:user`). */
  const localTabs = new Map<string, number>();
  let closing = false;

  const isPresent = async (tenantId: string, userId: string) =>
    (await presence.list(tenantId)).members.some((m) => m.userId === userId);

  async function entered(socket: Parameters<Parameters<ChatHub['on']>[1]>[0]): Promise<void> {
    const { tenantId, user, ip, connectedAt } = socket.data;
    if (!user) return;
    const key = `${tenantId}:${user.id}`;
    const before = localTabs.get(key) ?? 0;
    localTabs.set(key, before + 1);
    // Asked before this tab is written, so that of two instances racing, both announce (the client keeps
    // one entry per member) rather than neither.
    const wasPresent = before > 0 || (await isPresent(tenantId, user.id));
    if (!socket.connected || closing) return;
    presence.join({
      socketId: socket.id,
      tenantId,
      person: { kind: 'member', userId: user.id, userName: user.userName, nick: user.nick },
      ip,
      connectedAt,
    });
    if (wasPresent) return;
    const chatUser = await chat.chatUser(tenantId, user.id);
    if (chatUser) fanOut('chat', rooms.tenant(tenantId), 'liveUser', chatUser);
  }

  async function left(socket: Parameters<Parameters<ChatHub['on']>[1]>[0]): Promise<void> {
    const { tenantId, user } = socket.data;
    if (!user) return;
    const key = `${tenantId}:${user.id}`;
    const remaining = (localTabs.get(key) ?? 1) - 1;
    if (remaining > 0) localTabs.set(key, remaining);
    else localTabs.delete(key);
    if (closing) return;
    // The removal is sent before the read on the same connection, so the read already reflects it.
    presence.leave(socket.id);
    if (remaining > 0) return;
    if (await isPresent(tenantId, user.id)) return;
    fanOut('chat', rooms.tenant(tenantId), 'offlineUser', user.id);
  }

  hub.on('connection', (socket) => {
    socket.on('disconnect', () => {
      left(socket).catch((error: unknown) => log.warn({ err: error }, 'chat presence (leave) failed'));
    });
    entered(socket).catch((error: unknown) => log.warn({ err: error }, 'chat presence (enter) failed'));
  });

  // The whole room takes the fan-out; some members, their own rooms (every tab of theirs on every instance).
  const toMembers = (tenantId: string, userIds: string[]) =>
    hub.to(userIds.map((userId) => rooms.member(tenantId, userId)));

  const subscriptions = [
    events.on('chat.message', (e) => {
      const type = CHAT_MESSAGE_TYPE_NUMBER[e.message.messageType];
      if (e.audience.kind === 'room') fanOut('chat', rooms.tenant(e.tenantId), 'receiveMsg', type, e.message);
      else toMembers(e.tenantId, e.audience.userIds).emit('receiveMsg', type, e.message);
    }),
    events.on('chat.message-removed', (e) => {
      if (e.audience.kind === 'room') fanOut('chat', rooms.tenant(e.tenantId), 'removeMsg', e.id);
      else toMembers(e.tenantId, e.audience.userIds).emit('removeMsg', e.id);
    }),
    events.on('chat.mute-changed', (e) => {
      hub.to(rooms.member(e.tenantId, e.userId)).emit('muteChanged', e.mutedUntil);
    }),
  ];

  presence.start();
  server.addHook('preClose', async () => {
    closing = true;
    for (const unsubscribe of subscriptions) unsubscribe();
    await presence.stop();
  });
}
