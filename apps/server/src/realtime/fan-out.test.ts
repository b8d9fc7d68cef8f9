import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fanOutHere, textFrame } from './fan-out.js';

/**
 * The fan-out against a real Socket.IO server and real clients: the pre-built frame must be what Socket.IO
 * would have sent (the clients decode it), must be the path taken for idle WebSocket tabs (or the gain is gone
 * without anyone noticing), and must never overtake what a tab was sent before.
 */
describe('fan-out to a room', () => {
  let http: HttpServer;
  let io: Server;
  let url: string;
  const clients: ClientSocket[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { path: '/ws' });
    io.of('/notice').on('connection', (socket) => void socket.join('room'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.disconnect();
    await vi.waitFor(() => expect(io.of('/notice').sockets.size).toBe(0));
  });
  afterAll(async () => {
    await io.close();
  });

  async function tabs(count: number, transports: Array<'websocket' | 'polling'> = ['websocket']) {
    const opened = Array.from({ length: count }, () =>
      connect(`${url}/notice`, { path: '/ws', transports, reconnection: false, forceNew: true }),
    );
    clients.push(...opened);
    await Promise.all(opened.map((c) => new Promise((resolve) => c.once('connect', () => resolve(null)))));
    await vi.waitFor(() => expect(io.of('/notice').adapter.rooms.get('room')?.size).toBe(clients.length));
    return opened;
  }
  function heard(client: ClientSocket, event: string): unknown[][] {
    const calls: unknown[][] = [];
    client.on(event, (...args: unknown[]) => calls.push(args));
    return calls;
  }

  it('writes one frame to every idle WebSocket tab, which decodes it as the event', async () => {
    const open = await tabs(20);
    const received = open.map((c) => heard(c, 'receiveNotice'));
    const result = fanOutHere(io.of('/notice'), 'room', 'receiveNotice', ['Popup', '通知', '<p>你好</p>', 'n1']);
    expect(result).toEqual({ direct: 20, queued: 0 });
    await vi.waitFor(() => expect(received.every((calls) => calls.length === 1)).toBe(true));
    for (const calls of received) expect(calls[0]).toEqual(['Popup', '通知', '<p>你好</p>', 'n1']);
  });

  it('frames payloads of every length class (7-bit, 16-bit and 64-bit lengths)', async () => {
    const [tab] = await tabs(1);
    const received = heard(tab!, 'withdrawNotice');
    const sizes = [3, 200, 70_000];
    for (const size of sizes) fanOutHere(io.of('/notice'), 'room', 'withdrawNotice', ['x'.repeat(size)]);
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map(([text]) => String(text).length)).toEqual(sizes);
    expect([...textFrame('a'.repeat(125)).subarray(0, 2)]).toEqual([0x81, 125]);
    expect([...textFrame('a'.repeat(126)).subarray(0, 4)]).toEqual([0x81, 126, 0, 126]);
    expect([...textFrame('a'.repeat(65_536)).subarray(0, 10)]).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
  });

  it('keeps a busy tab’s order: what waits in its queue goes first', async () => {
    const [busy, idle] = await tabs(2);
    const order = heard(busy!, 'n');
    const server = io.of('/notice').sockets.get(busy!.id!)!;
    // The first emit is written at once; the second waits in Engine.IO's queue for the first to complete.
    server.emit('n', 1);
    server.emit('n', 2);
    const result = fanOutHere(io.of('/notice'), 'room', 'n', [3]);
    expect(result).toEqual({ direct: 1, queued: 1 });
    const other = heard(idle!, 'n');
    await vi.waitFor(() => expect(order).toEqual([[1], [2], [3]]));
    await vi.waitFor(() => expect(other).toEqual([[3]]));
  });

  it('sends tabs on long polling, and binary data, the ordinary way', async () => {
    const [polling] = await tabs(1, ['polling']);
    const [socket] = await tabs(1);
    const text = [heard(polling!, 'receiveNotice'), heard(socket!, 'receiveNotice')];
    expect(fanOutHere(io.of('/notice'), 'room', 'receiveNotice', ['Popup', 't', 'h', 'n2'])).toEqual({
      direct: 1,
      queued: 1,
    });
    const binary = [heard(polling!, 'b'), heard(socket!, 'b')];
    expect(fanOutHere(io.of('/notice'), 'room', 'b', [Buffer.from([1, 2, 3])])).toEqual({ direct: 0, queued: 2 });
    await vi.waitFor(() => expect(text.every((calls) => calls.length === 1)).toBe(true));
    await vi.waitFor(() => expect(binary.every((calls) => calls.length === 1)).toBe(true));
    expect([...new Uint8Array(binary[1]![0]![0] as ArrayBuffer)]).toEqual([1, 2, 3]);
  });

  it('sends nothing for an empty or unknown room', () => {
    expect(fanOutHere(io.of('/notice'), 'nobody', 'n', [1])).toEqual({ direct: 0, queued: 0 });
  });
});
