import { HUB_RECONNECT_MS, HubErrors, WS_BASE, type HubHandshake, type HubName } from '@clearsight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, engineUrl, type RealtimeClient } from './client';
import type { HubState } from './hub-store';
import { browserWebSocket, startTestHubServer, type TestHubServer } from './test-hub-server';

/** The client against a real Socket.IO server (Node, a free port). */

let server: TestHubServer;
let client: RealtimeClient | null = null;
let auth: HubHandshake;
let states: Array<[HubName, HubState, string | null]>;
let events: Array<[HubName, string, readonly unknown[]]>;

const stateOf = (hub: HubName) => states.filter(([h]) => h === hub).at(-1)?.[1] ?? 'off';

function start(reconnectDelayMs?: number): RealtimeClient {
  client = createRealtimeClient({
    url: server.url,
    path: WS_BASE,
    handshake: () => ({ ...auth }),
    onEvent: (hub, event, args) => events.push([hub, event, args]),
    onState: (hub, state, error) => states.push([hub, state, error ?? null]),
    reconnectDelayMs,
    webSocket: browserWebSocket(server.url),
  });
  return client;
}

beforeEach(async () => {
  server = await startTestHubServer();
  auth = {};
  states = [];
  events = [];
});

afterEach(async () => {
  client?.destroy();
  client = null;
  await server.close();
});

describe('realtime client', () => {
  it('speaks Engine.IO 4 over a WebSocket at the contract’s path', () => {
    expect(engineUrl('https://example.cn', WS_BASE)).toBe('wss://example.cn/prod-ws/?EIO=4&transport=websocket');
    expect(engineUrl('http://127.0.0.1:3000', '/prod-ws/')).toBe(
      'ws://127.0.0.1:3000/prod-ws/?EIO=4&transport=websocket',
    );
  });

  it('carries every hub over one connection, each with the handshake', async () => {
    auth = { token: 'tok-1', tenantId: 'acme' };
    const c = start();
    c.open('notice');
    c.open('main');
    c.open('bbsNotice');
    await vi.waitFor(() => expect(server.sockets('bbsNotice')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(['main', 'notice', 'bbsNotice'].map((h) => stateOf(h as HubName))).toEqual([
        'connected',
        'connected',
        'connected',
      ]),
    );
    const engines = new Set(
      (['main', 'notice', 'bbsNotice'] as const).flatMap((h) => server.sockets(h).map((s) => s.conn)),
    );
    expect(engines.size).toBe(1);
    expect(server.io.engine.clientsCount).toBe(1);
    expect(server.handshakes.map((h) => h.hub).sort()).toEqual(['bbsNotice', 'main', 'notice']);
    for (const { auth: sent } of server.handshakes) expect(sent).toEqual(auth);
    expect(c.openHubs().sort()).toEqual(['bbsNotice', 'main', 'notice']);
  });

  it('forwards events with their arguments in the contract’s order', async () => {
    const c = start();
    c.open('notice');
    c.open('main');
    await vi.waitFor(() => expect(server.sockets('main')).toHaveLength(1));
    await vi.waitFor(() => expect(stateOf('notice')).toBe('connected'));
    server.hub('notice').emit('receiveNotice', 'Popup', '停机维护', '<p>今晚</p>', 'n1');
    server.hub('main').emit('onlineNum', 7);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toContainEqual(['notice', 'receiveNotice', ['Popup', '停机维护', '<p>今晚</p>', 'n1']]);
    expect(events).toContainEqual(['main', 'onlineNum', [7]]);
  });

  it('sends a fresh handshake to every running hub on restart, over a new connection', async () => {
    const c = start();
    c.open('main');
    c.open('notice');
    await vi.waitFor(() => expect(server.sockets('notice')).toHaveLength(1));
    await vi.waitFor(() => expect(stateOf('main')).toBe('connected'));
    const firstEngine = server.sockets('main')[0]!.conn;
    server.handshakes.length = 0;

    auth = { token: 'tok-new' };
    c.restart();
    await vi.waitFor(() => expect(server.handshakes).toHaveLength(2));
    for (const { auth: sent } of server.handshakes) expect(sent).toEqual({ token: 'tok-new' });
    await vi.waitFor(() => expect(server.sockets('main').map((s) => s.conn)).not.toContain(firstEngine));
    await vi.waitFor(() => expect(server.io.engine.clientsCount).toBe(1));
    expect(server.sockets('main')).toHaveLength(1);
    expect(server.sockets('notice')).toHaveLength(1);
    // A restart is not a lost connection: no "reconnecting" on the way.
    expect(states.some(([, s]) => s === 'reconnecting')).toBe(false);
  });

  it('shows "reconnecting" when the connection is lost and connects again 3 s later', async () => {
    const c = start();
    c.open('main');
    await vi.waitFor(() => expect(stateOf('main')).toBe('connected'));
    server.sockets('main')[0]!.conn.close();
    await vi.waitFor(() => expect(stateOf('main')).toBe('reconnecting'));
    const lost = Date.now();
    // The wait itself is the subject: longer than the reconnect delay.
    await vi.waitFor(() => expect(stateOf('main')).toBe('connected'), { timeout: HUB_RECONNECT_MS * 2 });
    const waited = Date.now() - lost;
    expect(waited).toBeGreaterThanOrEqual(HUB_RECONNECT_MS - 100);
    expect(waited).toBeLessThan(HUB_RECONNECT_MS + 1_500);
  });

  it('keeps trying while the server is away, on the same beat', async () => {
    const c = start(100);
    c.open('main');
    await vi.waitFor(() => expect(stateOf('main')).toBe('connected'));
    const { url } = server;
    await server.close();
    await vi.waitFor(() => expect(stateOf('main')).toBe('reconnecting'));
    // A new server on the same port: the client finds it without being told.
    const port = Number(new URL(url).port);
    server = await startTestHubServer(port);
    await vi.waitFor(() => expect(stateOf('main')).toBe('connected'));
  });

  it('takes a refusal that a retry cannot change as final, and retries the others', async () => {
    server.refuse('bbsNotice', HubErrors.sessionEnded);
    server.refuse('main', HubErrors.tooManyConnections);
    const c = start(150);
    c.open('bbsNotice');
    c.open('main');
    await vi.waitFor(() => expect(stateOf('bbsNotice')).toBe('refused'));
    expect(states).toContainEqual(['bbsNotice', 'refused', HubErrors.sessionEnded]);
    await vi.waitFor(() => expect(states).toContainEqual(['main', 'reconnecting', HubErrors.tooManyConnections]));
    server.refuse('main', null);
    await vi.waitFor(() => expect(stateOf('main')).toBe('connected'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.handshakes.filter((h) => h.hub === 'bbsNotice')).toHaveLength(1);
    expect(stateOf('bbsNotice')).toBe('refused');
  });

  it('connects again when the server ends a hub (Socket.IO leaves that to the client)', async () => {
    const c = start(100);
    c.open('notice');
    await vi.waitFor(() => expect(server.sockets('notice')).toHaveLength(1));
    server.sockets('notice')[0]!.disconnect();
    await vi.waitFor(() => expect(states).toContainEqual(['notice', 'reconnecting', null]));
    await vi.waitFor(() => expect(server.handshakes.filter((h) => h.hub === 'notice')).toHaveLength(2));
    await vi.waitFor(() => expect(stateOf('notice')).toBe('connected'));
  });

  it('stops a hub on close and sends what the page emits', async () => {
    const c = start();
    c.open('main');
    c.open('chat');
    await vi.waitFor(() => expect(server.sockets('chat')).toHaveLength(1));
    const received = new Promise<unknown[]>((resolve) =>
      server.sockets('chat')[0]!.on('sendMsg', (...args: unknown[]) => resolve(args)),
    );
    expect(c.emit('chat', 'sendMsg', ['All', 'hi'])).toBe(true);
    expect(await received).toEqual(['All', 'hi']);
    c.close('chat');
    expect(stateOf('chat')).toBe('off');
    await vi.waitFor(() => expect(server.sockets('chat')).toHaveLength(0));
    expect(c.emit('chat', 'sendMsg', ['All', 'again'])).toBe(false);
    expect(server.sockets('main')).toHaveLength(1);
  });

  it('joins a live room with the server’s answer, sent once the hub is in, and leaves it', async () => {
    const leaves: unknown[][] = [];
    server.hub('notice').on('connection', (socket) => {
      socket.on('liveJoin', (kind: string, id: string, answer: (yes: boolean) => void) => {
        void socket.join(`${kind}:${id}`);
        answer(true);
      });
      socket.on('liveLeave', (...args: unknown[]) => leaves.push(args));
    });
    const c = start();
    c.open('notice');
    const answers: unknown[] = [];
    // Before the hub is in: held, then sent on connection.
    expect(c.emit('notice', 'liveJoin', ['topic', 't1', (yes: unknown) => answers.push(yes)])).toBe(true);
    await vi.waitFor(() => expect(answers).toEqual([true]));
    server.hub('notice').to('topic:t1').emit('liveTopic', 't1', false);
    await vi.waitFor(() => expect(events).toContainEqual(['notice', 'liveTopic', ['t1', false]]));
    expect(c.emit('notice', 'liveLeave', ['topic', 't1'])).toBe(true);
    await vi.waitFor(() => expect(leaves).toEqual([['topic', 't1']]));
  });

  it('answers the server’s heartbeat, so a quiet connection stays', async () => {
    await server.close();
    server = await startTestHubServer(0, { pingInterval: 100, pingTimeout: 100 });
    const c = start();
    c.open('notice');
    await vi.waitFor(() => expect(server.sockets('notice')).toHaveLength(1));
    const engine = server.sockets('notice')[0]!.conn;
    // Several heartbeats: a client that did not answer would be cut off after 200 ms.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(server.sockets('notice').map((s) => s.conn)).toEqual([engine]);
    expect(states.filter(([, s]) => s === 'reconnecting')).toEqual([]);
  });

  it('closes the WebSocket with the last hub', async () => {
    const c = start();
    c.open('notice');
    c.open('main');
    await vi.waitFor(() => expect(server.sockets('main')).toHaveLength(1));
    await vi.waitFor(() => expect(stateOf('notice')).toBe('connected'));
    c.close('main');
    await vi.waitFor(() => expect(server.sockets('main')).toHaveLength(0));
    expect(server.io.engine.clientsCount).toBe(1);
    c.close('notice');
    await vi.waitFor(() => expect(server.io.engine.clientsCount).toBe(0));
  });
});

/** What the real server cannot be made to do on demand: fall silent, or admit a hub the page no longer wants. */
describe('realtime client, against a scripted server', () => {
  class ScriptedSocket {
    static opened: ScriptedSocket[] = [];
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readyState = 1;
    sent: string[] = [];
    onopen: (() => void) | null = null;
    onmessage: ((message: { data: unknown }) => void) | null = null;
    onerror: (() => void) | null = null;
    onclose: (() => void) | null = null;
    constructor(readonly url: string) {
      ScriptedSocket.opened.push(this);
    }
    send(frame: string) {
      this.sent.push(frame);
    }
    close() {
      this.readyState = 3;
    }
    receive(frame: string) {
      this.onmessage?.({ data: frame });
    }
  }

  const scripted = (reconnectDelayMs: number) => {
    ScriptedSocket.opened = [];
    states = [];
    return createRealtimeClient({
      url: 'http://127.0.0.1:1',
      path: WS_BASE,
      handshake: () => ({}),
      onEvent: () => undefined,
      onState: (hub, state, error) => states.push([hub, state, error ?? null]),
      reconnectDelayMs,
      webSocket: ScriptedSocket as unknown as typeof WebSocket,
    });
  };

  it('takes a server silent past its heartbeat as a lost connection', async () => {
    const c = scripted(50);
    c.open('notice');
    const first = ScriptedSocket.opened[0]!;
    first.receive('0{"sid":"s","upgrades":[],"pingInterval":40,"pingTimeout":40,"maxPayload":1000000}');
    expect(first.sent).toEqual(['40/notice,{}']);
    first.receive('40/notice,{"sid":"n"}');
    expect(stateOf('notice')).toBe('connected');
    first.receive('2');
    expect(first.sent.at(-1)).toBe('3');
    // No ping for longer than 80 ms: lost, then a new WebSocket 50 ms later.
    await vi.waitFor(() => expect(stateOf('notice')).toBe('reconnecting'));
    expect(first.readyState).toBe(3);
    await vi.waitFor(() => expect(ScriptedSocket.opened).toHaveLength(2));
    c.destroy();
  });

  it('leaves a hub the page closed while the server was still admitting it', () => {
    const c = scripted(50);
    c.open('notice');
    c.open('chat');
    const socket = ScriptedSocket.opened[0]!;
    socket.receive('0{"sid":"s","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
    expect(socket.sent).toEqual(['40/notice,{}', '40/chat,{}']);
    c.close('chat');
    // Not yet admitted: no leave now (the server would close the whole connection on it).
    expect(socket.sent).toHaveLength(2);
    socket.receive('40/chat,{"sid":"c"}');
    expect(socket.sent.at(-1)).toBe('41/chat,');
    expect(stateOf('chat')).toBe('off');
    c.destroy();
  });
});
