import { Permissions, type AdminSiteNotice } from '@clearsight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DomainEventMap } from '../../events.js';
import type { ManualClock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, createTenant, type TestMember, insertRole } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Announced =
  | { name: 'site-notice.published'; payload: DomainEventMap['site-notice.published'] }
  | { name: 'site-notice.withdrawn'; payload: DomainEventMap['site-notice.withdrawn'] };

const HOUR = 3_600_000;

describe('site-wide notices', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: { id: string; token: string; tenantId: string };
  let staff: TestMember;
  let member: TestMember;
  let editor: TestMember;
  const announced: Announced[] = [];

  const api = (method: Method, url: string, token: string | null, body?: unknown, tenant?: string) =>
    t.request({
      method,
      url: `/prod-api${url}`,
      token,
      ...(tenant ? { tenant } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  const as = (token: string, tenant?: string) => ({
    get: (url: string) => api('GET', url, token, undefined, tenant),
    post: (url: string, body?: unknown) => api('POST', url, token, body ?? {}, tenant),
    put: (url: string, body: unknown) => api('PUT', url, token, body, tenant),
    del: (url: string) => api('DELETE', url, token, undefined, tenant),
  });
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
  const input = (patch: Record<string, unknown> = {}) => ({
    type: 'Popup',
    title: '系统维护通知',
    contentHtml: '<p>今晚 <strong>22:00</strong> 起维护一小时。</p>',
    ...patch,
  });
  /** Lets the event listeners (run on a later tick) record what was emitted. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const activeIds = async (tenant?: string) =>
    ((await api('GET', '/notice/active', null, undefined, tenant)).json().items as Array<{ id: string }>).map(
      (n) => n.id,
    );
  const auditActions = async (id: string) =>
    (
      await t.database.db
        .selectFrom('audit_logs')
        .select(['action', 'actor_id', 'tenant_id'])
        .where('target_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((r) => r.action);

  async function roleWith(tenantId: string, code: string, permissions: string[]) {
    await insertRole(
      t,
      {
        id: newId(),
        tenantId,
        code,
        name: code,
        description: '',
        isSystem: false,
        createdAt: clock.now().toISOString(),
      },
      permissions,
    );
  }

  async function created(
    token: string,
    patch: Record<string, unknown> = {},
    tenant?: string,
  ): Promise<AdminSiteNotice> {
    const res = await as(token, tenant).post('/notice', input(patch));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.clock as ManualClock;
    admin = await adminSession(t);
    await roleWith(admin.tenantId, 'notice-staff', [Permissions.siteNoticeManage]);
    staff = await createMember(t, { roles: ['notice-staff'] });
    member = await createMember(t);
    editor = await createMember(t, { roles: ['editor'] });
    t.app.events.on('site-notice.published', (payload) => {
      announced.push({ name: 'site-notice.published', payload });
    });
    t.app.events.on('site-notice.withdrawn', (payload) => {
      announced.push({ name: 'site-notice.withdrawn', payload });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('access', () => {
    it('opens the console routes to holders of system:notice:manage only', async () => {
      const routes: Array<[Method, string]> = [
        ['GET', '/notice'],
        ['GET', '/notice/some-id'],
        ['POST', '/notice'],
        ['PUT', '/notice/some-id'],
        ['DELETE', '/notice/some-id'],
        ['POST', '/notice/online/some-id'],
        ['POST', '/notice/offline/some-id'],
        ['POST', '/notice/preview'],
      ];
      for (const [method, url] of routes) {
        const body = method === 'POST' || method === 'PUT' ? {} : undefined;
        expect((await api(method, url, null, body)).statusCode, `${method} ${url} guest`).toBe(401);
        expect((await api(method, url, member.token, body)).statusCode, `${method} ${url} member`).toBe(403);
        // Other staff rights do not open it either.
        expect((await api(method, url, editor.token, body)).statusCode, `${method} ${url} editor`).toBe(403);
      }
      const list = await as(staff.token).get('/notice');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect((await as(admin.token).get('/notice')).statusCode).toBe(200);
    });

    it('lets anyone read the active notices', async () => {
      const res = await api('GET', '/notice/active', null);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: expect.any(Array) });
    });
  });

  describe('validation', () => {
    it('refuses an empty or too long title, an empty or too long body, a wrong type and bad dates', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ title: '   ' }, 'title'],
        [{ title: '告'.repeat(101) }, 'title'],
        [{ contentHtml: '' }, 'contentHtml'],
        [{ contentHtml: 'x'.repeat(20_001) }, 'contentHtml'],
        [{ type: 'Banner' }, 'type'],
        [{ startTime: '明天' }, 'startTime'],
        [{ endTime: '2026-13-45T99:00:00Z' }, 'endTime'],
        [{ startTime: '2030-01-02T00:00:00Z', endTime: '2030-01-01T00:00:00Z' }, 'endTime'],
        [{ startTime: '2030-01-01T08:00:00+08:00', endTime: '2030-01-01T00:00:00Z' }, 'endTime'],
      ];
      for (const [patch, member] of cases) {
        const res = await as(staff.token).post('/notice', input(patch));
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('Validation');
        expect(
          error.validationErrors.flatMap((e: { members: string[] }) => e.members),
          JSON.stringify(patch),
        ).toContain(member);
      }
      const bad = await as(staff.token).post('/notice', input({ title: '' }));
      expect(JSON.stringify(bad.json())).toContain('请填写标题');
    });

    it('accepts the longest title and body, and a window with offsets', async () => {
      const n = await created(staff.token, {
        title: '告'.repeat(100),
        contentHtml: `<p>${'x'.repeat(19_993)}</p>`,
        startTime: '2030-01-01T08:00:00+08:00',
        endTime: '2030-01-02T00:00:00Z',
      });
      expect(n.startTime).toBe('2030-01-01T00:00:00.000Z');
      expect(n.endTime).toBe('2030-01-02T00:00:00.000Z');
      expect(n.status).toBe('draft');
    });

    it('refuses a body that is empty once sanitised', async () => {
      const res = await as(staff.token).post('/notice', input({ contentHtml: '<script>alert(1)</script>' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(['contentHtml']);
    });

    it('answers 404 for a notice that does not exist', async () => {
      expect((await as(staff.token).get('/notice/nope')).statusCode).toBe(404);
      expect((await as(staff.token).put('/notice/nope', input())).statusCode).toBe(404);
      expect((await as(staff.token).post('/notice/online/nope')).statusCode).toBe(404);
      expect((await as(staff.token).post('/notice/offline/nope')).statusCode).toBe(404);
      expect((await as(staff.token).del('/notice/nope')).statusCode).toBe(404);
    });
  });

  describe('sanitising', () => {
    const corpus = [
      '<a href="https://www.example.com/ok">安全链接</a>',
      '<img src="https://www.example.com/a.png" alt="图">',
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<img src=x onerror="alert(1)">',
      '<img src="javascript:alert(1)">',
      '<a href="javascript:alert(1)">点我</a>',
      '<a href="JaVaScRiPt:alert(1)">大小写</a>',
      '<a href="jav&#x09;ascript:alert(1)">实体</a>',
      '<a href="&#106;avascript:alert(1)">编码</a>',
      '<a href=" javascript:alert(1)">空格</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">数据</a>',
      '<p onclick="alert(1)" onmouseover="alert(2)">点击</p>',
      '<svg onload=alert(1)><circle r="1"/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<style>body{display:none}</style>',
      '<form action="https://evil.example"><input name="q"><button>提交</button></form>',
      '<p style="background:url(javascript:alert(1))">样式</p>',
      // Last: a mutation-XSS shape that leaves its elements open.
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ].join('\n');

    it('keeps what staff wrote and sends visitors only the allow-listed HTML', async () => {
      const n = await created(staff.token, { contentHtml: corpus });
      expect(n.contentHtml).toBe(corpus);
      const html = n.html.toLowerCase();
      for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'onload', 'javascript:', 'data:text']) {
        expect(html, bad).not.toContain(bad);
      }
      for (const tag of ['<svg', '<iframe', '<object', '<embed', '<style', '<form', '<input', 'style=']) {
        expect(html, tag).not.toContain(tag);
      }
      expect(n.html).toContain('<a href="https://www.example.com/ok" rel="nofollow noopener" target="_blank">');
      expect(n.html).toContain('<img loading="lazy" src="https://www.example.com/a.png" alt="图" />');
      expect(n.html).toContain('点我');

      // What the console previews is what visitors get, and nothing is stored by previewing.
      const before = (await as(staff.token).get('/notice')).json().totalCount;
      const preview = await as(staff.token).post('/notice/preview', { contentHtml: corpus });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({ html: n.html });
      expect((await as(staff.token).get('/notice')).json().totalCount).toBe(before);

      const published = await as(staff.token).post(`/notice/online/${n.id}`);
      expect(published.statusCode, published.body).toBe(200);
      const active = (await api('GET', '/notice/active', null)).json().items.find((i: { id: string }) => i.id === n.id);
      expect(active.html).toBe(n.html);
      expect(active).not.toHaveProperty('contentHtml');
      await as(staff.token).post(`/notice/offline/${n.id}`);
    });

    it('sanitises an edit too', async () => {
      const n = await created(staff.token);
      const res = await as(staff.token).put(
        `/notice/${n.id}`,
        input({ contentHtml: '<p>新</p><img src=x onerror=alert(1)>' }),
      );
      expect(res.json().html).toBe('<p>新</p><img loading="lazy" src="x" />');
    });
  });

  describe('publishing and withdrawing', () => {
    it('publishes live, re-announces an edit, withdraws, and audits each step', async () => {
      announced.length = 0;
      const n = await created(staff.token, { type: 'MerryGoRound', title: '新品发布会' });
      expect(await activeIds()).not.toContain(n.id);
      await settle();
      expect(announced).toEqual([]);

      const published = await as(staff.token).post(`/notice/online/${n.id}`);
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json()).toMatchObject({ status: 'published', publishedTime: clock.now().toISOString() });
      await settle();
      expect(announced).toEqual([
        {
          name: 'site-notice.published',
          payload: { tenantId: admin.tenantId, id: n.id, type: 'MerryGoRound', title: '新品发布会', html: n.html },
        },
      ]);
      const active = (await api('GET', '/notice/active', null)).json().items;
      expect(active.find((i: { id: string }) => i.id === n.id)).toEqual({
        id: n.id,
        type: 'MerryGoRound',
        title: '新品发布会',
        html: n.html,
        publishedTime: clock.now().toISOString(),
        endTime: null,
      });

      // Publishing twice is refused (nobody gets it popped up twice).
      expect((await as(staff.token).post(`/notice/online/${n.id}`)).statusCode).toBe(409);

      announced.length = 0;
      const edited = await as(staff.token).put(
        `/notice/${n.id}`,
        input({ type: 'Popup', title: '新品发布会（改期）', contentHtml: '<p>改到周五</p>' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().status).toBe('published');
      await settle();
      expect(announced).toEqual([
        {
          name: 'site-notice.published',
          payload: {
            tenantId: admin.tenantId,
            id: n.id,
            type: 'Popup',
            title: '新品发布会（改期）',
            html: '<p>改到周五</p>',
          },
        },
      ]);

      announced.length = 0;
      const withdrawn = await as(staff.token).post(`/notice/offline/${n.id}`);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', withdrawnTime: clock.now().toISOString() });
      await settle();
      expect(announced).toEqual([{ name: 'site-notice.withdrawn', payload: { tenantId: admin.tenantId, id: n.id } }]);
      expect(await activeIds()).not.toContain(n.id);
      expect((await as(staff.token).post(`/notice/offline/${n.id}`)).statusCode).toBe(409);

      // Editing a withdrawn notice announces nothing; it can be published again.
      announced.length = 0;
      await as(staff.token).put(`/notice/${n.id}`, input({ title: '再次发布' }));
      await settle();
      expect(announced).toEqual([]);
      const again = await as(staff.token).post(`/notice/online/${n.id}`);
      expect(again.json()).toMatchObject({ status: 'published', withdrawnTime: null });
      expect(await activeIds()).toContain(n.id);

      expect(await auditActions(n.id)).toEqual([
        'site_notice.create',
        'site_notice.publish',
        'site_notice.update',
        'site_notice.withdraw',
        'site_notice.update',
        'site_notice.publish',
      ]);
      const row = await t.database.db
        .selectFrom('audit_logs')
        .selectAll()
        .where('target_id', '=', n.id)
        .where('action', '=', 'site_notice.withdraw')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ actor_id: staff.id, target_type: 'site_notice', tenant_id: admin.tenantId });
      expect(JSON.parse(String(row.before_json))).toMatchObject({ status: 'published' });
      expect(JSON.parse(String(row.after_json))).toMatchObject({ status: 'withdrawn' });

      // Deleting a live notice takes it off open pages too.
      announced.length = 0;
      expect((await as(staff.token).del(`/notice/${n.id}`)).statusCode).toBe(200);
      await settle();
      expect(announced).toEqual([{ name: 'site-notice.withdrawn', payload: { tenantId: admin.tenantId, id: n.id } }]);
      expect(await activeIds()).not.toContain(n.id);
      expect((await auditActions(n.id)).at(-1)).toBe('site_notice.delete');
    });

    it('refuses to withdraw a draft; deleting a draft announces nothing', async () => {
      const n = await created(staff.token);
      expect((await as(staff.token).post(`/notice/offline/${n.id}`)).statusCode).toBe(409);
      announced.length = 0;
      expect((await as(staff.token).del(`/notice/${n.id}`)).statusCode).toBe(200);
      await settle();
      expect(announced).toEqual([]);
    });

    it('lists newest first, filtered by status', async () => {
      const a = await created(staff.token, { title: '列表甲' });
      clock.advance(1000);
      const b = await created(staff.token, { title: '列表乙' });
      await as(staff.token).post(`/notice/online/${b.id}`);
      const all = (await as(staff.token).get('/notice?maxResultCount=100')).json();
      const ids = all.items.map((i: { id: string }) => i.id);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      const published = (await as(staff.token).get('/notice?status=published&maxResultCount=100')).json();
      expect(published.items.every((i: { status: string }) => i.status === 'published')).toBe(true);
      expect(published.items.map((i: { id: string }) => i.id)).toContain(b.id);
      expect(published.items.map((i: { id: string }) => i.id)).not.toContain(a.id);
      expect((await as(staff.token).get('/notice?status=gone')).statusCode).toBe(400);
      await as(staff.token).post(`/notice/offline/${b.id}`);
    });
  });

  describe('the active window', () => {
    it('shows a published notice only between its start and end', async () => {
      announced.length = 0;
      const n = await created(staff.token, { title: '窗口', startTime: at(2), endTime: at(4) });
      expect((await as(staff.token).post(`/notice/online/${n.id}`)).statusCode).toBe(200);
      await settle();
      // Not started: nobody is shown it yet.
      expect(announced).toEqual([]);
      expect(await activeIds()).not.toContain(n.id);

      clock.advance(2 * HOUR);
      expect(await activeIds()).toContain(n.id);
      clock.advance(2 * HOUR);
      expect(await activeIds()).not.toContain(n.id);

      // An ended notice cannot be published again until its end moves.
      await as(staff.token).post(`/notice/offline/${n.id}`);
      const late = await as(staff.token).post(`/notice/online/${n.id}`);
      expect(late.statusCode).toBe(400);
      expect(late.json().error.validationErrors[0].members).toEqual(['endTime']);
    });

    it('takes a live notice off open pages when an edit moves it out of its window', async () => {
      const n = await created(staff.token, { title: '移出窗口' });
      await as(staff.token).post(`/notice/online/${n.id}`);
      announced.length = 0;
      await as(staff.token).put(`/notice/${n.id}`, input({ title: '移出窗口', startTime: at(24) }));
      await settle();
      expect(announced).toEqual([{ name: 'site-notice.withdrawn', payload: { tenantId: admin.tenantId, id: n.id } }]);
      expect(await activeIds()).not.toContain(n.id);
      await as(staff.token).post(`/notice/offline/${n.id}`);
    });

    it('serves the active list from a short cache that the next write on this instance clears', async () => {
      const n = await created(staff.token, { title: '缓存' });
      await as(staff.token).post(`/notice/online/${n.id}`);
      expect(await activeIds()).toContain(n.id);
      const find = vi.spyOn(t.database.db, 'selectFrom');
      await activeIds();
      await activeIds();
      expect(find.mock.calls.filter(([table]) => table === 'site_notices')).toHaveLength(0);
      find.mockRestore();
      await as(staff.token).post(`/notice/offline/${n.id}`);
      expect(await activeIds()).not.toContain(n.id);
    });
  });

  describe('tenants', () => {
    it('keeps notices, the active list and the events of each tenant apart', async () => {
      const other = await createTenant(t);
      await roleWith(other.id, 'notice-staff', [Permissions.siteNoticeManage]);
      const otherStaff = await createMember(t, { tenantId: other.id, roles: ['notice-staff'] });
      announced.length = 0;
      const theirs = await created(otherStaff.token, { title: '别家公告' }, other.code);
      expect((await as(otherStaff.token, other.code).post(`/notice/online/${theirs.id}`)).statusCode).toBe(200);
      await settle();
      expect(announced).toEqual([
        { name: 'site-notice.published', payload: expect.objectContaining({ tenantId: other.id, id: theirs.id }) },
      ]);

      expect(await activeIds(other.code)).toEqual([theirs.id]);
      expect(await activeIds()).not.toContain(theirs.id);
      expect((await as(admin.token).get(`/notice/${theirs.id}`)).statusCode).toBe(404);
      expect((await as(admin.token).post(`/notice/offline/${theirs.id}`)).statusCode).toBe(404);
      expect((await as(admin.token).del(`/notice/${theirs.id}`)).statusCode).toBe(404);
      const ours = (await as(admin.token).get('/notice?maxResultCount=100')).json().items;
      expect(ours.map((i: { id: string }) => i.id)).not.toContain(theirs.id);
      expect(await activeIds(other.code)).toEqual([theirs.id]);
    });
  });
});
