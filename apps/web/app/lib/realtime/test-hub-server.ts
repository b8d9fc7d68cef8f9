import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HUBS, WS_BASE, type HubName } from '@clearsight/contracts';
import { JSDOM } from 'jsdom';
import { Server, type Namespace, type ServerOptions, type Socket } from 'socket.io';

/**
 * A small Socket.IO server for the client's tests, on a free port: the contract's path and namespaces, every
 * handshake recorded, and a refusal per hub on demand. Test support only (never imported by the app).
 */
export interface TestHubServer {
  url: string;
  io: Server;
  hub(name: HubName): Namespace;
  /** Every admitted or refused handshake, in order. */
  handshakes: Array<{ hub: HubName; auth: Record<string, unknown> }>;
  /** Refuse the next connections to a hub with this message, or as a rule of the handshake (null: admit). */
  refuse(hub: HubName, rule: string | null | ((auth: Record<string, unknown>) => string | null)): void;
  /** The sockets of a hub now connected. */
  sockets(hub: HubName): Socket[];
  close(): Promise<void>;
}

/**
 * On a free port, or on `port` (a server coming back where the client expects it); `engine` for e.g. a quicker
 * heartbeat.
 */
export async function startTestHubServer(
  port = 0,
  engine: Pick<Partial<ServerOptions>, 'pingInterval' | 'pingTimeout'> = {},
): Promise<TestHubServer> {
  const http: HttpServer = createServer();
  const io = new Server(http, { ...engine, path: WS_BASE });
  const handshakes: TestHubServer['handshakes'] = [];
  const refusals = new Map<HubName, (auth: Record<string, unknown>) => string | null>();
  for (const name of Object.keys(HUBS) as HubName[]) {
    io.of(HUBS[name]).use((socket, next) => {
      const auth = { ...(socket.handshake.auth as Record<string, unknown>) };
      handshakes.push({ hub: name, auth });
      const refusal = refusals.get(name)?.(auth);
      next(refusal ? new Error(refusal) : undefined);
    });
  }
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    io,
    hub: (name) => io.of(HUBS[name]),
    handshakes,
    refuse(hub, rule) {
      if (rule === null) refusals.delete(hub);
      else refusals.set(hub, typeof rule === 'string' ? () => rule : rule);
    },
    sockets: (name) => [...io.of(HUBS[name]).sockets.values()],
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}

/**
 * A browser's WebSocket for the client in Node (Node 20 has none built in): jsdom's, which connects as a page of
 * `origin` would, Origin header included.
 */
export function browserWebSocket(origin: string): typeof WebSocket {
  return new JSDOM('', { url: origin }).window.WebSocket;
}
