import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { ManualClock } from '../../shared/clock.js';
import { MemoryKeyValueStore } from '../../shared/kv-store.js';
import { createTestDatabase } from '../../test/harness.js';
import { createRoleRepository } from './role.repository.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';
import { createTokenSigner } from './token.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';

describe('session service', () => {
  let database: DbHandle;
  let dispose: () => Promise<void>;
  let userId: string;
  let tenantId: string;
  const clock = new ManualClock(new Date());
  const kv = new MemoryKeyValueStore();

  function service(secret = SECRET, cacheMax?: number) {
    return createSessionService({
      sessions: createSessionRepository(database.db),
      roles: createRoleRepository(database.db),
      tokens: createTokenSigner(secret),
      kv,
      clock,
      ttlDays: 14,
      ...(cacheMax ? { cacheMax } : {}),
    });
  }

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    await migrateToLatest(database.db, database.kind);
    await seedDatabase(database.db, { adminPassword: 'Admin#Unit-2026' });
    const admin = await database.db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('user_name_key', '=', 'admin')
      .executeTakeFirstOrThrow();
    userId = admin.id;
    tenantId = admin.tenant_id;
  });
  afterAll(async () => {
    await kv.close();
    await dispose();
  });

  const start = (s: ReturnType<typeof service>) => s.create({ userId, tenantId, ip: '127.0.0.1', userAgent: 'vitest' });

  it('authenticates a new session with the roles and permissions of its user', async () => {
    const s = service();
    const { token, sessionId } = await start(s);
    const user = await s.authenticate(token);
    expect(user).toMatchObject({
      id: userId,
      tenantId,
      sessionId,
      userName: 'admin',
      status: 'active',
      roleCodes: ['admin'],
    });
    expect(user?.permissionCodes).toEqual(['*:*:*']);
  });

  it('refuses a revoked session at once, even when its principal is cached', async () => {
    const s = service();
    const { token, sessionId } = await start(s);
    expect(await s.authenticate(token)).not.toBeNull();
    await s.revoke(sessionId, 'logout');
    expect(await s.authenticate(token)).toBeNull();
    const row = await database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.revoke_reason).toBe('logout');
  });

  it('revokes all sessions of a user except the one to keep', async () => {
    const s = service();
    const a = await start(s);
    const b = await start(s);
    const keep = await start(s);
    for (const x of [a, b, keep]) await s.authenticate(x.token);
    const revoked = await s.revokeAllForUser(userId, 'password-changed', keep.sessionId);
    expect(revoked).toEqual(expect.arrayContaining([a.sessionId, b.sessionId]));
    expect(revoked).not.toContain(keep.sessionId);
    expect(await s.authenticate(a.token)).toBeNull();
    expect(await s.authenticate(b.token)).toBeNull();
    expect(await s.authenticate(keep.token)).not.toBeNull();
  });

  it('tells other instances sharing the store to forget a revoked session', async () => {
    const one = service();
    const two = service();
    const { token, sessionId } = await start(one);
    expect(await two.authenticate(token)).not.toBeNull();
    await one.revoke(sessionId, 'force-out');
    expect(await two.authenticate(token)).toBeNull();
  });

  it('expires sessions after their lifetime by the injected clock', async () => {
    const s = service();
    const { token } = await start(s);
    expect(await s.authenticate(token)).not.toBeNull();
    clock.advance(14 * 86_400_000 + 1000);
    expect(await s.authenticate(token)).toBeNull();
  });

  it('serves a cached principal for a minute, and fresh data after refreshUser', async () => {
    const s = service();
    const { token } = await start(s);
    expect((await s.authenticate(token))?.nick).toBe('管理员');
    await database.db.updateTable('users').set({ nick: '站长' }).where('id', '=', userId).execute();
    expect((await s.authenticate(token))?.nick).toBe('管理员');
    await s.refreshUser(userId);
    expect((await s.authenticate(token))?.nick).toBe('站长');
    await database.db.updateTable('users').set({ nick: '管理员' }).where('id', '=', userId).execute();
    clock.advance(61_000);
    expect((await s.authenticate(token))?.nick).toBe('管理员');
  });

  it('refuses a disabled user, a forged token and a token for another tenant id', async () => {
    const s = service();
    const { token } = await start(s);
    const forged = await start(service('another-secret-that-is-long-enough-for-hs256-987654'));
    expect(await s.authenticate(forged.token)).toBeNull();
    expect(await s.authenticate(`${token}x`)).toBeNull();
    const otherTenant = await createTokenSigner(SECRET).sign(
      { sub: userId, sid: (await start(s)).sessionId, tid: 'some-other-tenant' },
      new Date(Date.now() + 60_000),
    );
    expect(await s.authenticate(otherTenant)).toBeNull();

    await database.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', userId).execute();
    await s.refreshUser(userId);
    expect(await s.authenticate(token)).toBeNull();
    await database.db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
  });

  it('keeps at most `cacheMax` principals, dropping the oldest and the stale first, and still answers', async () => {
    const s = service(SECRET, 5);
    const tokens = [];
    for (let i = 0; i < 12; i += 1) tokens.push((await start(s)).token);
    for (const token of tokens) expect(await s.authenticate(token)).toMatchObject({ id: userId });
    expect(s.cachedPrincipals()).toBe(5);
    // An evicted session is read again from the database, not refused.
    expect(await s.authenticate(tokens[0]!)).toMatchObject({ id: userId });
    expect(s.cachedPrincipals()).toBe(5);
    // Past their minute, entries leave as soon as anything new is cached: memory follows the live sessions.
    clock.advance(61_000);
    await s.authenticate(tokens[1]!);
    expect(s.cachedPrincipals()).toBe(1);
  });
});
