import { HubErrors, WS_BASE, type HubName } from '@clearsight/contracts';
import { getToken, subscribe, tenantId } from '../session/session-store';
import type { createRealtimeClient, RealtimeClient, RealtimeClientOptions } from './client';
import { forceOut, installRealtimeEffects } from './effects';
import { currentHandshake } from './handshake';
import {
  dispatchHubEvent,
  isHubRequested,
  onHubDemandChange,
  resetHubStates,
  setHubSender,
  setHubState,
} from './hub-store';

/**
 * Which hubs run, and when (docs/product.md#realtime):
 *
 * - the notice hub (announcements) and the personal hub (`bbs-notice`) from start-up, for everyone. The server
 *   admits only members to the personal hub: a guest's attempt is refused as members-only, which the client
 *   takes as final until the session changes (a login re-handshakes every hub). Over the one shared WebSocket
 *   that attempt costs a packet, not a connection;
 * - the main hub (online count, force-out) whenever there is a token;
 * - the chat hub while the chat layout asks for it (`useHub('chat')`) and there is a token.
 */
export function hubsFor(token: string | null, requested: (hub: HubName) => boolean): Set<HubName> {
  const hubs = new Set<HubName>(['notice', 'bbsNotice']);
  if (token) hubs.add('main');
  if (token && requested('chat')) hubs.add('chat');
  return hubs;
}

type ClientFactory = typeof createRealtimeClient;

const SESSION_OVER: ReadonlySet<string> = new Set([HubErrors.sessionEnded, HubErrors.accountDisabled]);

export interface RealtimeStartOptions {
  /** Loads the hubs' client (a dynamic import: its own chunk, never in the first page's script). */
  load?: () => Promise<ClientFactory>;
  /** When to load it: once the browser is idle after hydration. Answers a cancel function. */
  whenIdle?: (run: () => void) => () => void;
  /** The server's origin; the page's own by default. */
  url?: string;
  /** Tests only: a shorter reconnect delay, a WebSocket for Node. */
  clientOptions?: Pick<RealtimeClientOptions, 'reconnectDelayMs' | 'webSocket'>;
}

const loadClient = (): Promise<ClientFactory> => import('./client').then((module) => module.createRealtimeClient);

function afterIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

let stopRunning: (() => void) | null = null;
let runningClient: RealtimeClient | null = null;

/** Tests only: the running client. */
export function currentRealtimeClient(): RealtimeClient | null {
  return runningClient;
}

/**
 * Starts the realtime client for this tab (once; a second call answers the same stop function). Hubs follow
 * the session: logging in or out restarts the open connection with the new handshake, no reload needed.
 */
export function startRealtime(options: RealtimeStartOptions = {}): () => void {
  if (stopRunning) return stopRunning;
  const load = options.load ?? loadClient;
  const whenIdle = options.whenIdle ?? afterIdle;
  let stopped = false;
  let client: RealtimeClient | null = null;
  const identity = () => `${getToken() ?? ''}\u0000${tenantId()?.trim() ?? ''}`;
  let lastIdentity = identity();

  const uninstallEffects = installRealtimeEffects();

  const sync = (fresh: boolean) => {
    if (!client) return;
    const desired = hubsFor(getToken(), isHubRequested);
    for (const hub of client.openHubs()) if (!desired.has(hub)) client.close(hub);
    if (fresh) client.restart();
    for (const hub of desired) client.open(hub);
  };

  const cancelIdle = whenIdle(() => {
    load()
      .then((create) => {
        if (stopped) return;
        client = create({
          url: options.url,
          path: WS_BASE,
          handshake: currentHandshake,
          onEvent: dispatchHubEvent,
          onState: (hub, state, error) => {
            setHubState(hub, state, error ?? null);
            // The hubs refuse a dead token (ended, or the account disabled) where HTTP would read it as a
            // guest: the session is over, so the tab logs out as a force-out does, then reconnects as a guest.
            if (state === 'refused' && error && SESSION_OVER.has(error) && getToken()) forceOut(error);
          },
          ...options.clientOptions,
        });
        runningClient = client;
        const started = client;
        setHubSender((hub, event, args) => started.emit(hub, event, args));
        lastIdentity = identity();
        sync(false);
      })
      .catch((error: unknown) => {
        // Without the chunk (e.g. a new release replaced it) the site works on, without live updates.
        console.error('realtime client failed to load', error);
      });
  });

  const unsubscribeSession = subscribe(() => {
    const next = identity();
    if (next === lastIdentity) return;
    lastIdentity = next;
    sync(true);
  });
  const unsubscribeDemand = onHubDemandChange(() => sync(false));

  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelIdle();
    unsubscribeSession();
    unsubscribeDemand();
    uninstallEffects();
    setHubSender(null);
    client?.destroy();
    client = null;
    runningClient = null;
    resetHubStates();
    stopRunning = null;
  };
  stopRunning = stop;
  return stop;
}
