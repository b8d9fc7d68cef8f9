import { HUB_RECONNECT_MS, HubErrors, HUBS, type HubHandshake, type HubName } from '@clearsight/contracts';
import type { HubState } from './hub-store';
import { decodeHubPacket, encodeHubPacket, HubPacket } from './hub-protocol';

/**
 * The realtime hubs' client (docs/product.md#realtime, docs/decisions/0040-own-realtime-client.md): the Socket.IO
 * v5 protocol over one Engine.IO v4 WebSocket, written for what the site does with it (receive events, the live
 * pages' join with its answer and leave, reconnect every 3 s), about 2 KB gzip where socket.io-client is 13. It
 * is loaded with a dynamic import after hydration (`controller.ts`), as every page needs it.
 *
 * One WebSocket per tab at a time, carrying every hub as a namespace. No long-polling: behind the cluster's
 * round-robin nginx (no sticky sessions) a polling session could not have worked anyway.
 */

/** Engine.IO v4 packet types: the first character of every text frame. */
const ENGINE_OPEN = '0';
const ENGINE_CLOSE = '1';
const ENGINE_PING = '2';
const ENGINE_PONG = '3';
const ENGINE_MESSAGE = '4';

/**
 * Refusals that a new attempt with the same handshake cannot change: the hub waits for the session to change
 * (a login or logout re-handshakes). Any other refusal (too many connections) is tried again in 3 s.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  HubErrors.sessionEnded,
  HubErrors.accountDisabled,
  HubErrors.membersOnly,
  HubErrors.unknownTenant,
  HubErrors.originRefused,
]);

type WebSocketClass = new (url: string) => WebSocket;

export interface RealtimeClientOptions {
  /** The server's origin; the page's own by default. */
  url?: string;
  /** The engine's path (`WS_BASE`). */
  path: string;
  /** Read at every (re)connection of every hub. */
  handshake: () => HubHandshake;
  onEvent: (hub: HubName, event: string, args: readonly unknown[]) => void;
  onState: (hub: HubName, state: HubState, error?: string | null) => void;
  /** Tests only: a shorter delay than the 3 s between attempts. */
  reconnectDelayMs?: number;
  /** Tests only: a WebSocket for Node (the browser's own by default). */
  webSocket?: WebSocketClass;
}

export interface RealtimeClient {
  /** Starts a hub (nothing when it runs already). */
  open(hub: HubName): void;
  /** Stops a hub. */
  close(hub: HubName): void;
  /**
   * A fresh handshake for every running hub (new token or tenant), over a new WebSocket: whatever the old one
   * still delivers (a refusal of the old token, the server closing the old session's connection after a
   * force-out) reaches nobody.
   */
  restart(): void;
  /** The hubs started and not stopped. */
  openHubs(): HubName[];
  /**
   * Sends an event; a function as the last argument is called with the server's answer. Sent at once when the hub
   * is connected, else when it connects again. False when the hub is not started.
   */
  emit(hub: HubName, event: string, args: readonly unknown[]): boolean;
  /** Stops everything; the client is not used again. */
  destroy(): void;
}

/** The engine's WebSocket address: `ws(s)://host/<path>/?EIO=4&transport=websocket`. */
export function engineUrl(origin: string, path: string): string {
  const url = new URL(`${path.replace(/\/$/, '')}/`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = 'EIO=4&transport=websocket';
  return url.toString();
}

const HUB_OF_NAMESPACE = new Map<string, HubName>(
  (Object.keys(HUBS) as HubName[]).map((hub) => [HUBS[hub], hub] as const),
);

/** Where a started hub is: waiting for the server's answer, in, refused for good, or waiting to try again. */
type Phase = 'connecting' | 'connected' | 'refused' | 'retrying';

interface HubEntry {
  phase: Phase;
  retry?: ReturnType<typeof setTimeout>;
  /** Emits made while not connected, sent on connection (as Socket.IO's client does). */
  pending: string[];
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const address = engineUrl(options.url ?? window.location.origin, options.path);
  const delay = options.reconnectDelayMs ?? HUB_RECONNECT_MS;
  const Socket = options.webSocket ?? WebSocket;
  const hubs = new Map<HubName, HubEntry>();
  const acks = new Map<number, { hub: HubName; answer: (...args: unknown[]) => void }>();
  let nextAck = 0;
  let socket: WebSocket | null = null;
  let engineOpen = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const send = (packet: string) => socket?.send(ENGINE_MESSAGE + packet);
  const sendDisconnect = (hub: HubName) => send(encodeHubPacket({ type: HubPacket.disconnect, namespace: HUBS[hub] }));

  const sendConnect = (hub: HubName) => {
    const entry = hubs.get(hub);
    if (!entry) return;
    clearTimeout(entry.retry);
    entry.phase = 'connecting';
    send(encodeHubPacket({ type: HubPacket.connect, namespace: HUBS[hub], data: options.handshake() }));
  };

  const forgetAcks = (hub: HubName) => {
    for (const [id, ack] of acks) if (ack.hub === hub) acks.delete(id);
  };

  /** The connection is gone (closed, failed, silent): every hub trying to be in says so, then all try again. */
  const lost = () => {
    dropSocket();
    for (const [hub, entry] of hubs) {
      forgetAcks(hub);
      if (entry.phase === 'refused') continue;
      clearTimeout(entry.retry);
      entry.phase = 'connecting';
      options.onState(hub, 'reconnecting');
    }
    if (hubs.size > 0) reconnect = setTimeout(connectEngine, delay);
  };

  /** Lets the WebSocket go without hearing any more of it. */
  function dropSocket() {
    clearTimeout(watchdog);
    clearTimeout(reconnect);
    reconnect = undefined;
    engineOpen = false;
    if (!socket) return;
    const old = socket;
    socket = null;
    old.onopen = old.onmessage = old.onerror = old.onclose = null;
    if (old.readyState === old.CONNECTING || old.readyState === old.OPEN) old.close();
  }

  /** The server pings every `pingInterval`; no ping for `pingInterval + pingTimeout` means the line is dead. */
  const watch = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(lost, ms);
  };

  function connectEngine() {
    dropSocket();
    const ws = new Socket(address);
    socket = ws;
    let silence = 0;
    ws.onmessage = (message: MessageEvent) => {
      // The hubs speak JSON only: a binary frame is nothing this client asked for.
      if (typeof message.data !== 'string') return;
      const frame = message.data;
      switch (frame[0]) {
        case ENGINE_OPEN: {
          const open = JSON.parse(frame.slice(1)) as { pingInterval: number; pingTimeout: number };
          silence = open.pingInterval + open.pingTimeout;
          engineOpen = true;
          watch(silence);
          for (const [hub, entry] of hubs) if (entry.phase === 'connecting') sendConnect(hub);
          break;
        }
        case ENGINE_PING:
          ws.send(ENGINE_PONG);
          watch(silence);
          break;
        case ENGINE_CLOSE:
          lost();
          break;
        case ENGINE_MESSAGE:
          onHubPacket(frame.slice(1));
          break;
      }
    };
    ws.onclose = lost;
  }

  const retryLater = (hub: HubName, entry: HubEntry) => {
    clearTimeout(entry.retry);
    entry.phase = 'retrying';
    entry.retry = setTimeout(() => {
      if (hubs.get(hub) === entry && engineOpen) sendConnect(hub);
      else if (hubs.get(hub) === entry) entry.phase = 'connecting';
    }, delay);
  };

  function onHubPacket(text: string) {
    const packet = decodeHubPacket(text);
    if (!packet) return;
    const hub = HUB_OF_NAMESPACE.get(packet.namespace);
    if (!hub) return;
    const entry = hubs.get(hub);
    if (!entry) {
      // Admitted after the page stopped wanting it.
      if (packet.type === HubPacket.connect) sendDisconnect(hub);
      return;
    }
    switch (packet.type) {
      case HubPacket.connect:
        entry.phase = 'connected';
        options.onState(hub, 'connected');
        for (const queued of entry.pending.splice(0)) send(queued);
        break;
      case HubPacket.connectError: {
        const message = String((packet.data as { message?: unknown } | undefined)?.message ?? '');
        if (FINAL_REFUSALS.has(message)) {
          entry.phase = 'refused';
          options.onState(hub, 'refused', message);
          break;
        }
        options.onState(hub, 'reconnecting', message);
        retryLater(hub, entry);
        break;
      }
      case HubPacket.disconnect:
        // The server ended this hub's connection: Socket.IO leaves the next attempt to the client.
        forgetAcks(hub);
        options.onState(hub, 'reconnecting');
        retryLater(hub, entry);
        break;
      case HubPacket.event:
        if (Array.isArray(packet.data) && typeof packet.data[0] === 'string') {
          const [event, ...args] = packet.data as [string, ...unknown[]];
          options.onEvent(hub, event, args);
        }
        break;
      case HubPacket.ack: {
        const ack = packet.id === undefined ? undefined : acks.get(packet.id);
        if (!ack || ack.hub !== hub) break;
        acks.delete(packet.id!);
        ack.answer(...(Array.isArray(packet.data) ? packet.data : []));
        break;
      }
    }
  }

  const stopAll = () => {
    dropSocket();
    for (const [hub, entry] of hubs) {
      clearTimeout(entry.retry);
      entry.pending = [];
      forgetAcks(hub);
    }
  };

  return {
    open(hub) {
      if (hubs.has(hub)) return;
      hubs.set(hub, { phase: 'connecting', pending: [] });
      options.onState(hub, 'connecting');
      if (engineOpen) sendConnect(hub);
      // Without a WebSocket under way or one planned, this hub is the first: open it.
      else if (!socket && reconnect === undefined) connectEngine();
    },
    close(hub) {
      const entry = hubs.get(hub);
      if (!entry) return;
      hubs.delete(hub);
      clearTimeout(entry.retry);
      forgetAcks(hub);
      // Only a connected hub is left in words: the server closes the whole WebSocket on a leave of a hub it has
      // not admitted yet. One still waiting is left when its admission arrives (below).
      if (engineOpen && entry.phase === 'connected') sendDisconnect(hub);
      options.onState(hub, 'off');
      // The last hub gone: the WebSocket goes too.
      if (hubs.size === 0) dropSocket();
    },
    restart() {
      stopAll();
      if (hubs.size === 0) return;
      for (const [hub, entry] of hubs) {
        entry.phase = 'connecting';
        options.onState(hub, 'connecting');
      }
      connectEngine();
    },
    openHubs() {
      return [...hubs.keys()];
    },
    emit(hub, event, args) {
      const entry = hubs.get(hub);
      if (!entry) return false;
      const last = args.at(-1);
      let id: number | undefined;
      let data: unknown[] = [event, ...args];
      if (typeof last === 'function') {
        id = nextAck++;
        acks.set(id, { hub, answer: last as (...a: unknown[]) => void });
        data = [event, ...args.slice(0, -1)];
      }
      const packet = encodeHubPacket({ type: HubPacket.event, namespace: HUBS[hub], id, data });
      if (entry.phase === 'connected') send(packet);
      else entry.pending.push(packet);
      return true;
    },
    destroy() {
      stopAll();
      const stopped = [...hubs.keys()];
      hubs.clear();
      for (const hub of stopped) options.onState(hub, 'off');
    },
  };
}
