import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { forumClient } from '../features/forum/forum.test-support.js';
import { adminSession, createMember } from './fixtures.js';
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

  it('shows a setting or a menu changed through one instance on the other at once, although it kept them', async () => {
    const settingOn = async (app: App) =>
      (await app.server.inject({ method: 'GET', url: '/prod-api/config' }))
        .json()
        .items.find((i: { configKey: string }) => i.configKey === 'bbs.site.name')?.configValue;
    const menuOn = async (app: App) =>
      (
        (await app.server.inject({ method: 'GET', url: '/prod-api/SolutionType/ListLoadSolutionType' })).json() as {
          name: string;
        }[]
      ).map((t) => t.name);
    // Both instances read (and keep) the settings and the menu.
    const before = await settingOn(b);
    expect(await settingOn(a)).toBe(before);
    const menuBefore = await menuOn(b);
    // Changed through instance A…
    const admin = await adminSession(instances.on(a));
    const headers = { authorization: `Bearer ${admin.token}` };
    const renamed = await a.server.inject({
      method: 'PUT',
      url: '/prod-api/admin/config/bbs.site.name',
      headers,
      payload: { configValue: '澄镜视觉（集群）' },
    });
    expect(renamed.statusCode).toBe(200);
    const created = await a.server.inject({
      method: 'POST',
      url: '/prod-api/admin/solutions/types',
      headers,
      payload: { name: '集群方案', nameEn: 'Cluster solutions', isPublished: true },
    });
    expect(created.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 100));
    // …instance B answers the new values, although it had kept the old ones.
    expect(await settingOn(b)).toBe('澄镜视觉（集群）');
    expect(menuBefore).not.toContain('集群方案');
    expect([...(await menuOn(b))].sort()).toEqual([...menuBefore, '集群方案'].sort());
  });

  it('counts a topic posted through one instance on the boards of the other at once, although it kept them', async () => {
    const countOn = async (app: App, plateId: string) =>
      (
        (await app.server.inject({ method: 'GET', url: '/prod-api/plate' })).json() as {
          items: { id: string; topicCount: number }[];
        }
      ).items.find((p) => p.id === plateId)?.topicCount;
    const admin = await adminSession(instances.on(a));
    const plate = await forumClient(instances.on(a)).createPlate(admin.token, { name: '集群板块' });
    // Instance B reads (and keeps) the boards…
    expect(await countOn(b, plate.id)).toBe(0);
    // …a member posts through instance A…
    const member = await createMember(instances.on(a));
    await forumClient(instances.on(a)).createTopic(member.token, plate.id);
    await new Promise((r) => setTimeout(r, 100));
    // …and B counts it.
    expect(await countOn(b, plate.id)).toBe(1);
  });
});
