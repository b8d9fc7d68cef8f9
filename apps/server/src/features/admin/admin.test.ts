import {
  Permissions,
  ROLE_EDITOR,
  ROLE_MODERATOR,
  type AdminDashboard,
  type AuditLogItem,
} from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember, insertRole } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import { createAuditRepository } from '../audit/audit.repository.js';
import { createTransactor } from '../../db/transaction.js';
import type { AuditEntry } from '../../shared/audit.js';
import { addDays, dateKey } from '../../shared/calendar.js';

const DAY = 24 * 3600 * 1000;

describe('admin console endpoints', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: { id: string; token: string; tenantId: string };
  let member: TestMember;
  let editor: TestMember;
  let moderator: TestMember;

  const get = (url: string, token?: string | null, tenant?: string) =>
    t.request({ method: 'GET', url: `/prod-api${url}`, token: token ?? null, ...(tenant ? { tenant } : {}) });

  beforeAll(async () => {
    // A movable clock at the real time (tokens are checked against it too).
    clock = new ManualClock(new Date());
    t = await createTestApp({ clock });
    admin = await adminSession(t);
    member = await createMember(t);
    editor = await createMember(t, { roles: [ROLE_EDITOR] });
    moderator = await createMember(t, { roles: [ROLE_MODERATOR] });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /admin/audit-logs', () => {
    const ctxOf = (tenantId: string, userName: string | null): RequestContext => ({
      tenantId,
      ip: '198.51.100.9',
      userAgent: 'vitest',
      user: userName
        ? {
            id: newId(),
            tenantId,
            sessionId: 's',
            userName,
            nick: userName,
            status: 'active',
            roleCodes: ['admin'],
            permissionCodes: [],
          }
        : null,
    });

    beforeAll(async () => {
      const repo = createAuditRepository(t.database.db);
      const units = createTransactor(t.database.db);
      const audit = {
        insert: (...args: [RequestContext, AuditEntry, Date]) => units.run((tx) => repo.insert(tx, ...args)),
      };
      const base = clock.now().getTime() - 10 * 60_000;
      const ctx = ctxOf(admin.tenantId, 'admin');
      const other = ctxOf(admin.tenantId, 'Editor_Li');
      await audit.insert(
        ctx,
        { action: 'news.create', targetType: 'news', targetId: 'n1', after: { title: '新品发布' } },
        new Date(base),
      );
      await audit.insert(
        ctx,
        {
          action: 'news.update',
          targetType: 'news',
          targetId: 'n1',
          before: { title: '新品发布' },
          after: { title: '新品发布会' },
        },
        new Date(base + 1000),
      );
      await audit.insert(
        other,
        { action: 'forum.plate.create', targetType: 'plate', targetId: 'p1', after: { name: '综合' } },
        new Date(base + 2000),
      );
      await audit.insert(
        other,
        { action: 'spec_field.create', targetType: 'spec_field', targetId: 'f1' },
        new Date(base + 3000),
      );
      await audit.insert(
        ctx,
        {
          action: 'user.status',
          targetType: 'user',
          targetId: member.id,
          before: { status: 'active' },
          after: { status: 'banned' },
        },
        new Date(base + 4000),
      );
    });

    it('lists staff actions newest first with parsed before/after, and the filter facets', async () => {
      const res = await get('/admin/audit-logs', admin.token);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        items: AuditLogItem[];
        totalCount: number;
        actions: string[];
        targetTypes: string[];
      };
      const ours = body.items.filter((i) => ['n1', 'p1', 'f1', member.id].includes(i.targetId ?? ''));
      expect(ours.map((i) => i.action)).toEqual([
        'user.status',
        'spec_field.create',
        'forum.plate.create',
        'news.update',
        'news.create',
      ]);
      const update = ours.find((i) => i.action === 'news.update')!;
      expect(update).toMatchObject({
        actorName: 'admin',
        targetType: 'news',
        targetId: 'n1',
        before: { title: '新品发布' },
        after: { title: '新品发布会' },
        ip: '198.51.100.9',
      });
      expect(new Date(update.creationTime).toISOString()).toBe(update.creationTime);
      expect(ours.find((i) => i.action === 'spec_field.create')).toMatchObject({ before: null, after: null });
      expect(body.actions).toEqual(
        expect.arrayContaining(['news.create', 'news.update', 'forum.plate.create', 'user.status']),
      );
      expect(body.targetTypes).toEqual(expect.arrayContaining(['news', 'plate', 'spec_field', 'user']));
    });

    it('filters by action, action family, target and actor', async () => {
      const actions = async (query: string) =>
        ((await get(`/admin/audit-logs?${query}`, admin.token)).json().items as AuditLogItem[]).map((i) => i.action);
      expect(await actions('action=news.update')).toEqual(['news.update']);
      expect(await actions('action=news.')).toEqual(['news.update', 'news.create']);
      // `_` is a LIKE wildcard elsewhere; here the family prefix is literal.
      expect(await actions('action=spec_field.')).toEqual(['spec_field.create']);
      expect(await actions('action=spec.field.')).toEqual([]);
      expect(await actions('targetType=news&targetId=n1')).toEqual(['news.update', 'news.create']);
      expect(await actions('actor=editor_li')).toEqual(['spec_field.create', 'forum.plate.create']);
      const base = clock.now().getTime() - 10 * 60_000;
      const from = new Date(base + 1000).toISOString();
      const to = new Date(base + 3000).toISOString();
      expect(await actions(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).toEqual([
        'forum.plate.create',
        'news.update',
      ]);
      const bad = await get(
        `/admin/audit-logs?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`,
        admin.token,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.validationErrors[0].members).toEqual(['to']);
    });

    it('pages with skipCount/maxResultCount and a stable total', async () => {
      const first = (await get('/admin/audit-logs?maxResultCount=2', admin.token)).json();
      const second = (await get('/admin/audit-logs?maxResultCount=2&skipCount=2', admin.token)).json();
      expect(first.items).toHaveLength(2);
      expect(second.items).toHaveLength(2);
      expect(second.totalCount).toBe(first.totalCount);
      expect(first.totalCount).toBeGreaterThanOrEqual(5);
      const ids = [...first.items, ...second.items].map((i: AuditLogItem) => i.id);
      expect(new Set(ids).size).toBe(4);
      expect((await get('/admin/audit-logs?maxResultCount=101', admin.token)).statusCode).toBe(400);
    });

    it('refuses guests (401) and staff without the audit permission (403)', async () => {
      expect((await get('/admin/audit-logs')).statusCode).toBe(401);
      expect((await get('/admin/audit-logs', member.token)).statusCode).toBe(403);
      expect((await get('/admin/audit-logs', editor.token)).statusCode).toBe(403);
    });

    it("never shows another tenant's log", async () => {
      const other = await createTenant(t);
      const repo = createAuditRepository(t.database.db);
      const units = createTransactor(t.database.db);
      const audit = {
        insert: (...args: [RequestContext, AuditEntry, Date]) => units.run((tx) => repo.insert(tx, ...args)),
      };
      await audit.insert(
        ctxOf(other.id, 'someone'),
        { action: 'news.delete', targetType: 'news', targetId: 'secret-target' },
        clock.now(),
      );
      const res = await get('/admin/audit-logs?targetId=secret-target', admin.token);
      expect(res.json().totalCount).toBe(0);
      expect((await get('/admin/audit-logs', admin.token)).json().actions).not.toContain('news.delete');
    });
  });

  describe('GET /admin/roles', () => {
    it('lists the roles with their permission codes and member counts, seeded roles first', async () => {
      const res = await get('/admin/roles', admin.token);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{
        code: string;
        permissionCodes: string[];
        userCount: number;
        isSystem: boolean;
      }>;
      expect(items.slice(0, 4).map((r) => r.code)).toEqual(['admin', 'editor', 'moderator', 'member']);
      expect(items.find((r) => r.code === 'admin')).toMatchObject({ permissionCodes: ['*:*:*'], isSystem: true });
      expect(items.find((r) => r.code === 'editor')!.permissionCodes).toContain(Permissions.contentManage);
      expect(items.find((r) => r.code === 'admin')!.userCount).toBeGreaterThanOrEqual(1);
      expect(items.find((r) => r.code === 'editor')!.userCount).toBeGreaterThanOrEqual(1);
    });

    it('is open to user or role managers only', async () => {
      const roleId = newId();
      await insertRole(
        t,
        {
          id: roleId,
          tenantId: admin.tenantId,
          code: 'support',
          name: '客服',
          description: '',
          isSystem: false,
          createdAt: clock.now().toISOString(),
        },
        [Permissions.userManage],
      );
      const support = await createMember(t, { roles: ['support'] });
      expect((await get('/admin/roles', support.token)).statusCode).toBe(200);
      expect((await get('/admin/roles')).statusCode).toBe(401);
      expect((await get('/admin/roles', member.token)).statusCode).toBe(403);
      expect((await get('/admin/roles', editor.token)).statusCode).toBe(403);
      const codes = (await get('/admin/roles', admin.token)).json().items.map((r: { code: string }) => r.code);
      expect(codes.at(-1)).toBe('support');
    });

    it("never lists another tenant's roles", async () => {
      const other = await createTenant(t);
      await insertRole(
        t,
        {
          id: newId(),
          tenantId: other.id,
          code: 'elsewhere',
          name: '别处',
          description: '',
          isSystem: false,
          createdAt: clock.now().toISOString(),
        },
        [],
      );
      const codes = (await get('/admin/roles', admin.token)).json().items.map((r: { code: string }) => r.code);
      expect(codes).not.toContain('elsewhere');
    });
  });

  describe('GET /admin/dashboard', () => {
    it('counts members, registrations per day in the server time zone, sessions and notices', async () => {
      const before = (await get('/admin/dashboard', admin.token)).json() as AdminDashboard;
      // Two members registered two days ago, one today.
      const now = clock.now();
      clock.set(new Date(now.getTime() - 2 * DAY));
      await createMember(t);
      await createMember(t);
      clock.set(now);
      await createMember(t);

      const res = await get('/admin/dashboard', admin.token);
      expect(res.statusCode).toBe(200);
      const d = res.json() as AdminDashboard;
      expect(d.timeZone).toBe(t.config.timeZone);
      expect(d.days).toBe(7);
      expect(d.members.perDay).toHaveLength(7);
      const today = dateKey(now, t.config.timeZone);
      expect(d.members.perDay.at(-1)!.date).toBe(today);
      expect(d.members.perDay[0]!.date).toBe(addDays(today, -6));
      const countOn = (x: AdminDashboard, date: string) => x.members.perDay.find((p) => p.date === date)?.count ?? 0;
      expect(countOn(d, today) - countOn(before, today)).toBe(1);
      expect(countOn(d, addDays(today, -2)) - countOn(before, addDays(today, -2))).toBe(2);
      expect(d.members.total - before.members.total).toBe(3);
      expect(d.members.newInPeriod).toBe(d.members.perDay.reduce((a, p) => a + p.count, 0));
      expect(d.members.active + d.members.banned + d.members.disabled).toBe(d.members.total);
      expect(d.sessions.active).toBeGreaterThanOrEqual(d.sessions.members);
      expect(d.sessions.members).toBeGreaterThanOrEqual(4);
      expect(d.notices.total).toBeGreaterThanOrEqual(d.notices.unread);
      // The corporate and forum tables are in this schema: their counts are there (the seed has content).
      expect(d.leads).not.toBeNull();
      expect(d.downloads).not.toBeNull();
      expect(d.content!.models).toBeGreaterThan(0);
      expect(d.forum).not.toBeNull();

      const month = (await get('/admin/dashboard?days=30', admin.token)).json() as AdminDashboard;
      expect(month.members.perDay).toHaveLength(30);
      expect(month.members.newInPeriod).toBeGreaterThanOrEqual(d.members.newInPeriod);
      expect((await get('/admin/dashboard?days=0', admin.token)).statusCode).toBe(400);
      expect((await get('/admin/dashboard?days=91', admin.token)).statusCode).toBe(400);
    });

    it('sums points issued and spent per day from the ledger, leaving opening balances out', async () => {
      const wallet = t.app.services.wallet;
      const before = (await get('/admin/dashboard', admin.token)).json() as AdminDashboard;
      const today = dateKey(clock.now(), t.config.timeZone);
      const m = await createMember(t);
      const now = clock.now();
      clock.set(new Date(now.getTime() - DAY));
      await wallet.credit({ tenantId: admin.tenantId, userId: m.id, amountCents: 12_34, reason: 'sign-in' });
      clock.set(now);
      await wallet.credit({ tenantId: admin.tenantId, userId: m.id, amountCents: 100_00, reason: 'task.reward' });
      await wallet.debit({ tenantId: admin.tenantId, userId: m.id, amountCents: 50_00, reason: 'draw.cost' });
      await wallet.credit({ tenantId: admin.tenantId, userId: m.id, amountCents: 7_00, reason: 'opening' });
      const after = (await get('/admin/dashboard', admin.token)).json() as AdminDashboard;
      const day = (x: AdminDashboard, date: string) => x.points!.perDay.find((p) => p.date === date)!;
      expect(after.points!.perDay).toHaveLength(7);
      expect(after.points!.perDay.at(-1)!.date).toBe(today);
      const yesterday = addDays(today, -1);
      expect(day(after, today).issued - day(before, today).issued).toBeCloseTo(100, 2);
      expect(day(after, today).spent - day(before, today).spent).toBeCloseTo(50, 2);
      expect(day(after, yesterday).issued - day(before, yesterday).issued).toBeCloseTo(12.34, 2);
      expect(after.points!.issuedInPeriod - before.points!.issuedInPeriod).toBeCloseTo(112.34, 2);
      expect(after.points!.spentInPeriod - before.points!.spentInPeriod).toBeCloseTo(50, 2);
    });

    it('is open to any staff member, not to members or guests', async () => {
      expect((await get('/admin/dashboard', editor.token)).statusCode).toBe(200);
      expect((await get('/admin/dashboard', moderator.token)).statusCode).toBe(200);
      expect((await get('/admin/dashboard', member.token)).statusCode).toBe(403);
      expect((await get('/admin/dashboard')).statusCode).toBe(401);
    });

    it("does not count another tenant's members or sessions", async () => {
      const before = (await get('/admin/dashboard', admin.token)).json() as AdminDashboard;
      const other = await createTenant(t);
      await createMember(t, { tenantId: other.id, roles: [] });
      await createMember(t, { tenantId: other.id, roles: [] });
      const after = (await get('/admin/dashboard', admin.token)).json() as AdminDashboard;
      expect(after.members.total).toBe(before.members.total);
      expect(after.members.newInPeriod).toBe(before.members.newInPeriod);
      expect(after.sessions.active).toBe(before.sessions.active);
    });
  });
});
