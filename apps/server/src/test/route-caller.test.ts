import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accountRoute,
  adminDashboardRoute,
  API_BASE,
  articleTreeRoute,
  bbsUserRoute,
  buildPath,
  commentListRoute,
  configListRoute,
  defineRoute,
  discussGetRoute,
  discussListRoute,
  homePageRoute,
  plateListRoute,
  TENANT_HEADER,
  type RouteDescriptor,
} from '@clearsight/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config.js';
import type { SessionService } from '../features/account/session.service.js';
import { forumClient } from '../features/forum/forum.test-support.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import { mountRoute } from '../plugins/contract-routes.js';
import { createHttpServer } from '../plugins/http.js';
import { registerRequestContext } from '../plugins/request-context.js';
import { createRouteCaller, type RouteAnswer, type RouteCallInput, type Visitor } from '../plugins/route-caller.js';
import { AppError } from '../shared/app-error.js';
import { MemoryKeyValueStore } from '../shared/kv-store.js';
import { adminSession, createMember, createTenant, type TestMember } from './fixtures.js';
import { createTestApp, type TestApp } from './harness.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

function visitor(tenant?: string, ip = '203.0.113.9'): Visitor {
  return { tenant, ip, userAgent: BROWSER, acceptLanguage: 'zh-CN', requestId: 'page-1', log: silent };
}

type Call = RouteCallInput & { tenant?: string };

/**
 * The server renderer's direct path (plugins/route-caller.ts) against the HTTP API it replaces for loaders:
 * for the same question, the same status, the same error code and the same body.
 */
describe('the direct path answers as the HTTP API does', () => {
  let t: TestApp;
  let member: TestMember;
  let admin: { token: string };
  let topicId: string;
  let privateTopicId: string;

  /** What the renderer's `inject` call received (as lib/api.server.ts read it), and what the direct path answers. */
  async function both(route: RouteDescriptor, call: Call = {}) {
    const url = API_BASE + buildPath(route.path, call.params) + (call.query ? `?${call.query}` : '');
    const res = await t.server.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.9',
      headers: {
        'user-agent': BROWSER,
        ...(call.tenant ? { [TENANT_HEADER]: call.tenant } : {}),
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      },
    });
    const direct = await t.app.routeCaller(visitor(call.tenant))(route, call);
    return { http: { status: res.statusCode, body: res.json() as unknown }, direct };
  }

  function codeOf(body: unknown): unknown {
    return (body as { error?: { code?: unknown } }).error?.code;
  }

  async function expectSame(route: RouteDescriptor, call: Call = {}, status = 200) {
    const { http, direct } = await both(route, call);
    expect(http.status, `${route.path} over HTTP`).toBe(status);
    expect(direct.status, route.path).toBe(http.status);
    if (status < 400) expect(direct.body, route.path).toEqual(http.body);
    else expect(codeOf(direct.body), route.path).toBe(codeOf(http.body));
    return direct;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const f = forumClient(t);
    admin = await adminSession(t);
    member = await createMember(t);
    const plate = await f.createPlate(admin.token);
    topicId = (await f.createTopic(member.token, plate.id)).id;
    privateTopicId = (await f.createTopic(member.token, plate.id, { visibility: 'self' })).id;
    await f.comment(admin.token, topicId, '直接调用与接口的答案应当一致。');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('public lists and pages, as a guest', async () => {
    await expectSame(configListRoute);
    await expectSame(homePageRoute);
    await expectSame(plateListRoute);
    await expectSame(discussListRoute, { query: 'tab=new&skipCount=0&maxResultCount=20' });
    await expectSame(commentListRoute, {
      params: { discussId: topicId },
      query: 'sort=newest&skipCount=0&maxResultCount=20&replyLimit=10',
    });
    await expectSame(bbsUserRoute, { params: { id: member.id } });
  });

  it('a topic: counted once for the same visitor either way, the same answer', async () => {
    const direct = await expectSame(discussGetRoute, { params: { id: topicId } });
    expect((direct.body as { viewCount: number }).viewCount).toBe(1);
    await expectSame(discussGetRoute, { params: { id: topicId } });
  });

  it('as a member with a token, and as staff', async () => {
    const account = await expectSame(accountRoute, { token: member.token });
    expect((account.body as { user: { userName: string } }).user.userName).toBe(member.userName);
    await expectSame(discussGetRoute, { params: { id: privateTopicId }, token: member.token });
    await expectSame(adminDashboardRoute, { token: admin.token });
  });

  it('refusals keep their status and code: 401, 403, 404, 400', async () => {
    await expectSame(accountRoute, {}, 401);
    await expectSame(accountRoute, { token: 'not-a-token' }, 401);
    await expectSame(adminDashboardRoute, { token: member.token }, 403);
    await expectSame(discussGetRoute, { params: { id: privateTopicId } }, 403);
    await expectSame(discussGetRoute, { params: { id: 'no-such-topic' } }, 404);
    await expectSame(discussListRoute, { query: 'maxResultCount=abc' }, 400);
    await expectSame(discussListRoute, { query: 'tab=%00' }, 400);
  });

  it('keeps each tenant’s data to itself, and refuses an unknown or disabled tenant', async () => {
    const other = await createTenant(t);
    await expectSame(discussGetRoute, { params: { id: topicId }, tenant: other.id }, 404);
    // The member's token opens no session in another tenant: the guest there.
    await expectSame(accountRoute, { token: member.token, tenant: other.id }, 401);
    await expectSame(configListRoute, { tenant: 'no-such-tenant' }, 400);
    const disabling = await t.request({
      method: 'POST',
      url: `/prod-api/tenant/${other.id}/disable`,
      token: admin.token,
    });
    expect(disabling.statusCode, disabling.body).toBe(200);
    const disabled = await expectSame(configListRoute, { tenant: other.id }, 403);
    expect(codeOf(disabled.body)).toBe('TenantDisabled');
  });

  it('answers each question of one page once, every caller with its own copy', async () => {
    const call = t.app.routeCaller(visitor(), { once: true });
    const [a, b] = await Promise.all([call(plateListRoute), call(plateListRoute)]);
    expect(a.body).toEqual(b.body);
    expect(a.body).not.toBe(b.body);
    (a.body as { items: unknown[] }).items.length = 0;
    expect((b.body as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  /** The topic page's three questions (apps/web's loadTopicPage), with the statements they ran. */
  async function topicPageCalls(call: ReturnType<TestApp['app']['routeCaller']>, id: string, token?: string) {
    const statements: string[] = [];
    const stop = t.database.onQuery((query) => statements.push(query.statement));
    try {
      const answers = await Promise.all([
        call(discussGetRoute, { params: { id }, token }),
        call(articleTreeRoute, { params: { discussId: id }, token }),
        call(commentListRoute, {
          params: { discussId: id },
          query: 'sort=newest&skipCount=0&maxResultCount=20&replyLimit=10',
          token,
        }),
      ]);
      return { answers, statements };
    } finally {
      stop();
    }
  }

  it('checks a topic’s readability once for all of one page’s questions', async () => {
    const apart = await topicPageCalls(t.app.routeCaller(visitor()), topicId);
    const shared = await topicPageCalls(t.app.routeCaller(visitor(), { once: true }), topicId);
    // Each question loads the topic and its grants apart; one page loads them once (two statements, not six).
    expect(apart.statements.length - shared.statements.length).toBe(4);
    const bodies = (answers: RouteAnswer[]) => answers.map((a) => [a.status, a.body]);
    const [detail, ...rest] = bodies(shared.answers);
    const [detailApart, ...restApart] = bodies(apart.answers);
    expect(rest).toEqual(restApart);
    // The view is counted on the page's own copy of the topic, once per visitor either way.
    expect(detail).toEqual(detailApart);
  });

  it('shares a read only between the calls of one viewer', async () => {
    const call = t.app.routeCaller(visitor(undefined, '203.0.113.77'), { once: true });
    const [own, guest] = await Promise.all([
      topicPageCalls(call, privateTopicId, member.token),
      topicPageCalls(call, privateTopicId),
    ]);
    expect(own.answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(guest.answers.map((a) => a.status)).toEqual([403, 403, 403]);
  });
});

/** A server of one test route, so the contract's edge is tested where the handler says more than it names. */
describe('the direct path keeps the contract’s shape', () => {
  const Profile = z.object({ nick: z.string(), level: z.number() });
  const profileRoute = defineRoute({
    method: 'GET',
    path: '/test/profile/:id',
    summary: 'A profile',
    tags: ['test'],
    access: 'public',
    params: z.object({ id: z.string().min(2) }),
    response: Profile,
  });
  const fileRoute = defineRoute({
    method: 'GET',
    path: '/test/file',
    summary: 'A file the handler sends itself',
    tags: ['test'],
    access: 'public',
    response: z.object({}),
  });
  const brokenRoute = defineRoute({
    method: 'GET',
    path: '/test/broken',
    summary: 'A handler that breaks its contract',
    tags: ['test'],
    access: 'public',
    response: Profile,
  });
  const throwingRoute = defineRoute({
    method: 'GET',
    path: '/test/throwing',
    summary: 'A handler that fails',
    tags: ['test'],
    access: 'member',
    response: Profile,
  });
  const tenants = {
    codeFromHost: () => undefined,
    resolve: async (name: string | undefined) => {
      if (name === 'gone') throw new AppError(400, 'UnknownTenant', '租户不存在');
      return { id: name ?? 'default' };
    },
  } as unknown as TenantService;
  const sessions = {
    authenticate: async (token: string) =>
      token === 'member-token'
        ? {
            id: 'u1',
            tenantId: 'default',
            sessionId: 's1',
            userName: 'u1',
            nick: 'U1',
            status: 'active',
            roleCodes: [],
            permissionCodes: [],
          }
        : null,
  } as unknown as SessionService;

  async function server() {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OVERLOAD_GUARD: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cs-caller-')),
    });
    const app = await createHttpServer({ config, kv: new MemoryKeyValueStore(), internalRenderToken: 'render' });
    registerRequestContext(app, { tenants, sessions, apiPrefix: API_BASE });
    const caller = createRouteCaller(app, { tenants, sessions });
    mountRoute(app, profileRoute, ({ params }) => ({
      nick: `nick of ${params.id}`,
      level: 3,
      // What the service knows and the contract does not name: never a loader's.
      phone: '13900000000',
      email: 'private@example.com',
    }));
    mountRoute(app, fileRoute, ({ reply }) => reply.type('application/pdf').send(Buffer.from('%PDF')));
    mountRoute(app, brokenRoute, () => ({ nick: 'x' }) as unknown as z.infer<typeof Profile>);
    mountRoute(app, throwingRoute, () => {
      throw new Error('the database went away');
    });
    await app.ready();
    return { app, call: caller(visitor()) };
  }

  it('drops every field the response schema does not name (the privacy boundary)', async () => {
    const { app, call } = await server();
    try {
      const answer = await call(profileRoute, { params: { id: 'ab' } });
      expect(answer).toEqual({ status: 200, body: { nick: 'nick of ab', level: 3 } });
      expect(JSON.stringify(answer.body)).not.toMatch(/139|private/);
      const http = await app.inject({ method: 'GET', url: `${API_BASE}/test/profile/ab` });
      expect(http.json()).toEqual(answer.body);
    } finally {
      await app.close();
    }
  });

  it('validates params, checks access first, and answers 500 for a broken handler or contract', async () => {
    const { app, call } = await server();
    try {
      const invalid = await call(profileRoute, { params: { id: 'a' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ error: { code: 'Validation', requestId: 'page-1' } });
      const http = await app.inject({ method: 'GET', url: `${API_BASE}/test/profile/a` });
      expect({ ...(http.json() as { error: object }).error, requestId: 'page-1' }).toEqual(
        (invalid.body as { error: object }).error,
      );
      expect((await call(throwingRoute)).status).toBe(401);
      expect(await call(throwingRoute, { token: 'member-token' })).toMatchObject({
        status: 500,
        body: { error: { code: 'Internal' } },
      });
      expect((await call(brokenRoute)).status).toBe(500);
      expect((await call(fileRoute)).status).toBe(500);
      expect((await caller400(app)).status).toBe(400);
      const missing = await call({ method: 'GET', path: '/test/nowhere' });
      expect(missing).toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    } finally {
      await app.close();
    }
  });

  async function caller400(app: Parameters<typeof createRouteCaller>[0]) {
    return createRouteCaller(app, { tenants, sessions })(visitor('gone'))(profileRoute, { params: { id: 'ab' } });
  }
});
