import type { IncomingMessage } from 'node:http';

/**
 * The part of an engine.io connection the limit needs: every packet the client sends is announced as
 * `packet` before anything acts on it, and `close(true)` ends the connection at once (its state is `closed`
 * when the call returns, so packets still in the same frame batch are dropped unread).
 */
export interface EngineConnection {
  request: IncomingMessage;
  transport: unknown;
  on(event: 'packet', listener: (packet: { type: string }) => void): unknown;
  close(discard?: boolean): void;
}

export interface InboundLimit {
  /** Packets a connection may send per second, on average. */
  perSecond: number;
  /** Packets it may send at once (a tab opening its four hubs together, a reconnect). */
  burst: number;
}

/**
 * A token bucket per connection: it starts full (`burst`), refills at `perSecond`, and each packet takes one.
 * Time is read from `now` so a test can drive it.
 */
export function createBucket(limit: InboundLimit, now: () => number = Date.now): { take(): boolean } {
  let tokens = limit.burst;
  let at = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(limit.burst, tokens + ((t - at) / 1000) * limit.perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * The hubs speak to the browser; the only events a client sends are a live page's joining and leaving its room
 * (realtime/forum-live.ts, docs/product.md#realtime). What a well-behaved tab sends is a handful of packets —
 * opening and closing hubs, a heartbeat answer every 25 s, a join and a leave per page — so a connection past its
 * budget is not a browser, and every packet it sends still costs this
 * process parsing and dispatching. It is cut off: the engine connection closes (every hub of the tab with it)
 * and, over WebSocket, the TCP connection is torn down at once rather than closed politely, which would let
 * the client keep streaming frames until the close handshake ended.
 */
export function limitInbound(
  connection: EngineConnection,
  limit: InboundLimit,
  onCutOff: (connection: EngineConnection) => void,
): void {
  const bucket = createBucket(limit);
  let cut = false;
  connection.on('packet', () => {
    if (cut || bucket.take()) return;
    cut = true;
    const socket = (connection.transport as { socket?: { terminate?: () => void } } | null)?.socket;
    connection.close(true);
    socket?.terminate?.();
    onCutOff(connection);
  });
}
