import { randomBytes } from 'node:crypto';
import { ActivityErrorCodes, IDEMPOTENCY_KEY_HEADER, Permissions } from '@clearsight/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrations/index.js';
import { seedDatabase } from '../../db/seed/index.js';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, type TestMember, insertRole } from '../../test/fixtures.js';
import { createTestApp, createTestDatabase, createTestKeyValueStore, type TestApp } from '../../test/harness.js';

let t: TestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await adminSession(t)).tenantId;
});
afterAll(async () => {
  await t.close();
});

const key = () => `lvl-${newId()}`;

function upgrade(m: TestMember, experience: unknown, idempotencyKey: string | null = key()) {
  return t.request({
    method: 'PUT',
    url: `/prod-api/level/upgrade?experience=${String(experience)}`,
    token: m.token,
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {},
  });
}

async function user(userId: string) {
  return t.database.db
    .selectFrom('users')
    .select(['money_cents', 'experience'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function ledgerSum(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('money_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_cents'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function memberWithMoney(cents: number): Promise<TestMember> {
  const m = await createMember(t);
  await t.app.services.wallet.credit({ tenantId, userId: m.id, amountCents: cents, reason: 'staff.adjust' });
  return m;
}

async function manager(): Promise<TestMember> {
  const code = `lvl${newId().slice(-8)}`;
  await insertRole(
    t,
    { id: newId(), tenantId, code, name: code, description: '', isSystem: false, createdAt: new Date().toISOString() },
    [Permissions.activityManage],
  );
  return createMember(t, { roles: [code] });
}

describe('the level table', () => {
  it('lists the ten seeded levels in order, with paging and filters', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/level?skipCount=0&maxResultCount=20' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      items: Array<{ currentLevel: number; name: string; minExperience: number }>;
      totalCount: number;
    };
    expect(body.totalCount).toBe(10);
    expect(body.items.map((l) => [l.currentLevel, l.name, l.minExperience])).toEqual([
      [1, '小白', 10],
      [2, '中白', 30],
      [3, '大白', 100],
      [4, '精英', 300],
      [5, '熟练', 600],
      [6, '高手', 1000],
      [7, '老手', 1500],
      [8, '大佬', 2000],
      [9, '巨佬', 2500],
      [10, '大神', 3000],
    ]);
    const page = await t.request({ method: 'GET', url: '/prod-api/level?minLevel=8&maxResultCount=2' });
    expect(page.json()).toMatchObject({ totalCount: 3, items: [{ currentLevel: 8 }, { currentLevel: 9 }] });
  });
});

describe('buying experience', () => {
  it('spends money 1:1 for experience and recomputes the level', async () => {
    const m = await memberWithMoney(150_00);
    const me = await t.request({ method: 'GET', url: '/prod-api/level/me', token: m.token });
    expect(me.json()).toEqual({
      level: 1,
      levelName: '小白',
      levelNameEn: 'Newcomer',
      experience: 0,
      next: { level: 2, name: '中白', nameEn: 'Learner', minExperience: 30 },
      money: 150,
    });
    const res = await upgrade(m, 100);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      level: 3,
      levelName: '大白',
      levelNameEn: 'Regular',
      experience: 100,
      next: { level: 4, name: '精英', nameEn: 'Elite', minExperience: 300 },
      money: 50,
      spent: 100,
    });
    expect(await user(m.id)).toEqual({ money_cents: 50_00, experience: 100 });
    expect(await ledgerSum(m.id)).toBe(50_00);
    const rows = await t.database.db
      .selectFrom('money_ledger')
      .select(['amount_cents', 'reason'])
      .where('user_id', '=', m.id)
      .where('reason', '=', 'level.upgrade')
      .execute();
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([-100_00]);
  });

  it('refuses amounts outside 1–10000 (400), a missing key (400) and what the balance cannot pay ("钱钱不足")', async () => {
    const m = await memberWithMoney(20_00);
    for (const bad of [0, -5, 10_001, 1.5, 'x']) expect((await upgrade(m, bad)).statusCode, String(bad)).toBe(400);
    expect((await upgrade(m, 5, null)).statusCode).toBe(400);
    const poor = await upgrade(m, 21);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ error: { code: ActivityErrorCodes.insufficientMoney, message: '钱钱不足' } });
    expect(await user(m.id)).toEqual({ money_cents: 20_00, experience: 0 });
    expect((await t.request({ method: 'PUT', url: '/prod-api/level/upgrade?experience=5' })).statusCode).toBe(401);
  });

  it('spends once for a retried request', async () => {
    const m = await memberWithMoney(100_00);
    const k = key();
    const first = await upgrade(m, 40, k);
    const again = await upgrade(m, 40, k);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ experience: 40, money: 60 });
    expect(await user(m.id)).toEqual({ money_cents: 60_00, experience: 40 });
  });

  it('grants exactly what the balance pays for under concurrent purchases', async () => {
    const m = await memberWithMoney(250_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upgrade(m, 100)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8);
    expect(await user(m.id)).toEqual({ money_cents: 50_00, experience: 200 });
    expect(await ledgerSum(m.id)).toBe(50_00);
  });
});

describe('staff edit the table', () => {
  it('refuses members, validates the order, audits, and applies at once', async () => {
    const member = await createMember(t);
    const body = { name: '中白', minExperience: 25, nick: '', logo: null };
    expect(
      (await t.request({ method: 'PUT', url: '/prod-api/admin/level/2', token: member.token, payload: body }))
        .statusCode,
    ).toBe(403);

    const staff = await manager();
    // Prime the cache so the change must invalidate it.
    const rich = await createMember(t);
    await t.database.db.updateTable('users').set({ experience: 26 }).where('id', '=', rich.id).execute();
    expect((await t.request({ method: 'GET', url: '/prod-api/level/me', token: rich.token })).json()).toMatchObject({
      level: 1,
    });

    const bad = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/level/2',
      token: staff.token,
      payload: { ...body, minExperience: 100 },
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.request({
      method: 'PUT',
      url: '/prod-api/admin/level/2',
      token: staff.token,
      payload: { ...body, name: '二级', nameEn: 'Second', nickEn: 'Rising' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currentLevel: 2, name: '二级', nameEn: 'Second', minExperience: 25 });
    // The English title travels with the badge, for English pages.
    expect((await t.request({ method: 'GET', url: '/prod-api/level/me', token: rich.token })).json()).toMatchObject({
      level: 2,
      levelName: '二级',
      levelNameEn: 'Second',
    });
    expect((await t.request({ method: 'GET', url: '/prod-api/level' })).json()).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ currentLevel: 2, nameEn: 'Second', nickEn: 'Rising' })]),
    });
    expect(
      (await t.request({ method: 'PUT', url: '/prod-api/admin/level/99', token: staff.token, payload: body }))
        .statusCode,
    ).toBe(404);

    const created = await t.request({
      method: 'POST',
      url: '/prod-api/admin/level',
      token: staff.token,
      payload: { name: '传说', minExperience: 5000 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currentLevel: 11, name: '传说' });
    expect((await t.request({ method: 'DELETE', url: '/prod-api/admin/level/5', token: staff.token })).statusCode).toBe(
      400,
    );
    expect(
      (await t.request({ method: 'DELETE', url: '/prod-api/admin/level/11', token: staff.token })).statusCode,
    ).toBe(200);
    expect(
      ((await t.request({ method: 'GET', url: '/prod-api/level' })).json() as { totalCount: number }).totalCount,
    ).toBe(10);

    const audits = await t.database.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'level')
      .orderBy('created_at')
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['level.create', 'level.delete', 'level.update']);
    expect(audits.every((a) => a.actor_id === staff.id)).toBe(true);
  });
});

/** Two instances on one database and one Redis: an edit through one applies on the other at once. */
describe.skipIf(!process.env.REDIS_URL)('level edits reach every instance', () => {
  let a: App;
  let b: App;
  let dispose: () => Promise<void>;
  const prefix = `cs-levels:${randomBytes(4).toString('hex')}:`;
  const kvA = createTestKeyValueStore(prefix);
  const kvB = createTestKeyValueStore(prefix);
  let tenant: string;
  let adminId: string;

  beforeAll(async () => {
    const test = await createTestDatabase();
    dispose = test.dispose;
    await migrateToLatest(test.database.db, test.database.kind);
    await seedDatabase(test.database.db, { adminPassword: 'Admin#Levels-2026' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: test.dataDir,
      JWT_SECRET: 'y'.repeat(40),
      OVERLOAD_GUARD: 'off',
    });
    a = await buildApp({ config, database: test.database, kv: kvA });
    b = await buildApp({ config, database: test.database, kv: kvB });
    await Promise.all([a.server.ready(), b.server.ready()]);
    const row = await test.database.db
      .selectFrom('tenants')
      .select('id')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    tenant = row.id;
    adminId = (
      await test.database.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenant)
        .where('user_name_key', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await a.server.close();
    await b.server.close();
    await kvA.close();
    await kvB.close();
    await dispose();
  });

  it('drops the cached table on the other instance', async () => {
    const names = async (app: App) =>
      (
        (await app.server.inject({ method: 'GET', url: '/prod-api/level' })).json() as {
          items: Array<{ name: string }>;
        }
      ).items.map((l) => l.name);
    expect((await names(b))[0]).toBe('小白');
    // Staff edit through instance A (the service, as a console request would).
    await a.services.levels.update(
      {
        tenantId: tenant,
        ip: '127.0.0.1',
        userAgent: null,
        user: {
          id: adminId,
          tenantId: tenant,
          sessionId: 's',
          userName: 'admin',
          nick: 'admin',
          status: 'active',
          roleCodes: ['admin'],
          permissionCodes: [],
        },
      },
      1,
      { name: '萌新', minExperience: 10, nick: '', nameEn: 'Rookie', nickEn: '', logo: null },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect((await names(b))[0]).toBe('萌新');
  });
});
