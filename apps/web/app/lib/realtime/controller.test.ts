import { HubErrors, type HubName } from '@clearsight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEverything, getSession, getToken, setSession, setToken } from '../session/session-store';
import { GUEST } from '../session/session-state';
import type { createRealtimeClient } from './client';
import { currentRealtimeClient, hubsFor, startRealtime } from './controller';
import { resetForceOutForTests } from './effects';
import { getHubStatuses, getOnlineCount, requestHub, setOnlineCount } from './hub-store';
import { startTestHubServer, type TestHubServer } from './test-hub-server';

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
    managerOptions: { reconnectionDelay: 100, reconnectionDelayMax: 100 },
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
  it('is notice and main for everyone, the personal hub with a token, chat when asked for with a token', () => {
    const none = () => false;
    const chat = (hub: HubName) => hub === 'chat';
    expect([...hubsFor(null, none)].sort()).toEqual(['main', 'notice']);
    expect([...hubsFor('tok', none)].sort()).toEqual(['bbsNotice', 'main', 'notice']);
    expect([...hubsFor(null, chat)].sort()).toEqual(['main', 'notice']);
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
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
    // Started once: a second start changes nothing.
    expect(startRealtime({ url: server.url, load, whenIdle: runNow })).toBe(stop);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts notice and main for a guest, over one connection', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
    expect(handshakesOf('bbsNotice')).toHaveLength(0);
    expect(server.io.engine.clientsCount).toBe(1);
    const [auth] = handshakesOf('main');
    expect(auth!.token).toBeUndefined();
    expect(String(auth!.browserId)).toMatch(/^[0-9a-f]{32}$/);
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
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
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
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
    await vi.waitFor(() => expect(server.sockets('bbsNotice')).toHaveLength(0));
    expect(getHubStatuses().bbsNotice.state).toBe('off');
    expect(handshakesOf('main')).toHaveLength(1);
    expect(handshakesOf('main')[0]!.token).toBeUndefined();
    expect(handshakesOf('bbsNotice')).toHaveLength(0);
    expect(server.io.engine.clientsCount).toBe(1);
  });

  it('runs the chat hub while asked for, for members only', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
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
    // Logged out: back as a guest on the public hubs.
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
    expect(handshakesOf('main').at(-1)!.token).toBeUndefined();
  });

  it('logs out when the hubs refuse the token as ended, then connects as a guest', async () => {
    const deadToken = (auth: Record<string, unknown>) => (auth.token ? HubErrors.sessionEnded : null);
    server.refuse('main', deadToken);
    server.refuse('notice', deadToken);
    server.refuse('bbsNotice', deadToken);
    setToken('tok-dead');
    startNow();
    await vi.waitFor(() => expect(getToken()).toBeNull());
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
  });

  it('stops: every hub off, no connection left', async () => {
    startNow();
    await vi.waitFor(() => expect(connected()).toEqual(['main', 'notice']));
    stop!();
    stop = null;
    expect(connected()).toEqual([]);
    expect(currentRealtimeClient()).toBeNull();
    await vi.waitFor(() => expect(server.io.engine.clientsCount).toBe(0));
  });
});
