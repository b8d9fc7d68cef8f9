import { HubErrors, type HubName } from '@clearsight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEverything, getSession, getToken, setSession, setToken } from '../session/session-store';
import { GUEST } from '../session/session-state';
import type { createRealtimeClient } from './client';
import { currentRealtimeClient, hubsFor, startRealtime } from './controller';
import { resetForceOutForTests } from './effects';
import { getHubStatuses, getOnlineCount, requestHub, setOnlineCount } from './hub-store';
import { browserWebSocket, startTestHubServer, type TestHubServer } from './test-hub-server';

/** Start-up rules and re-authentication, with the real client against a real Socket.IO server. */

let server: TestHubServer;
let stop: (() => void) | null = null;

const now = () => () => undefined;
const runNow = (run: () => void) => {
  run();
  return now();
};
const loadReal = () => import('./client').then((m) => m.createRealtimeClient);

function startNow() {
  stop = startRealtime({
    url: server.url,
    whenIdle: runNow,
    clientOptions: { reconnectDelayMs: 100, webSocket: browserWebSocket(server.url) },
  });
}

const connected = () =>
  (Object.entries(getHubStatuses()) as Array<[HubName, { state: string }]>)
    .filter(([, s]) => s.state === 'connected')
    .map(([hub]) => hub)
    .sort();
const handshakesOf = (hub: HubName) => server.handshakes.filter((h) => h.hub === hub).map((h) => h.auth);

beforeEach(async () => {
  server = await startTestHubServer();
  // As the real server: the personal hub is for members only.
  server.refuse('bbsNotice', (auth) => (auth.token ? null : HubErrors.membersOnly));
  resetForceOutForTests();
});

afterEach(async () => {
  stop?.();
  stop = null;
  clearEverything();
  setOnlineCount(null);
  await server.close();
});

describe('which hubs run', () => {
  it('is notice and personal from start-up, main with a token, chat when asked for with a token', () => {
    const none = () => false;
    const chat = (hub: HubName) => hub === 'chat';
    expect([...hubsFor(null, none)].sort()).toEqual(['bbsNotice', 'notice']);
    expect([...hubsFor('tok', none)].sort()).toEqual(['bbsNotice', 'main', 'notice']);
    expect([...hubsFor(null, chat)].sort()).toEqual(['bbsNotice', 'notice']);
    expect([...hubsFor('tok', chat)].sort()).toEqual(['bbsNotice', 'chat', 'main', 'notice']);
  });
});

describe('realtime start-up', () => {
  it('loads the client only when the browser is idle after start-up', async () => {
    let idle: (() => void) | null = null;
    const load = vi.fn<() => Promise<typeof createRealtimeClient>>(loadReal);
    stop = startRealtime({
      url: server.url,
      load,
      clientOptions: { webSocket: browserWebSocket(server.url) },
      whenIdle: (run) => {
        idle = run;
        return now();
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(server.handshakes).toHaveLength(0);
    idle!();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    // Started once: a second start changes nothing.
    expect(startRealtime({ url: server.url, load, whenIdle: runNow })).toBe(stop);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the notice and personal hubs for a guest, over one connection, and no main hub', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    // The personal hub is asked for at start-up; the server refuses a guest, and the client waits for a login.
    await vi.waitFor(() =>
      expect(getHubStatuses().bbsNotice).toEqual({ state: 'refused', error: HubErrors.membersOnly }),
    );
    expect(handshakesOf('main')).toHaveLength(0);
    expect(server.io.engine.clientsCount).toBe(1);
    const [auth] = handshakesOf('notice');
    expect(auth).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(handshakesOf('bbsNotice')).toHaveLength(1);
  });

  it('starts the personal hub too when there is a token', async () => {
    setToken('tok-member');
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['bbsNotice', 'main', 'notice']));
    for (const hub of ['main', 'notice', 'bbsNotice'] as const) {
      expect(handshakesOf(hub)[0]).toMatchObject({ token: 'tok-member' });
    }
  });

  it('re-authenticates the open connection on login and on logout', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    server.handshakes.length = 0;

    setToken('tok-login');
    await vi.waitFor(() => expect(connected()).toEqual(['bbsNotice', 'main', 'notice']));
    await vi.waitFor(() => expect(server.sockets('main')).toHaveLength(1));
    for (const hub of ['main', 'notice', 'bbsNotice'] as const) {
      expect(handshakesOf(hub)).toEqual([expect.objectContaining({ token: 'tok-login' })]);
    }
    // Money and user info change the session too, but not the handshake: no new connection for them.
    setSession({ ...getSession(), id: 'u1', roles: ['member'], money: 5 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handshakesOf('main')).toHaveLength(1);
    server.handshakes.length = 0;

    clearEverything();
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    await vi.waitFor(() => expect(server.sockets('bbsNotice')).toHaveLength(0));
    await vi.waitFor(() => expect(server.sockets('main')).toHaveLength(0));
    expect(getHubStatuses().main.state).toBe('off');
    expect(getHubStatuses().bbsNotice.state).toBe('refused');
    expect(handshakesOf('main')).toHaveLength(0);
    expect(handshakesOf('bbsNotice')).toEqual([{}]);
    expect(server.io.engine.clientsCount).toBe(1);
  });

  it('runs the chat hub while asked for, for members only', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    const release = requestHub('chat');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handshakesOf('chat')).toHaveLength(0);
    setToken('tok-member');
    await vi.waitFor(() => expect(connected()).toEqual(['bbsNotice', 'chat', 'main', 'notice']));
    release();
    await vi.waitFor(() => expect(server.sockets('chat')).toHaveLength(0));
    expect(getHubStatuses().chat.state).toBe('off');
  });

  it('applies the main and personal hubs’ events: online count, money, force-out', async () => {
    setSession({ ...GUEST, id: 'u1', token: 'tok-member', roles: ['member'], money: 10 });
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['bbsNotice', 'main', 'notice']));

    server.hub('main').emit('onlineNum', 42);
    await vi.waitFor(() => expect(getOnlineCount()).toBe(42));

    server.hub('bbsNotice').emit('Money', -2.5);
    server.hub('bbsNotice').emit('Money', 12);
    await vi.waitFor(() => expect(getSession().money).toBe(19.5));

    server.handshakes.length = 0;
    server.hub('main').emit('forceOut', '您已被管理员强制下线');
    await vi.waitFor(() => expect(getToken()).toBeNull());
    // Logged out: back as a guest on the public hub, the personal one refused, no main hub.
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    expect(handshakesOf('notice').at(-1)!.token).toBeUndefined();
    expect(handshakesOf('main')).toEqual([]);
  });

  it('logs out when the hubs refuse the token as ended, then connects as a guest', async () => {
    const deadToken = (auth: Record<string, unknown>) => (auth.token ? HubErrors.sessionEnded : null);
    server.refuse('main', deadToken);
    server.refuse('notice', deadToken);
    server.refuse('bbsNotice', (auth) => deadToken(auth) ?? HubErrors.membersOnly);
    setToken('tok-dead');
    startNow();
    await vi.waitFor(() => expect(getToken()).toBeNull());
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
  });

  it('stops: every hub off, no connection left', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['notice']));
    stop!();
    stop = null;
    expect(connected()).toEqual([]);
    expect(currentRealtimeClient()).toBeNull();
    await vi.waitFor(() => expect(server.io.engine.clientsCount).toBe(0));
  });
});
