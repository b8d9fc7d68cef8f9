import type { Namespace, Socket } from 'socket.io';

/**
 * One event to every tab in a room of this instance, written to each tab's WebSocket as one frame built once
 * (docs/decisions/0046-direct-fan-out.md).
 *
 * Socket.IO already encodes a broadcast once, but then hands it to each connection through Engine.IO's write
 * queue (a packet object, five events, a flush, a completion callback that drains the queue again) and `ws`'s
 * sender. For a room of thousands of tabs that bookkeeping is about a third of the broadcast; the rest is one
 * system call per tab, which nothing in the server can avoid. A tab whose connection is idle (open, on
 * WebSocket, not upgrading, nothing waiting in Engine.IO's queue) gets the frame written to its socket directly,
 * behind whatever that socket already holds, so the order of its messages is kept; any other tab gets an
 * ordinary emit, which queues as before.
 */

/** Socket.IO protocol 5: an EVENT packet. */
const SOCKET_IO_EVENT = 2;
/** Engine.IO protocol 4: a MESSAGE packet (what carries every Socket.IO packet). */
const ENGINE_IO_MESSAGE = '4';
/** WebSocket (RFC 6455 §5.2): FIN with the text opcode. */
const FIN_TEXT = 0x81;
const WS_OPEN = 1;

/**
 * What the direct write reads of Engine.IO's connection and its `ws` WebSocket. Neither library exposes the
 * socket under a WebSocket; these are the fields Engine.IO itself reads to send pre-encoded frames. If a release
 * changes them, `canWriteDirectly` answers false and every tab gets the ordinary emit (slower, still correct); the
 * fan-out test fails so the change is seen.
 */
interface EngineConnectionShape {
  readyState?: string;
  upgrading?: boolean;
  writeBuffer?: unknown[];
  transport?: {
    name?: string;
    perMessageDeflate?: unknown;
    socket?: { readyState?: number; _socket?: { writable?: boolean; write(chunk: Buffer): boolean } };
  };
}

/** A WebSocket text frame from the server (never masked), for a payload of any length. */
export function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = FIN_TEXT;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * The frame that carries `event(...args)` on a namespace, as Socket.IO would encode it; null when the event
 * carries binary data (Socket.IO sends those as several frames: the ordinary emit does it).
 */
export function eventFrame(hub: Namespace, event: string, args: readonly unknown[]): Buffer | null {
  const encoded = (hub.server.encoder as { encode(packet: object): unknown[] }).encode({
    type: SOCKET_IO_EVENT,
    nsp: hub.name,
    data: [event, ...args],
  });
  if (encoded.length !== 1 || typeof encoded[0] !== 'string') return null;
  return textFrame(ENGINE_IO_MESSAGE + encoded[0]);
}

/** Whether a frame written to this tab's socket now would arrive after everything sent to it before. */
function directTarget(socket: Socket): { write(chunk: Buffer): boolean } | null {
  const connection = socket.conn as unknown as EngineConnectionShape;
  const transport = connection.transport;
  const net = transport?.socket?._socket;
  if (
    connection.readyState !== 'open' ||
    connection.upgrading !== false ||
    connection.writeBuffer?.length !== 0 ||
    transport?.name !== 'websocket' ||
    transport.perMessageDeflate ||
    transport.socket?.readyState !== WS_OPEN ||
    !net?.writable
  ) {
    return null;
  }
  return net;
}

export interface FanOutResult {
  /** Tabs whose socket got the pre-built frame. */
  direct: number;
  /** Tabs that got an ordinary emit (busy, on long polling, or the event carries binary data). */
  queued: number;
}

/** Sends `event(...args)` to every socket of this instance in `room` of the namespace. */
export function fanOutHere(hub: Namespace, room: string, event: string, args: readonly unknown[]): FanOutResult {
  const result: FanOutResult = { direct: 0, queued: 0 };
  const ids = hub.adapter.rooms.get(room);
  if (!ids || ids.size === 0) return result;
  const frame = eventFrame(hub, event, args);
  for (const id of ids) {
    const socket = hub.sockets.get(id);
    if (!socket) continue;
    const target = frame && directTarget(socket);
    if (target) {
      target.write(frame);
      result.direct += 1;
    } else {
      socket.emit(event, ...args);
      result.queued += 1;
    }
  }
  return result;
}
