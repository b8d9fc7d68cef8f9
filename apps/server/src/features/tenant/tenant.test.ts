import { LEVELS, ROLE_ADMIN, SEEDED_ROLES, type AdminTenant, type TenantCreated } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../shared/clock.js';
import { loginViaApi } from '../../test/account-helpers.js';
import { adminSession, createMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST';

describe('tenants (the host console)', () => {
  let t: TestApp;
  let admin: { id: string; token: string; tenantId: string };
  let acme: TenantCreated;
  let acmeAdminToken: string;

  const api = (method: Method, url: string, token: string | null, options: { body?: unknown; tenant?: string } = {}) =>
    t.request({
      method,
      url: `/prod-api${url}`,
      token,
      ...(options.tenant ? { tenant: options.tenant } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  const create = (token: string, body: unknown, tenant?: string) =>
    api('POST', '/tenant', token, { body, ...(tenant ? { tenant } : {}) });
  const listed = async (): Promise<AdminTenant[]> => (await api('GET', '/tenant', admin.token)).json().items;
  const rows = (table: 'roles' | 'forum_plates' | 'levels' | 'task_definitions' | 'draw_games', tenantId: string) =>
    t.database.db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    const res = await create(admin.token, { code: 'Acme', name: '艾克姆视觉', adminUserName: 'acmeboss' });
    expect(res.statusCode, res.body).toBe(201);
    acme = res.json();
    acmeAdminToken = await loginViaApi(t, 'acmeboss', acme.adminPassword, { tenant: 'acme' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a tenant, lower-casing its code, and answers its administrator and password once', async () => {
    expect(acme.tenant).toMatchObject({ code: 'acme', name: '艾克姆视觉', isDefault: false, disabledTime: null });
    expect(acme.adminUserName).toBe('acmeboss');
    expect(acme.adminPassword.length).toBeGreaterThanOrEqual(12);
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('tenant_id', '=', acme.tenant.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).not.toContain(acme.adminPassword);
    expect(JSON.stringify(await listed())).not.toContain(acme.adminPassword);
    const audit = await t.database.db
      .selectFrom('audit_logs')
      .select(['action', 'actor_id', 'tenant_id'])
      .where('target_id', '=', acme.tenant.id)
      .execute();
    expect(audit).toEqual([{ action: 'tenant.create', actor_id: admin.id, tenant_id: admin.tenantId }]);
    expect(JSON.stringify(audit)).not.toContain(acme.adminPassword);
  });

  it('lets the new administrator in, in that tenant only, with every permission', async () => {
    const me = await api('GET', '/account', acmeAdminToken, { tenant: 'acme' });
    expect(me.statusCode).toBe(200);
    expect(me.json().roleCodes).toContain(ROLE_ADMIN);
    // The same token is no session in the default tenant.
    expect((await api('GET', '/account', acmeAdminToken)).statusCode).toBe(401);
  });

  it('starts the tenant like a fresh install: roles, settings, boards, levels, tasks and prize tables, no demo content', async () => {
    const id = acme.tenant.id;
    const [roles, hostRoles] = [await rows('roles', id), await rows('roles', admin.tenantId)];
    expect(roles.map((r) => r.code).sort()).toEqual(SEEDED_ROLES.map((r) => r.code).sort());
    const permissions = async (tenantId: string) =>
      (
        await t.database.db
          .selectFrom('role_permissions as p')
          .innerJoin('roles as r', 'r.id', 'p.role_id')
          .select(['r.code', 'p.permission_code'])
          .where('r.tenant_id', '=', tenantId)
          .execute()
      )
        .map((p) => `${p.code}:${p.permission_code}`)
        .sort();
    expect(await permissions(id)).toEqual(await permissions(admin.tenantId));
    expect(hostRoles.length).toBe(roles.length);

    const config = (await api('GET', '/config', null, { tenant: 'acme' })).json().items as Array<{
      configKey: string;
      configValue: string;
    }>;
    const hostConfig = (await api('GET', '/config', null)).json().items as Array<{ configKey: string }>;
    expect(config.map((c) => c.configKey).sort()).toEqual(hostConfig.map((c) => c.configKey).sort());
    expect(config.find((c) => c.configKey === 'bbs.site.name')?.configValue).toBe('艾克姆视觉');
    // Nothing of the host company reaches the tenant's footer: its own name, no borrowed hotline or licence.
    const own = Object.fromEntries(config.map((c) => [c.configKey, c.configValue]));
    expect(own['bbs.site.author']).toBe('艾克姆视觉');
    expect(own['bbs.site.bottom']).toMatch(/^© \d{4} 艾克姆视觉$/);
    for (const key of ['bbs.site.icp', 'company.phone', 'company.email', 'bbs.site.community-url'])
      expect(own[key], key).toBe('');
    expect(JSON.stringify(config)).not.toContain('澄镜');

    const boards = (await api('GET', '/plate', null, { tenant: 'acme' })).json();
    const hostBoards = (await api('GET', '/plate', null)).json();
    expect(boards.totalCount).toBeGreaterThan(0);
    expect(boards.items.map((b: { code: string }) => b.code)).toEqual(
      hostBoards.items.map((b: { code: string }) => b.code),
    );
    const boardIds = new Set(hostBoards.items.map((b: { id: string }) => b.id));
    expect(boards.items.some((b: { id: string }) => boardIds.has(b.id))).toBe(false);

    expect((await rows('levels', id)).length).toBe(LEVELS.length);
    expect((await rows('task_definitions', id)).length).toBe((await rows('task_definitions', admin.tenantId)).length);
    expect((await rows('draw_games', id)).map((g) => g.game).sort()).toEqual(
      (await rows('draw_games', admin.tenantId)).map((g) => g.game).sort(),
    );

    // No demo posts, members, catalogue or history.
    expect((await api('GET', '/discuss', null, { tenant: 'acme' })).json().totalCount).toBe(0);
    expect((await api('GET', '/discuss', null)).json().totalCount).toBeGreaterThan(0);
    const users = await t.database.db.selectFrom('users').select('user_name').where('tenant_id', '=', id).execute();
    expect(users.map((u) => u.user_name)).toEqual(['acmeboss']);
    for (const table of ['product_types', 'news', 'banners', 'money_ledger'] as const) {
      const any = await t.database.db.selectFrom(table).select('id').where('tenant_id', '=', id).execute();
      expect(any, table).toEqual([]);
    }
  });

  it('counts what each tenant holds', async () => {
    const plate = (await api('GET', '/plate', null, { tenant: 'acme' })).json().items[0] as { id: string };
    const posted = await api('POST', '/discuss', acmeAdminToken, {
      tenant: 'acme',
      body: { plateId: plate.id, title: '艾克姆的第一个话题', content: '欢迎来到艾克姆视觉的社区，这里是第一个话题。' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const mine = (await listed()).find((x) => x.id === acme.tenant.id)!;
    expect(mine.counts).toMatchObject({ members: 1, topics: 1, comments: 0, boards: plateCount(await listed()) });
    expect(mine.counts.activeSessions).toBeGreaterThanOrEqual(1);
    const host = (await listed()).find((x) => x.isDefault)!;
    const hostMembers = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', admin.tenantId)
      .executeTakeFirstOrThrow();
    expect(host.counts.members).toBe(Number(hostMembers.n));
    expect(host.counts.topics).toBeGreaterThan(1);

    function plateCount(items: AdminTenant[]) {
      return items.find((x) => x.isDefault)!.counts.boards;
    }
  });

  it('is for administrators of the host tenant only: members, other staff and other tenants get 403', async () => {
    const member = await createMember(t);
    expect((await api('GET', '/tenant', member.token)).statusCode).toBe(403);
    expect((await create(member.token, { code: 'nope', name: 'x', adminUserName: 'nope1' })).statusCode).toBe(403);
    // Acme's administrator holds every permission code, but in another tenant.
    const foreign = await api('GET', '/tenant', acmeAdminToken, { tenant: 'acme' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toContain('默认租户');
    expect((await create(acmeAdminToken, { code: 'sub', name: 'x', adminUserName: 'sub01' }, 'acme')).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/tenant', null)).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and a taken code with 409, in words', async () => {
    for (const code of ['a', '1abc', 'has space', 'under_score', 'x'.repeat(33), 'www', 'ends-']) {
      const res = await create(admin.token, { code, name: '名字', adminUserName: 'boss01' });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(['code']);
    }
    const noName = await create(admin.token, { code: 'okay', name: '  ', adminUserName: 'boss01' });
    expect(noName.statusCode).toBe(400);
    const badUser = await create(admin.token, { code: 'okay', name: '名字', adminUserName: 'a b' });
    expect(badUser.statusCode).toBe(400);
    for (const code of ['acme', 'ACME', 'default']) {
      const taken = await create(admin.token, { code, name: '重复', adminUserName: 'boss01' });
      expect(taken.statusCode, code).toBe(409);
      expect(taken.json().error.message).toContain('已被使用');
    }
    expect((await listed()).map((x) => x.code)).not.toContain('okay');
  });

  it('disables a tenant: its requests answer 403, its sessions end; enabling lets it in again', async () => {
    const before = await loginViaApi(t, 'acmeboss', acme.adminPassword, { tenant: 'acme' });
    const res = await api('POST', `/tenant/${acme.tenant.id}/disable`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().disabledTime).toEqual(expect.any(String));
    expect(res.json().counts.activeSessions).toBe(0);

    for (const token of [null, before, acmeAdminToken]) {
      const refused = await api('GET', '/plate', token, { tenant: 'acme' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({ code: 'TenantDisabled' });
      expect(refused.json().error.message).toContain('已停用');
    }
    const revoked = await t.database.db
      .selectFrom('sessions')
      .select(['revoked_at', 'revoke_reason'])
      .where('tenant_id', '=', acme.tenant.id)
      .execute();
    expect(revoked.length).toBeGreaterThanOrEqual(2);
    expect(revoked.every((s) => s.revoked_at && s.revoke_reason === 'tenant-disabled')).toBe(true);
    // The host is untouched.
    expect((await api('GET', '/plate', admin.token)).statusCode).toBe(200);

    const back = await api('POST', `/tenant/${acme.tenant.id}/enable`, admin.token);
    expect(back.statusCode).toBe(200);
    expect(back.json().disabledTime).toBeNull();
    expect((await api('GET', '/plate', null, { tenant: 'acme' })).statusCode).toBe(200);
    // Ended sessions stay ended; logging in again works.
    expect((await api('GET', '/account', before, { tenant: 'acme' })).statusCode).toBe(401);
    const again = await loginViaApi(t, 'acmeboss', acme.adminPassword, { tenant: 'acme' });
    expect((await api('GET', '/account', again, { tenant: 'acme' })).statusCode).toBe(200);

    const actions = await t.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('target_id', '=', acme.tenant.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['tenant.create', 'tenant.disable', 'tenant.enable']);
  });

  it('never disables the host tenant, and answers 404 for an unknown id', async () => {
    const host = await api('POST', `/tenant/${admin.tenantId}/disable`, admin.token);
    expect(host.statusCode).toBe(400);
    expect(host.json().error.message).toContain('不能停用');
    expect((await api('POST', '/tenant/nope/disable', admin.token)).statusCode).toBe(404);
  });

  it('is seen by the host administrator at once and by a new login after disabling (clock unaffected)', async () => {
    // A second tenant created and disabled right away is refused at once on this instance.
    const res = await create(admin.token, { code: 'beta', name: 'Beta', adminUserName: 'betaboss' });
    expect(res.statusCode).toBe(201);
    (t.clock as ManualClock).advance(1000);
    expect((await api('GET', '/plate', null, { tenant: 'beta' })).statusCode).toBe(200);
    await api('POST', `/tenant/${(res.json() as TenantCreated).tenant.id}/disable`, admin.token);
    expect((await api('GET', '/plate', null, { tenant: 'beta' })).statusCode).toBe(403);
  });
});

describe('a tenant named by its host name (TENANT_HOST_SUFFIX)', () => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    t = await createTestApp({ config: { tenantHostSuffix: '.vision.test' } });
    admin = await adminSession(t);
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/tenant',
      token: admin.token,
      payload: { code: 'gamma', name: 'Gamma', adminUserName: 'gammaboss' },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const config = async (headers: Record<string, string>) =>
    (
      (await t.request({ method: 'GET', url: '/prod-api/config', headers })).json().items as Array<{
        configKey: string;
        configValue: string;
      }>
    ).find((c) => c.configKey === 'bbs.site.name')?.configValue;

  it("reads the tenant's code from the host name when the request names none", async () => {
    expect(await config({ host: 'gamma.vision.test' })).toBe('Gamma');
    expect(await config({ host: 'GAMMA.vision.test:8443' })).toBe('Gamma');
    expect(await config({ host: 'vision.test' })).toBe('澄镜视觉');
    expect(await config({ host: 'www.vision.test' })).toBe('澄镜视觉');
  });

  it('lets an explicit TenantId header win over the host name', async () => {
    expect(await config({ host: 'gamma.vision.test', TenantId: 'default' })).toBe('澄镜视觉');
  });

  it('answers an unknown code in the host name with 400 UnknownTenant, never the default tenant', async () => {
    const res = await t.request({ method: 'GET', url: '/prod-api/config', headers: { host: 'zeta.vision.test' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UnknownTenant');
  });
});
