import { HUB_RECONNECT_MS, HubErrors, WS_BASE, type HubHandshake, type HubName } from '@clearsight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, RECONNECT_OPTIONS, type RealtimeClient } from './client';
import type { HubState } from './hub-store';
import { startTestHubServer, type TestHubServer } from './test-hub-server';

/** The client against a real Socket.IO server (Node, a free port). */

let server: TestHubServer;
let client: RealtimeClient | null = null;
let auth: HubHandshake;
let states: Array<[HubName, HubState, string | null]>;
let events: Array<[HubName, string, readonly unknown[]]>;

const stateOf = (hub: HubName) => states.filter(([h]) => h === hub).at(-1)?.[1] ?? 'off';

function start(managerOptions = {}): RealtimeClient {
  client = createRealtimeClient({
    url: server.url,
    path: WS_BASE,
    handshake: () => ({ ...auth }),
    onEvent: (hub, event, args) => events.push([hub, event, args]),
    onState: (hub, state, error) => states.push([hub, state, error ?? null]),
    managerOptions,
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
  it('reconnects every 3000 ms, with no random spread, forever', () => {
    expect(RECONNECT_OPTIONS).toEqual({
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 3000,
      reconnectionDelayMax: 3000,
      randomizationFactor: 0,
    });
    expect(HUB_RECONNECT_MS).toBe(3000);
    const { manager } = start();
    expect(manager.reconnection()).toBe(true);
    expect(manager.reconnectionAttempts()).toBe(Infinity);
    expect(manager.reconnectionDelay()).toBe(3000);
    expect(manager.reconnectionDelayMax()).toBe(3000);
    expect(manager.randomizationFactor()).toBe(0);
    expect(manager.opts.path).toBe('/prod-ws');
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
    const c = start({ reconnectionDelay: 100, reconnectionDelayMax: 100 });
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
    const c = start({ reconnectionDelay: 150, reconnectionDelayMax: 150 });
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
    const c = start({ reconnectionDelay: 100, reconnectionDelayMax: 100 });
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
});
