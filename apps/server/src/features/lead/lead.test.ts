import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../shared/ids.js';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('contact forms and the leads inbox', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
    ip?: string,
  ) =>
    t.request({
      method,
      url: `/prod-api${url}`,
      token,
      ...(ip ? { remoteAddress: ip } : {}),
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  async function captcha(answer = 'AbCd', expiresInMs = 300_000): Promise<{ uuid: string; code: string }> {
    const uuid = newId();
    await t.database.db
      .insertInto('captcha_challenges')
      .values({
        id: uuid,
        answer: answer.toLowerCase(),
        expires_at: new Date(t.clock.now().getTime() + expiresInMs).toISOString(),
        consumed_at: null,
      })
      .execute();
    return { uuid, code: answer };
  }
  const sales = {
    name: '李四',
    company: '某某自动化有限公司',
    phone: '13900001111',
    email: 'lisi@example.com',
    region: '华东',
    productInterest: '面阵相机',
    message: '需要 5MP GigE 相机 20 台，请报价',
    consent: true,
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts a sales lead with a right captcha (case-insensitive) and lists it in the inbox', async () => {
    const c = await captcha('XyZw');
    const res = await api('POST', '/leads/sales', { ...sales, uuid: c.uuid, code: 'xyzw' }, null, '198.51.100.1');
    expect(res.statusCode, res.body).toBe(201);
    const inbox = await api('GET', '/admin/leads?kind=sales');
    expect(inbox.json().items[0]).toMatchObject({
      name: '李四',
      company: '某某自动化有限公司',
      status: 'new',
      region: '华东',
    });
    expect(inbox.json().newCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a wrong, reused or expired captcha with 403 验证码错误', async () => {
    const c = await captcha();
    const wrong = await api('POST', '/leads/sales', { ...sales, uuid: c.uuid, code: 'nope' }, null, '198.51.100.2');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'CaptchaWrong', message: '验证码错误' });
    const reused = await api('POST', '/leads/sales', { ...sales, uuid: c.uuid, code: c.code }, null, '198.51.100.2');
    expect(reused.statusCode).toBe(403);
    const old = await captcha('abcd', -1000);
    expect(
      (await api('POST', '/leads/sales', { ...sales, uuid: old.uuid, code: 'abcd' }, null, '198.51.100.2')).statusCode,
    ).toBe(403);
  });

  it('validates the form (consent, email, message)', async () => {
    const c = await captcha();
    const res = await api(
      'POST',
      '/leads/sales',
      { ...sales, consent: false, email: 'x', uuid: c.uuid, code: c.code },
      null,
      '198.51.100.3',
    );
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.map((e: { members: string[] }) => e.members[0]);
    expect(members).toEqual(expect.arrayContaining(['consent', 'email']));
  });

  it('rate-limits submissions per IP', async () => {
    let last = 0;
    for (let i = 0; i < 6; i += 1) {
      const c = await captcha();
      last = (
        await api(
          'POST',
          '/leads/feedback',
          { name: '王五', email: 'w@example.com', message: '网站很好用，建议增加英文版', ...c },
          null,
          '198.51.100.9',
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('takes feedback from /contact, and staff set status and notes (audited)', async () => {
    const c = await captcha();
    const res = await api(
      'POST',
      '/leads/feedback',
      { name: '赵六', phone: '13700002222', message: '下载页面打不开', ...c },
      null,
      '198.51.100.4',
    );
    expect(res.statusCode, res.body).toBe(201);
    const inbox = await api('GET', '/admin/leads?kind=feedback&filter=下载页面');
    const lead = inbox.json().items[0];
    expect(lead).toMatchObject({ kind: 'feedback', phone: '13700002222' });
    const upd = await api('PUT', `/admin/leads/${lead.id}`, { status: 'contacted', notes: '已电话回复' });
    expect(upd.json()).toMatchObject({ status: 'contacted', notes: '已电话回复' });
    expect((await api('GET', `/admin/leads/${lead.id}`)).json().status).toBe('contacted');
    expect((await api('GET', '/admin/leads?status=contacted')).json().totalCount).toBe(1);
    expect((await api('DELETE', `/admin/leads/${lead.id}`)).statusCode).toBe(200);
    const audit = (
      await t.database.db.selectFrom('audit_logs').select('action').where('target_id', '=', lead.id).execute()
    ).map((a) => a.action);
    expect(audit.sort()).toEqual(['lead.delete', 'lead.update']);
    // E-mail and phone are optional, left out or left blank (a form posts empty fields as empty text).
    for (const contact of [{}, { email: '', phone: '  ' }]) {
      const noContact = await api(
        'POST',
        '/leads/feedback',
        { name: '匿名', message: '没有留联系方式的反馈', ...contact, ...(await captcha()) },
        null,
        '198.51.100.5',
      );
      expect(noContact.statusCode, noContact.body).toBe(201);
    }
    const bad = await api(
      'POST',
      '/leads/feedback',
      { name: '匿名', email: 'not-an-address', message: '留了一个写错的邮箱', ...(await captcha()) },
      null,
      '198.51.100.5',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses members on the inbox and keeps tenants apart', async () => {
    expect((await api('GET', '/admin/leads', undefined, member.token)).statusCode).toBe(403);
    expect((await api('GET', '/admin/leads', undefined, null)).statusCode).toBe(401);
    const other = await createTenant(t);
    const res = await t.request({
      method: 'GET',
      url: '/prod-api/admin/leads',
      token: admin.token,
      tenant: other.code,
    });
    // The admin's session belongs to the default tenant: in another tenant it is no session at all.
    expect(res.statusCode).toBe(401);
  });
});
