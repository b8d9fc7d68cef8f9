import { HUB_RECONNECT_MS, HubErrors, HUBS, type HubHandshake, type HubName } from '@clearsight/contracts';
import { Manager, type ManagerOptions, type Socket } from 'socket.io-client';
import type { HubState } from './hub-store';

/**
 * The Socket.IO client of the realtime hubs (docs/product.md#realtime). This module is the only one that
 * imports socket.io-client, and it is loaded with a dynamic import after hydration (`controller.ts`), so
 * guests' first page costs no byte of it.
 *
 * One `Manager` per tab at a time: one engine connection (one WebSocket) carrying every hub as a namespace.
 */

/** Every 3 s, no random spread, forever. */
export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: HUB_RECONNECT_MS,
  reconnectionDelayMax: HUB_RECONNECT_MS,
  randomizationFactor: 0,
} as const satisfies Partial<ManagerOptions>;

const MANAGER_OPTIONS: Partial<ManagerOptions> = {
  ...RECONNECT_OPTIONS,
  // Hubs are opened one by one, by the controller.
  autoConnect: false,
  // A WebSocket first (no sticky sessions needed across instances); long-polling when a proxy refuses it.
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
};

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

export interface RealtimeClientOptions {
  /** The server's origin; the page's own by default. */
  url?: string;
  /** The engine's path (`WS_BASE`). */
  path: string;
  /** Read at every (re)connection of every hub. */
  handshake: () => HubHandshake;
  onEvent: (hub: HubName, event: string, args: readonly unknown[]) => void;
  onState: (hub: HubName, state: HubState, error?: string | null) => void;
  /** Tests only: e.g. a shorter delay. */
  managerOptions?: Partial<ManagerOptions>;
}

export interface RealtimeClient {
  /** The one engine connection's manager (a restart replaces it). */
  readonly manager: Manager;
  /** Starts a hub (nothing when it runs already). */
  open(hub: HubName): void;
  /** Stops a hub. */
  close(hub: HubName): void;
  /**
   * A fresh handshake for every running hub (new token or tenant), over a new manager and engine connection:
   * whatever the old one still delivers (a refusal of the old token, the server closing the old session's
   * connection after a force-out) reaches nobody.
   */
  restart(): void;
  /** The hubs started and not stopped. */
  openHubs(): HubName[];
  emit(hub: HubName, event: string, args: readonly unknown[]): boolean;
  /** Stops everything; the client is not used again. */
  destroy(): void;
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const url = options.url ?? window.location.origin;
  const newManager = () => new Manager(url, { ...MANAGER_OPTIONS, ...options.managerOptions, path: options.path });
  let manager = newManager();
  let sockets = new Map<HubName, Socket>();
  const wanted = new Set<HubName>();
  const retries = new Map<HubName, ReturnType<typeof setTimeout>>();
  const retryDelay = options.managerOptions?.reconnectionDelay ?? HUB_RECONNECT_MS;

  const clearRetry = (hub: HubName) => {
    const timer = retries.get(hub);
    if (timer !== undefined) clearTimeout(timer);
    retries.delete(hub);
  };

  // Socket.IO leaves two cases to the application: a server that ends the namespace connection
  // ("io server disconnect") and a refusal by the server's middleware. Both are tried again on the same beat.
  const retryLater = (hub: HubName) => {
    clearRetry(hub);
    retries.set(
      hub,
      setTimeout(() => {
        retries.delete(hub);
        const socket = sockets.get(hub);
        if (wanted.has(hub) && socket && !socket.connected) socket.connect();
      }, retryDelay),
    );
  };

  function socketOf(hub: HubName): Socket {
    const existing = sockets.get(hub);
    if (existing) return existing;
    const socket = manager.socket(HUBS[hub], {
      auth: (send: (auth: HubHandshake) => void) => send(options.handshake()),
    });
    socket.on('connect', () => {
      clearRetry(hub);
      options.onState(hub, 'connected');
    });
    socket.on('disconnect', (reason) => {
      if (!wanted.has(hub) || reason === 'io client disconnect') return;
      options.onState(hub, 'reconnecting');
      if (reason === 'io server disconnect') retryLater(hub);
    });
    socket.on('connect_error', (error: Error) => {
      if (!wanted.has(hub)) return;
      // The engine connection failed: the manager tries again by itself.
      if (socket.active) {
        options.onState(hub, 'reconnecting');
        return;
      }
      if (FINAL_REFUSALS.has(error.message)) {
        options.onState(hub, 'refused', error.message);
        return;
      }
      options.onState(hub, 'reconnecting', error.message);
      retryLater(hub);
    });
    socket.onAny((event: string, ...args: unknown[]) => options.onEvent(hub, event, args));
    sockets.set(hub, socket);
    return socket;
  }

  /** Stops listening to every socket, then lets them go (the manager closes its engine after the last). */
  const dropSockets = () => {
    for (const [hub, socket] of sockets) {
      clearRetry(hub);
      socket.off();
      socket.offAny();
      socket.disconnect();
    }
    sockets = new Map();
  };

  return {
    get manager() {
      return manager;
    },
    open(hub) {
      if (wanted.has(hub)) return;
      wanted.add(hub);
      options.onState(hub, 'connecting');
      socketOf(hub).connect();
    },
    close(hub) {
      if (!wanted.has(hub)) return;
      wanted.delete(hub);
      clearRetry(hub);
      sockets.get(hub)?.disconnect();
      options.onState(hub, 'off');
    },
    restart() {
      dropSockets();
      manager = newManager();
      for (const hub of wanted) {
        options.onState(hub, 'connecting');
        socketOf(hub).connect();
      }
    },
    openHubs() {
      return [...wanted];
    },
    emit(hub, event, args) {
      const socket = sockets.get(hub);
      if (!socket || !wanted.has(hub)) return false;
      socket.emit(event, ...args);
      return true;
    },
    destroy() {
      dropSockets();
      for (const hub of wanted) options.onState(hub, 'off');
      wanted.clear();
    },
  };
}
