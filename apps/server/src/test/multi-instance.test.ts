import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { createMember } from './fixtures.js';
import { startInstances, type Instances } from './instances.js';

/**
 * Two server instances on one database and (when REDIS_URL is set) one Redis, as behind a load balancer:
 * a session revoked through one instance stops working on the other at once, although the other had it
 * cached. Without Redis each instance has its own in-process store, so this runs only with REDIS_URL.
 */
describe.skipIf(!process.env.REDIS_URL)('several instances share session revocation through Redis', () => {
  let a: App;
  let b: App;
  let instances: Instances;

  beforeAll(async () => {
    instances = await startInstances(2, { adminPassword: 'Admin#Multi-2026' });
    [a, b] = instances.apps as [App, App];
  });
  afterAll(() => instances.close());

  it('revokes on both at once', async () => {
    const member = await createMember(instances.on(a));
    const headers = { authorization: `Bearer ${member.token}` };
    // Both instances see the session (and cache it).
    expect((await a.server.inject({ method: 'GET', url: '/prod-api/bbs-notice', headers })).statusCode).toBe(200);
    expect((await b.server.inject({ method: 'GET', url: '/prod-api/bbs-notice', headers })).statusCode).toBe(200);
    // Revoked through instance A…
    await a.services.sessions.revokeAllForUser(member.id, 'force-out');
    await new Promise((r) => setTimeout(r, 100));
    // …instance B refuses it although it had it cached.
    expect((await b.server.inject({ method: 'GET', url: '/prod-api/bbs-notice', headers })).statusCode).toBe(401);
  });
});
