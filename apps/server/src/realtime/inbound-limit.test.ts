import { HUBS, type HubName } from '@clearsight/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../test/fixtures.js';
import type { TestApp } from '../test/harness.js';
import { createBucket } from './inbound-limit.js';
import { closeTabs, connected, createListeningApp, openTab, record, settle } from './realtime.test-support.js';

/** Resolves with the reason the socket was disconnected, or rejects if it is still connected after `ms`. */
function disconnection(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * How long a flood may take to be cut off. Well under a second on a quiet machine; the client queuing tens of
 * thousands of events takes seconds on a busy one, and the test is about being cut off, not about how fast.
 */
const CUT_OFF_MS = 15_000;

/** Sends `count` events as fast as the client can queue them (the client never has a reason to send one). */
function flood(socket: Socket, count: number): void {
  for (let i = 0; i < count; i += 1) socket.emit('flood', i, 'x'.repeat(32));
}

describe('inbound budget (token bucket)', () => {
  it('lets a burst through, then the average rate, and refuses the rest', () => {
    let now = 0;
    const bucket = createBucket({ perSecond: 5, burst: 40 }, () => now);
    let taken = 0;
    while (bucket.take()) taken += 1;
    expect(taken).toBe(40);
    now += 1000;
    taken = 0;
    while (bucket.take()) taken += 1;
    expect(taken).toBe(5);
    // Idle for a long time: back to the burst, never more.
    now += 3_600_000;
    taken = 0;
    while (bucket.take()) taken += 1;
    expect(taken).toBe(40);
  });
});

/**
 * Clients never send events to the hubs; a connection that floods them is cut off, on every hub and both
 * transports, while everyone else's connections keep working.
 */
describe('hub connections that flood', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    ({ t, url } = await createListeningApp());
  });
  afterEach(() => closeTabs());
  afterAll(async () => {
    await t.close();
  });

  it('cuts off a guest that floods /main; another visitor keeps their count updates and a new tab connects', async () => {
    const bystander = openTab(url, ['main', 'notice']);
    await Promise.all([connected(bystander.main), connected(bystander.notice)]);
    const counts = record(bystander.main, 'onlineNum');
    const flooder = openTab(url, ['main', 'notice']);
    await Promise.all([connected(flooder.main), connected(flooder.notice)]);
    await settle(400);
    expect(counts.at(-1)).toEqual([2]);

    const main = disconnection(flooder.main, CUT_OFF_MS);
    const notice = disconnection(flooder.notice, CUT_OFF_MS);
    flood(flooder.main, 80_000);
    expect(await main).toBe('transport close');
    expect(await notice).toBe('transport close');

    // The bystander is still there and hears that the flooder left.
    await settle(400);
    expect(bystander.main.connected).toBe(true);
    expect(counts.at(-1)).toEqual([1]);
    const next = openTab(url, ['main']);
    await connected(next.main);
  });

  it("cuts off a member's tab that floods the chat hub, every hub of it, and not the member's other tab", async () => {
    const member = await createMember(t);
    const calm = openTab(url, ['main', 'chat'], { token: member.token });
    await Promise.all([connected(calm.main), connected(calm.chat)]);
    const noisy = openTab(url, ['main', 'notice', 'bbsNotice', 'chat'], { token: member.token });
    await Promise.all(Object.values(noisy).map(connected));

    const reasons = Object.values(noisy).map((socket) => disconnection(socket, CUT_OFF_MS));
    flood(noisy.chat, 50_000);
    expect(await Promise.all(reasons)).toEqual(Array(4).fill('transport close'));

    // The calm tab still receives what the chat room sends.
    const received = record(calm.chat, 'receiveMsg');
    const friend = await createMember(t);
    const sent = await t.request({
      method: 'POST',
      url: '/prod-api/chat-message/personal',
      token: friend.token,
      payload: { userId: member.id, content: '洪水过后还在' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await settle(400);
    expect(calm.chat.connected).toBe(true);
    expect(received.length).toBeGreaterThanOrEqual(1);
  });

  // The limit counts the connection's packets whatever hub they name: each of the four, flooded alone, is cut off.
  it.each(Object.keys(HUBS) as HubName[])('cuts off a tab that floods the %s hub alone', async (hub) => {
    const member = await createMember(t);
    const tab = openTab(url, [hub], { token: member.token });
    await connected(tab[hub]);
    const reason = disconnection(tab[hub], CUT_OFF_MS);
    flood(tab[hub], 20_000);
    expect(await reason).toBe('transport close');
  });

  it('cuts off a flood over long-polling too', async () => {
    const polling = openTab(url, ['main'], {}, { transports: ['polling'] });
    await connected(polling.main);
    const reason = disconnection(polling.main, CUT_OFF_MS);
    flood(polling.main, 5000);
    expect(await reason).toMatch(/transport (close|error)/);
  });

  it('leaves a tab that sends a few stray events connected', async () => {
    const tab = openTab(url, ['main', 'notice', 'bbsNotice', 'chat'], { token: (await createMember(t)).token });
    await Promise.all(Object.values(tab).map(connected));
    flood(tab.main, 10);
    await settle(500);
    expect(Object.values(tab).every((socket) => socket.connected)).toBe(true);
  });
});
