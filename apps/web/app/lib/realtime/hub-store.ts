import type { BbsNoticeHubEvents, ChatHubEvents, HubName, MainHubEvents, NoticeHubEvents } from '@clearsight/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * What the pages know about the realtime hubs (docs/product.md#realtime), kept apart from the hubs'
 * client itself: this module is in every page's bundle, the client (`client.ts`) is loaded after hydration.
 * The client reports states and forwards events here; pages read states, listen to events and ask for a hub.
 */

/**
 * - `off`: not started (or stopped on purpose).
 * - `connecting`: the first attempt, or a fresh handshake after a login or logout.
 * - `connected`.
 * - `reconnecting`: the connection failed or was lost; retried every 3 s.
 * - `refused`: the server refused the handshake for good (e.g. an ended session); tried again when the
 *   session changes.
 */
export type HubState = 'off' | 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface HubStatus {
  state: HubState;
  /** The server's refusal message (`HubErrors`), when there is one. */
  error: string | null;
}

export interface HubEventMap {
  main: MainHubEvents;
  notice: NoticeHubEvents;
  bbsNotice: BbsNoticeHubEvents;
  chat: ChatHubEvents;
}
export type HubEventName<H extends HubName> = keyof HubEventMap[H] & string;
export type HubEventHandler<H extends HubName, E extends HubEventName<H>> = HubEventMap[H][E] extends (
  ...args: infer A
) => void
  ? (...args: A) => void
  : never;

export const HUB_NAMES: readonly HubName[] = ['main', 'notice', 'bbsNotice', 'chat'];

type Listener = () => void;

// ---- hub states -------------------------------------------------------------------------------------------

const OFF: HubStatus = Object.freeze({ state: 'off', error: null }) as HubStatus;
type HubStatuses = Readonly<Record<HubName, HubStatus>>;
const ALL_OFF: HubStatuses = Object.freeze({ main: OFF, notice: OFF, bbsNotice: OFF, chat: OFF });

let statuses: HubStatuses = ALL_OFF;
const stateListeners = new Set<Listener>();

function subscribeStates(listener: Listener): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function setHubState(hub: HubName, state: HubState, error: string | null = null): void {
  const now = statuses[hub];
  if (now.state === state && now.error === error) return;
  statuses = { ...statuses, [hub]: { state, error } };
  for (const listener of stateListeners) listener();
}

export function getHubStatuses(): HubStatuses {
  return statuses;
}

/** Back to "nothing started" (the client was stopped). */
export function resetHubStates(): void {
  statuses = ALL_OFF;
  for (const listener of stateListeners) listener();
}

export function useHubStatuses(): HubStatuses {
  return useSyncExternalStore(subscribeStates, getHubStatuses, () => ALL_OFF);
}

export function useHubState(hub: HubName): HubState {
  return useHubStatuses()[hub].state;
}

/** True while any started hub has lost its connection and is trying again. */
export function isReconnecting(all: HubStatuses): boolean {
  return HUB_NAMES.some((hub) => all[hub].state === 'reconnecting');
}

// ---- events -----------------------------------------------------------------------------------------------

type AnyHandler = (...args: never[]) => void;
const handlers = new Map<string, Set<AnyHandler>>();
const keyOf = (hub: HubName, event: string) => `${hub}\u0000${event}`;

/** Listens to one event of one hub; answers the function that stops listening. */
export function onHubEvent<H extends HubName, E extends HubEventName<H>>(
  hub: H,
  event: E,
  handler: HubEventHandler<H, E>,
): () => void {
  const key = keyOf(hub, event);
  let set = handlers.get(key);
  if (!set) {
    set = new Set();
    handlers.set(key, set);
  }
  set.add(handler as AnyHandler);
  return () => {
    set.delete(handler as AnyHandler);
  };
}

/**
 * Called by the client for every event a hub receives, with the arguments as the server sent them. The
 * handlers are written against the contract's argument order; they still check the values they use.
 */
export function dispatchHubEvent(hub: HubName, event: string, args: readonly unknown[]): void {
  const set = handlers.get(keyOf(hub, event));
  if (!set) return;
  for (const handler of [...set]) {
    try {
      (handler as (...a: unknown[]) => void)(...args);
    } catch (error) {
      // One failing effect must not keep the others (or the socket's next events) from running.
      console.error(`realtime ${hub}.${event}`, error);
    }
  }
}

/** Listens to an event while the component is mounted; the latest handler is always the one called. */
export function useHubEvent<H extends HubName, E extends HubEventName<H>>(
  hub: H,
  event: E,
  handler: HubEventHandler<H, E>,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const forward = ((...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args)) as HubEventHandler<
      H,
      E
    >;
    return onHubEvent(hub, event, forward);
  }, [hub, event]);
}

// ---- hubs started on demand (the chat room) ----------------------------------------------------------------

const demand = new Map<HubName, number>();
const demandListeners = new Set<Listener>();

/** Asks for a hub to run; answers the function that gives it back. The hub stops when nobody wants it. */
export function requestHub(hub: HubName): () => void {
  demand.set(hub, (demand.get(hub) ?? 0) + 1);
  for (const listener of demandListeners) listener();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (demand.get(hub) ?? 1) - 1;
    if (left > 0) demand.set(hub, left);
    else demand.delete(hub);
    for (const listener of demandListeners) listener();
  };
}

export function isHubRequested(hub: HubName): boolean {
  return (demand.get(hub) ?? 0) > 0;
}

export function onHubDemandChange(listener: Listener): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

// ---- sending ----------------------------------------------------------------------------------------------

type Sender = (hub: HubName, event: string, args: readonly unknown[]) => boolean;
let sender: Sender | null = null;

/** Set by the controller once the client is loaded (null again when it stops). */
export function setHubSender(next: Sender | null): void {
  sender = next;
}

/** Sends an event to a hub; false when the hub is not started (the client holds it while reconnecting). */
export function emitToHub(hub: HubName, event: string, ...args: unknown[]): boolean {
  return sender ? sender(hub, event, args) : false;
}

/**
 * A hub for the lifetime of a component: started when it mounts, stopped when the last user unmounts. The
 * chat layout uses `useHub('chat')`; the other hubs start with the app and asking for them changes nothing.
 */
export function useHub(hub: HubName): { state: HubState; emit: (event: string, ...args: unknown[]) => boolean } {
  useEffect(() => requestHub(hub), [hub]);
  const state = useHubState(hub);
  const emit = useCallback((event: string, ...args: unknown[]) => emitToHub(hub, event, ...args), [hub]);
  return { state, emit };
}

// ---- the online count -------------------------------------------------------------------------------------

let onlineCount: number | null = null;
const onlineListeners = new Set<Listener>();

function subscribeOnline(listener: Listener): () => void {
  onlineListeners.add(listener);
  return () => onlineListeners.delete(listener);
}

export function setOnlineCount(count: number | null): void {
  if (onlineCount === count) return;
  onlineCount = count;
  for (const listener of onlineListeners) listener();
}

export function getOnlineCount(): number | null {
  return onlineCount;
}

/** The documented default when nothing is known yet. */
export const DEFAULT_ONLINE_COUNT = 1;

/**
 * People online: the live `onlineNum` once one arrived, else the count the page was rendered with, else 1.
 */
export function useOnlineCount(initial: number | null | undefined): number {
  const live = useSyncExternalStore(subscribeOnline, getOnlineCount, () => null);
  return live ?? initial ?? DEFAULT_ONLINE_COUNT;
}
