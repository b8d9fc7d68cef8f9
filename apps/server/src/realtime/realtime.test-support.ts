import { HUBS, WS_BASE, type HubHandshake, type HubName } from '@clearsight/contracts';
import type { AddressInfo } from 'node:net';
import { Manager, type Socket } from 'socket.io-client';
import type { AppConfig, RealtimeConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Short intervals so tests see counts, expiry and re-checks in well under a second or two. */
export const FAST_REALTIME: RealtimeConfig = {
  origins: [],
  connectionsPerMinute: 10_000,
  presenceTtlMs: 1500,
  heartbeatMs: 300,
  countIntervalMs: 150,
  revalidateMs: 60_000,
  inbound: { perSecond: 5, burst: 40 },
};

/** A test app listening on a free port, with the realtime server on it. */
export async function createListeningApp(
  realtime: Partial<RealtimeConfig> = {},
  config: Partial<AppConfig> = {},
): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp({ config: { ...config, realtime: { ...FAST_REALTIME, ...realtime } } });
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.server.server.address() as AddressInfo;
  return { t, url: `http://127.0.0.1:${port}` };
}

const opened = new Set<Socket>();
/** How each socket's first attempt ended: listened to from the start, so no early answer is missed. */
const outcomes = new WeakMap<Socket, Promise<{ connected: true } | { connected: false; message: string }>>();

/**
 * One browser tab: one connection, multiplexing the given hubs with the same handshake. No automatic
 * reconnection, so a refusal or a disconnect stays visible to the test.
 */
export function openTab<H extends HubName>(
  url: string,
  hubs: H[],
  auth: HubHandshake = {},
  options: { origin?: string; transports?: Array<'websocket' | 'polling'> } = {},
): Record<H, Socket> {
  const manager = new Manager(url, {
    path: WS_BASE,
    reconnection: false,
    transports: options.transports ?? ['websocket'],
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  const sockets = hubs.map((hub) => [hub, manager.socket(HUBS[hub], { auth }).connect()] as const);
  for (const [, socket] of sockets) {
    opened.add(socket);
    outcomes.set(
      socket,
      new Promise((resolve) => {
        socket.once('connect', () => resolve({ connected: true }));
        socket.once('connect_error', (error: Error) => resolve({ connected: false, message: error.message }));
      }),
    );
  }
  return Object.fromEntries(sockets) as Record<H, Socket>;
}

/** Closes every tab the test opened. */
export function closeTabs(): void {
  // A tab's connection closes with its last hub.
  for (const socket of opened) socket.disconnect();
  opened.clear();
}

/** Resolves when the socket connects; rejects with the refusal message. */
export async function connected(socket: Socket): Promise<void> {
  const outcome = await outcomes.get(socket);
  if (!outcome?.connected) throw new Error(`refused: ${outcome?.message ?? 'not opened by openTab'}`);
}

/** The message the socket was refused with. */
export async function refusal(socket: Socket): Promise<string> {
  const outcome = await outcomes.get(socket);
  if (!outcome || outcome.connected) throw new Error('connected, expected a refusal');
  return outcome.message;
}

/** Every call of `event` on the socket, in order, with its arguments. */
export function record(socket: Socket, event: string): unknown[][] {
  const calls: unknown[][] = [];
  socket.on(event, (...args: unknown[]) => calls.push(args));
  return calls;
}

/** Gives in-flight packets time to arrive, to show that something did not. */
export function settle(ms = 150): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What a live page does: join a topic's or board's room on the notice hub and learn whether it is in. */
export function liveJoin(socket: Socket, kind: string, id: unknown): Promise<boolean> {
  return socket.timeout(3000).emitWithAck('liveJoin', kind, id) as Promise<boolean>;
}
