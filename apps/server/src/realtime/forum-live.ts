import {
  LIVE_ALL_BOARDS,
  LIVE_ROOM_LIMIT,
  type LiveRoomKind,
  type NoticeHubClientEvents,
  type NoticeHubEvents,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import type { DefaultEventsMap, Namespace, Socket } from 'socket.io';
import type { DomainEvents } from '../events.js';
import type { SessionUser } from '../shared/request-context.js';
import type { HubSocketData, RealtimeServer } from './realtime-server.js';
import { rooms } from './rooms.js';

type NoticeHub = Namespace<NoticeHubClientEvents, NoticeHubEvents, DefaultEventsMap, HubSocketData>;
type NoticeSocket = Socket<NoticeHubClientEvents, NoticeHubEvents, DefaultEventsMap, HubSocketData>;

/** Who may join which room: the forum's read rule (features/forum/live-access.ts), given by app.ts. */
export interface LiveRoomAccess {
  canWatchTopic(tenantId: string, user: SessionUser | null, discussId: string): Promise<boolean>;
  canWatchBoard(tenantId: string, plateId: string): Promise<boolean>;
}

/** Ids are the site's (UUIDv7) or `LIVE_ALL_BOARDS`; anything longer is no id and costs no database read. */
const MAX_ID_LENGTH = 64;

function roomOf(tenantId: string, kind: unknown, id: unknown): string | null {
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return null;
  if (kind === 'topic' && id !== LIVE_ALL_BOARDS) return rooms.topic(tenantId, id);
  if (kind === 'board') return rooms.board(tenantId, id);
  return null;
}

/**
 * Live topics and boards (docs/decisions/0036-live-topics-and-boards.md). A page open on a topic or a board joins
 * its room on the notice hub, which every tab runs, guests' included, and leaves it on navigation; the forum's
 * domain events, raised after their commit, reach the rooms through the hub's adapter (every instance with
 * Redis). Events carry ids and counts only: the page fetches what it shows through the API, which authorises each
 * read, so the guest's cached HTML stays as it is and nothing here can show a socket what its principal may not
 * read. A join is checked as a read over HTTP is, inside the socket's tenant; a connection is in at most
 * `LIVE_ROOM_LIMIT` rooms, and every join or leave is one packet of its inbound budget (realtime/inbound-limit.ts).
 */
export function attachForumLive(
  server: FastifyInstance,
  deps: { realtime: RealtimeServer; events: DomainEvents; access: LiveRoomAccess },
): void {
  const { events, access } = deps;
  const hub = deps.realtime.hubs.notice as unknown as NoticeHub;
  const log = server.log;

  function isLive(tenantId: string, room: string): boolean {
    return room.startsWith(rooms.topic(tenantId, '')) || room.startsWith(rooms.board(tenantId, ''));
  }

  function serve(socket: NoticeSocket): void {
    const { tenantId, user } = socket.data;
    // Joins being checked, by room; a leave meanwhile removes its entry, and the join then does not happen.
    const pending = new Map<string, symbol>();
    const inRooms = () => [...socket.rooms].filter((room) => isLive(tenantId, room)).length;

    async function allowed(kind: LiveRoomKind, id: string): Promise<boolean> {
      return kind === 'topic' ? access.canWatchTopic(tenantId, user, id) : access.canWatchBoard(tenantId, id);
    }

    socket.on('liveJoin', (kind, id, ack) => {
      const answer = typeof ack === 'function' ? ack : () => undefined;
      const room = roomOf(tenantId, kind, id);
      if (!room || pending.has(room)) return answer(false);
      if (socket.rooms.has(room)) return answer(true);
      if (inRooms() + pending.size >= LIVE_ROOM_LIMIT) return answer(false);
      const attempt = Symbol(room);
      pending.set(room, attempt);
      allowed(kind, id).then(
        (yes) => {
          const current = pending.get(room) === attempt;
          if (current) pending.delete(room);
          const join = yes && current && socket.connected;
          if (join) void socket.join(room);
          answer(join);
        },
        (error: unknown) => {
          if (pending.get(room) === attempt) pending.delete(room);
          log.warn({ err: error }, 'live room check failed');
          answer(false);
        },
      );
    });

    socket.on('liveLeave', (kind, id) => {
      const room = roomOf(tenantId, kind, id);
      if (!room) return;
      pending.delete(room);
      void socket.leave(room);
    });
  }

  hub.on('connection', serve);

  const subscriptions = [
    events.on('comment.created', (e) => {
      hub.to(rooms.topic(e.tenantId, e.discussId)).emit('liveComment', e.discussId, e.commentId, e.userId);
    }),
    events.on('likes.changed', (e) => {
      hub
        .to(rooms.topic(e.tenantId, e.discussId))
        .emit('liveLikes', e.discussId, e.targetType, e.targetId, e.likeCount);
    }),
    events.on('comment.changed', (e) => {
      hub.to(rooms.topic(e.tenantId, e.discussId)).emit('liveCommentChanged', e.discussId, e.commentId);
    }),
    events.on('topic.changed', (e) => {
      const room = rooms.topic(e.tenantId, e.discussId);
      hub.to(room).emit('liveTopic', e.discussId, e.accessChanged);
      // Who may read it may have changed: everyone leaves (on every instance), and each tab that still may joins
      // again, checked anew. The emit above goes first through the same adapter, so each tab hears why.
      if (e.accessChanged) hub.in(room).socketsLeave(room);
    }),
    events.on('topic.created', (e) => {
      // Only topics anyone may read: a board's room holds guests, and a private topic's id is not theirs to learn.
      if (!e.isPublic) return;
      hub
        .to([rooms.board(e.tenantId, e.plateId), rooms.board(e.tenantId, LIVE_ALL_BOARDS)])
        .emit('liveBoardTopic', e.plateId, e.discussId);
    }),
  ];

  server.addHook('preClose', async () => {
    for (const unsubscribe of subscriptions) unsubscribe();
  });
}
