import { randomUUID } from 'node:crypto';
import {
  HUBS,
  HubErrors,
  WS_BASE,
  type BbsNoticeHubEvents,
  type ChatHubEvents,
  type HubName,
  type MainHubEvents,
  type NoticeHubEvents,
} from '@clearsight/contracts';
import type * as RedisAdapter from '@socket.io/redis-adapter';
import { loadOnUse } from '../shared/load-on-use.js';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type DefaultEventsMap, type Namespace, type Socket } from 'socket.io';
import type { AppConfig } from '../config.js';
import type { DomainEvents } from '../events.js';
import type { SessionService } from '../features/account/session.service.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import type { Clock } from '../shared/clock.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import { bridgeDomainEvents } from './event-bridge.js';
import { fanOutHere } from './fan-out.js';
import {
  createConnectionGate,
  createHubAdmission,
  HUB_UNAVAILABLE,
  HubRefusal,
  refusalMessage,
  type HubIdentity,
} from './hub-auth.js';
import { limitInbound, type EngineConnection } from './inbound-limit.js';
import type { RealtimePresence } from './presence.js';
import { rooms } from './rooms.js';

/**
 * Hub messages are the handshake (a token of a few hundred bytes) and, in the chat room, short texts; a small
 * limit keeps a client from making the server buffer large frames.
 */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** A connection that opens no hub in this time is closed (also a refused one). */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The session service tells every instance of each revocation, without the reason; the `session.revoked`
 * event that follows carries it. Tabs still open this long after the first are closed with the plain message.
 */
const REVOKED_GRACE_MS = 1000;

/** Between instances (through the Redis adapter). */
interface InterServerEvents {
  /** End these sessions' tabs on every instance. */
  forceOut: (sessionIds: string[], message: string) => void;
  /** Send this event to the room's tabs on every instance (`RealtimeServer.fanOut`). */
  fanOut: (hub: HubName, room: string, event: string, args: unknown[]) => void;
}

export interface HubSocketData extends HubIdentity {
  ip: string;
  /** When the connection was admitted (ISO). */
  connectedAt: string;
}

type AnyHub = Namespace<DefaultEventsMap, DefaultEventsMap, InterServerEvents, HubSocketData>;
type HubSocket = Socket<DefaultEventsMap, DefaultEventsMap, InterServerEvents, HubSocketData>;

/** The hubs, typed with the contract's events (the chat room's are the chat feature's). */
export interface Hubs {
  main: Namespace<DefaultEventsMap, MainHubEvents, InterServerEvents, HubSocketData>;
  notice: Namespace<DefaultEventsMap, NoticeHubEvents, InterServerEvents, HubSocketData>;
  bbsNotice: Namespace<DefaultEventsMap, BbsNoticeHubEvents, InterServerEvents, HubSocketData>;
  chat: AnyHub;
}

type HubServer = Server<DefaultEventsMap, DefaultEventsMap, InterServerEvents, HubSocketData>;

/** Each hub's server → client events. */
interface HubEvents {
  main: MainHubEvents;
  notice: NoticeHubEvents;
  bbsNotice: BbsNoticeHubEvents;
  chat: ChatHubEvents;
}
type ArgsOf<F> = F extends (...args: infer A) => void ? A : never;

/** Sends an event to every tab in a room of a hub, on every instance. */
export type FanOut = <H extends keyof HubEvents, E extends keyof HubEvents[H] & string>(
  hub: H,
  room: string,
  event: E,
  ...args: ArgsOf<HubEvents[H][E]>
) => void;

export interface RealtimeServer {
  io: HubServer;
  hubs: Hubs;
  /** Sends `forceOut(message)` to every tab of these sessions, on every instance, and disconnects them. */
  forceOut(sessionIds: string[], message: string): void;
  /**
   * For rooms of many tabs (a whole tenant): each instance writes one pre-built frame to its tabs
   * (realtime/fan-out.ts) instead of going through the adapter's per-connection emit.
   */
  fanOut: FanOut;
  /**
   * Tells the listener of every event this instance sends to a whole room by the fan-out, which goes around the
   * adapter where the other events are seen: once, on the instance that sent it.
   */
  onFanOut(listener: (hub: HubName, event: string) => void): void;
}

/**
 * The realtime hubs (docs/product.md#realtime): one Socket.IO server on the HTTP server Fastify listens on, at
 * `WS_BASE`, with one namespace per hub. Connections are admitted like HTTP requests (tenant, session); every
 * socket joins its tenant's room and a member's also their own and their session's; `/main` connections are
 * the presence. With Redis, the adapter carries emits to every instance. Closed with the Fastify server.
 */
export function attachRealtime(
  server: FastifyInstance,
  deps: {
    config: AppConfig;
    kv: KeyValueStore;
    tenants: TenantService;
    sessions: SessionService;
    events: DomainEvents;
    presence: RealtimePresence;
    clock: Clock;
  },
): RealtimeServer {
  const { config, kv, sessions, events, presence, clock } = deps;
  const log = server.log;
  const gate = createConnectionGate({ config, kv });
  const admit = createHubAdmission(deps);

  const io: HubServer = new Server(server.server, {
    path: WS_BASE,
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // No CORS headers: the hubs are for the site's own pages.
    allowRequest: (request, accept) => {
      void gate.inspect(request).then(() => accept(null, true));
    },
  });

  // Clients send the hubs little (a live page's join and leave): one that keeps sending is cut off
  // (realtime/inbound-limit.ts).
  io.engine.on('connection', (connection: EngineConnection) => {
    limitInbound(connection, config.realtime.inbound, (cut) => {
      log.warn({ ip: gate.addressOf(cut.request) }, 'realtime connection cut off: it sent more than its budget');
    });
  });

  // Redis: the adapter needs two connections of its own (one sits in subscriber mode).
  let adapterClients: Redis[] = [];
  if (kv.redis) {
    const pub = kv.redis.duplicate();
    const sub = kv.redis.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'realtime Redis error'));
    adapterClients = [pub, sub];
    const { createAdapter } = loadOnUse('@socket.io/redis-adapter') as typeof RedisAdapter;
    io.adapter(createAdapter(pub, sub, { key: `${kv.namespace}socket.io`, publishOnSpecificResponseChannel: true }));
  }

  // Emits to other instances go through the adapter's Redis connections, which close with the server: from
  // preClose on (a chat tab's leave can still end in a fan-out), this instance's emits stay local, or the
  // adapter's publish would reject unhandled on a closed connection.
  let acrossInstances = adapterClients.length > 0;

  const all = (Object.keys(HUBS) as HubName[]).map((name) => [name, io.of(HUBS[name])] as const);
  const nsp = Object.fromEntries(all) as Record<HubName, AnyHub>;
  const hubs: Hubs = {
    main: nsp.main as unknown as Hubs['main'],
    notice: nsp.notice as unknown as Hubs['notice'],
    bbsNotice: nsp.bbsNotice as unknown as Hubs['bbsNotice'],
    chat: nsp.chat,
  };

  // Once the subscriber has processed its subscriptions (a PING answers after them), emits from other
  // instances arrive; the server's onReady waits for it.
  const adapterReady = adapterClients[1]?.ping().then(() => undefined) ?? Promise.resolve();

  async function admitSocket(name: HubName, socket: HubSocket): Promise<void> {
    const verdict = gate.verdictOf(socket.request);
    if (verdict) throw new HubRefusal(verdict);
    const identity = await admit(name, socket.handshake.auth, socket.handshake.headers.host);
    socket.data = { ...identity, ip: gate.addressOf(socket.request), connectedAt: clock.now().toISOString() };
  }

  // ── onlineNum: at most once per interval and tenant, the same global count from every instance ────────
  const lastCount = new Map<string, number>();
  async function broadcastCounts(): Promise<void> {
    try {
      const local = presence.localTenants();
      for (const tenantId of lastCount.keys()) if (!local.includes(tenantId)) lastCount.delete(tenantId);
      for (const tenantId of local) {
        const count = await presence.count(tenantId);
        if (lastCount.get(tenantId) === count) continue;
        lastCount.set(tenantId, count);
        // Local only: every instance sends the same count to its own sockets.
        sent('main', 'onlineNum');
        fanOutHere(nsp.main, rooms.tenant(tenantId), 'onlineNum', [count]);
      }
    } catch (error) {
      log.warn({ err: error }, 'online count failed');
    }
  }
  // Each round is scheduled when the last one ends, so two never run at once or come closer than the interval.
  let countTimer: NodeJS.Timeout | null = null;
  let counting = true;
  function scheduleCount(): void {
    if (!counting) return;
    countTimer = setTimeout(() => void broadcastCounts().then(scheduleCount), config.realtime.countIntervalMs);
    countTimer.unref();
  }
  async function sendCount(socket: HubSocket): Promise<void> {
    const tenantId = socket.data.tenantId;
    const count = lastCount.get(tenantId) ?? (await presence.count(tenantId));
    if (socket.connected) socket.emit('onlineNum', count);
  }

  // The WebSocket a tab's hubs share (engine.io keeps its id private): one id per connection object.
  const connectionIds = new WeakMap<object, string>();
  function connectionIdOf(socket: HubSocket): string {
    let id = connectionIds.get(socket.conn);
    if (!id) {
      id = randomUUID();
      connectionIds.set(socket.conn, id);
    }
    return id;
  }

  function welcome(name: HubName, socket: HubSocket): void {
    const { tenantId, user, browserId, ip, connectedAt } = socket.data;
    void socket.join(
      user
        ? [rooms.tenant(tenantId), rooms.member(tenantId, user.id), rooms.session(user.sessionId)]
        : [rooms.tenant(tenantId)],
    );
    // Everyone's page opens the notice hub and a member's the main hub too (docs/product.md#realtime): the count
    // is of people on either, a member with both counted once.
    if (name !== 'main' && name !== 'notice') return;
    presence.join({
      socketId: socket.id,
      tenantId,
      person: user
        ? { kind: 'member', userId: user.id, userName: user.userName, nick: user.nick }
        : { kind: 'guest', browserId, connectionId: connectionIdOf(socket) },
      ip,
      connectedAt,
    });
    socket.on('disconnect', () => presence.leave(socket.id));
    if (name !== 'main') return;
    sendCount(socket).catch((error: unknown) => log.warn({ err: error }, 'online count failed'));
  }

  for (const [name, hub] of all) {
    hub.use((socket, next) => {
      admitSocket(name, socket).then(
        () => next(),
        (error: unknown) => {
          if (error instanceof HubRefusal) return next(error);
          log.error({ err: error, hub: name }, 'hub admission failed');
          next(new Error(HUB_UNAVAILABLE));
        },
      );
    });
    hub.on('connection', (socket) => welcome(name, socket));
  }

  // ── Force-out ───────────────────────────────────────────────────────────────────────────────────────
  function localSockets(hub: AnyHub, roomNames: string[]): HubSocket[] {
    const ids = new Set(roomNames.flatMap((room) => [...(hub.adapter.rooms.get(room) ?? [])]));
    return [...ids].flatMap((id) => hub.sockets.get(id) ?? []);
  }
  function forceOutHere(sessionIds: string[], message: string): void {
    const targets = sessionIds.map(rooms.session);
    for (const socket of localSockets(nsp.main, targets)) socket.emit('forceOut', message);
    // Closing the connection ends the tab's other hubs too; the message above is sent before it closes.
    for (const [, hub] of all) for (const socket of localSockets(hub, targets)) socket.disconnect(true);
  }
  hubs.main.on('forceOut', forceOutHere);
  function forceOut(sessionIds: string[], message: string): void {
    if (sessionIds.length === 0) return;
    forceOutHere(sessionIds, message);
    if (acrossInstances) hubs.main.serverSideEmit('forceOut', sessionIds, message);
  }

  // ── Fan-out to a room on every instance ─────────────────────────────────────────────────────────────
  const fanOutListeners: Array<(hub: HubName, event: string) => void> = [];
  function sent(hub: HubName, event: string): void {
    for (const listener of fanOutListeners) listener(hub, event);
  }
  function fanOutToRoom(hub: HubName, room: string, event: string, args: unknown[]): void {
    // From another instance through Redis: only a hub this server has.
    if (!Object.hasOwn(nsp, hub)) return;
    fanOutHere(nsp[hub], room, event, args);
  }
  hubs.main.on('fanOut', fanOutToRoom);
  const fanOut: FanOut = (hub, room, event, ...args) => {
    sent(hub, event);
    fanOutToRoom(hub, room, event, args);
    if (acrossInstances) hubs.main.serverSideEmit('fanOut', hub, room, event, args);
  };

  /**
   * Sessions end while their tabs stay open: they expire, or a revocation's message was lost between
   * instances. Every live member connection's session is checked again now and then.
   */
  let checking = false;
  async function revalidate(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      await checkSessions();
    } finally {
      checking = false;
    }
  }
  async function checkSessions(): Promise<void> {
    const tokens = new Map<string, string>();
    for (const [, hub] of all) {
      for (const socket of hub.sockets.values()) {
        const { user, token } = socket.data;
        if (user && token) tokens.set(user.sessionId, token);
      }
    }
    for (const [sessionId, token] of tokens) {
      const result = await sessions.check(token);
      if (!result.user) forceOutHere([sessionId], refusalMessage(result.refusal));
    }
  }

  const stopBridge = bridgeDomainEvents(events, { hubs, forceOut, fanOut });
  const stopRevocations = sessions.onRevoked((sessionId) => {
    setTimeout(() => forceOutHere([sessionId], HubErrors.sessionEnded), REVOKED_GRACE_MS).unref();
  });
  presence.start();
  scheduleCount();
  const revalidation = setInterval(() => {
    revalidate().catch((error: unknown) => log.warn({ err: error }, 'hub session check failed'));
  }, config.realtime.revalidateMs);
  revalidation.unref();

  server.addHook('onReady', async () => {
    await adapterReady;
  });
  // Before the HTTP server closes (it waits for open connections): stop, close every connection, and take
  // this instance's people out of the count at once.
  server.addHook('preClose', async () => {
    counting = false;
    acrossInstances = false;
    if (countTimer) clearTimeout(countTimer);
    clearInterval(revalidation);
    stopBridge();
    stopRevocations();
    for (const [, hub] of all) hub.local.disconnectSockets(true);
    io.engine.close();
    await presence.stop();
  });
  server.addHook('onClose', async () => {
    await Promise.allSettled(all.map(([, hub]) => hub.adapter.close()));
    await Promise.allSettled(adapterClients.map((client) => client.quit()));
  });

  return {
    io,
    hubs,
    forceOut,
    fanOut,
    onFanOut: (listener) => void fanOutListeners.push(listener),
  };
}
