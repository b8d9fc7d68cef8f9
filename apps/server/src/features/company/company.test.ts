import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('company information', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the seeded sections in order, with timeline, honours and offices', async () => {
    const res = await api('GET', '/company', undefined, null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sections.map((s: { kind: string }) => s.kind)).toEqual([
      'intro',
      'history',
      'honours',
      'culture',
      'offices',
    ]);
    expect(body.sections[0].contentHtml).toContain('<p>');
    expect(body.sections[1].timeline.length).toBeGreaterThan(3);
    expect(body.sections[2].honours[0]).toHaveProperty('issuer');
    expect(body.offices.find((o: { isHeadquarters: boolean }) => o.isHeadquarters).phone).toBeTruthy();
  });

  it('shows the English of sections and entries; an update without English keeps what still matches', async () => {
    const body = (await api('GET', '/company', undefined, null)).json();
    const intro = body.sections.find((s: { kind: string }) => s.kind === 'intro');
    expect(intro.contentHtmlEn).toContain('ClearSight Vision');
    const history = body.sections.find((s: { kind: string }) => s.kind === 'history');
    expect(history.timeline[0]).toMatchObject({ year: '2012', titleEn: 'Company founded' });
    const honours = body.sections.find((s: { kind: string }) => s.kind === 'honours');
    expect(honours.honours[0].issuerEn).toBe('Ministry of Industry and Information Technology');
    const hq = body.offices.find((o: { isHeadquarters: boolean }) => o.isHeadquarters);
    expect(hq).toMatchObject({ nameEn: 'Hangzhou HQ', hoursEn: 'Monday to Friday, 8:30–18:00' });
    expect(hq.addressEn).toContain('Hangzhou');

    // A console that knows no English fields: the entries come back without them, one address rewritten.
    const section = (await api('GET', '/admin/company/sections?filter=Offices')).json().items[0];
    expect(section.kind).toBe('offices');
    const chineseOnly = (o: Record<string, unknown>) => {
      const { addressEn: _a, hoursEn: _h, ...rest } = o;
      return rest;
    };
    const offices = (section.offices as Array<Record<string, unknown>>).map(chineseOnly);
    offices[1] = { ...offices[1], address: '广东省深圳市南山区科技园新址' };
    const res = await api('PUT', `/admin/company/sections/${section.id}`, {
      kind: section.kind,
      title: section.title,
      titleEn: section.titleEn,
      contentMd: section.contentMd,
      offices,
      orderNum: section.orderNum,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.contentMdEn).toBe(section.contentMdEn);
    expect(saved.offices[0]).toMatchObject({
      addressEn: section.offices[0].addressEn,
      hoursEn: section.offices[0].hoursEn,
    });
    expect(saved.offices[1]).toMatchObject({ addressEn: '', hoursEn: '' });
  });

  it('lets staff add, edit, unpublish and delete sections (audited); members are refused', async () => {
    const created = await api('POST', '/admin/company/sections', {
      kind: 'custom',
      title: '社会责任',
      contentMd: '我们支持**青少年科技教育**。<script>x</script>',
      orderNum: 99,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    let pub = await api('GET', '/company', undefined, null);
    const section = pub.json().sections.find((s: { id: string }) => s.id === id);
    expect(section.contentHtml).toContain('<strong>青少年科技教育</strong>');
    expect(section.contentHtml).not.toContain('<script');
    await api('PUT', `/admin/company/sections/${id}`, { ...(created.json() as object), isPublished: false });
    pub = await api('GET', '/company', undefined, null);
    expect(pub.json().sections.map((s: { id: string }) => s.id)).not.toContain(id);
    const badOffice = await api('POST', '/admin/company/sections', {
      kind: 'offices',
      title: '办公室',
      offices: [{ name: '', address: '' }],
    });
    expect(badOffice.statusCode).toBe(400);
    expect((await api('DELETE', `/admin/company/sections/${id}`)).statusCode).toBe(200);
    const audit = (
      await t.database.db.selectFrom('audit_logs').select('action').where('target_id', '=', id).execute()
    ).map((a) => a.action);
    expect(audit.sort()).toEqual(['company_section.create', 'company_section.delete', 'company_section.update']);
    expect((await api('GET', '/admin/company/sections', undefined, member.token)).statusCode).toBe(403);
    expect((await api('GET', '/admin/company/sections')).json().totalCount).toBe(5);
  });

  it('keeps tenants apart', async () => {
    const other = await createTenant(t);
    const res = await t.request({ method: 'GET', url: '/prod-api/company', tenant: other.code });
    expect(res.json()).toEqual({ sections: [], offices: [], lastModificationTime: null });
  });
});
