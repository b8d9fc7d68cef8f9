import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../shared/clock.js';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipart, pdfBytes, pngBytes } from '../../test/content-fixtures.js';

describe('careers: jobs and applications', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let jobId: string;
  let closingJobId: string;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });
  const fields = {
    name: '张三',
    phone: '13800138000',
    email: 'zhangsan@example.com',
    message: '期待加入',
    consent: 'true',
  };
  const apply = (id: string, f: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
    const body = multipart(f, file ? { field: 'cv', ...file } : undefined);
    return t.request({
      method: 'POST',
      url: `/prod-api/career/jobs/${id}/applications`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  beforeAll(async () => {
    clock = new ManualClock(new Date());
    t = await createTestApp({ clock });
    admin = await adminSession(t);
    member = await createMember(t);
    const job = await api('POST', '/admin/career/jobs', {
      title: '测试机器视觉工程师',
      department: '测试研发部',
      city: '测试城',
      responsibilitiesMd: '- 开发算法',
      requirementsMd: '- 熟悉 C++',
      salaryRange: '20-30K',
    });
    expect(job.statusCode, job.body).toBe(201);
    jobId = job.json().id;
    const closing = await api('POST', '/admin/career/jobs', {
      title: '测试即将截止的职位',
      department: '测试研发部',
      city: '另一城',
      responsibilitiesMd: '- 做事',
      requirementsMd: '- 能干',
      closeTime: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    closingJobId = closing.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists open jobs by department and city with the facets', async () => {
    const res = await api('GET', '/career/jobs?department=测试研发部', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(2);
    expect(res.json().departments).toContain('测试研发部');
    expect(res.json().cities).toEqual(expect.arrayContaining(['测试城', '另一城']));
    const city = await api(
      'GET',
      `/career/jobs?department=${encodeURIComponent('测试研发部')}&city=${encodeURIComponent('测试城')}`,
      undefined,
      null,
    );
    expect(city.json().items.map((j: { id: string }) => j.id)).toEqual([jobId]);
    const detail = await api('GET', `/career/jobs/${jobId}`, undefined, null);
    expect(detail.json()).toMatchObject({ isOpen: true, salaryRange: '20-30K' });
    expect(detail.json().requirementsHtml).toContain('<li>熟悉 C++</li>');
  });

  it('accepts an application with a PDF CV and lets staff download it', async () => {
    const cv = pdfBytes('my cv');
    const res = await apply(jobId, fields, { name: 'resume.pdf', bytes: cv });
    expect(res.statusCode, res.body).toBe(201);
    const list = await api('GET', `/admin/career/applications?jobId=${jobId}`);
    expect(list.json().items[0]).toMatchObject({
      name: '张三',
      email: 'zhangsan@example.com',
      status: 'new',
      jobTitle: '测试机器视觉工程师',
    });
    const appId = list.json().items[0].id;
    const file = await api('GET', `/admin/career/applications/${appId}/cv`);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, cv)).toBe(0);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await api('GET', `/admin/career/applications/${appId}/cv`, undefined, member.token)).statusCode).toBe(403);
    const upd = await api('PUT', `/admin/career/applications/${appId}`, { status: 'interview', notes: '约周三面试' });
    expect(upd.json()).toMatchObject({ status: 'interview', notes: '约周三面试' });
    expect((await api('GET', `/admin/career/jobs/${jobId}`)).json().applicationCount).toBe(1);
  });

  it('refuses a disguised CV (HTML renamed .pdf) and images with 415', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await apply(jobId, fields, { name: 'cv.pdf', bytes: html });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UnsupportedFile');
    const img = await apply(jobId, fields, { name: 'cv.pdf', bytes: await pngBytes() });
    expect(img.statusCode).toBe(415);
  });

  it('refuses the generic upload of a disguised file too (415)', async () => {
    const html = Buffer.from('<html><body>not a pdf</body></html>');
    const body = multipart({}, { field: 'file', name: 'datasheet.pdf', bytes: html, type: 'application/pdf' });
    const res = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: admin.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(415);
  });

  it('validates fields and requires consent and a CV', async () => {
    const noConsent = await apply(jobId, { ...fields, consent: 'false' }, { name: 'cv.pdf', bytes: pdfBytes() });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.validationErrors[0].members).toEqual(['consent']);
    const badEmail = await apply(jobId, { ...fields, email: 'nope' }, { name: 'cv.pdf', bytes: pdfBytes() });
    expect(badEmail.statusCode).toBe(400);
    const noCv = await apply(jobId, fields);
    expect(noCv.statusCode).toBe(400);
  });

  it('closes jobs automatically at their closing time', async () => {
    clock.advance(2 * 3_600_000);
    const list = await api('GET', '/career/jobs?department=测试研发部', undefined, null);
    expect(list.json().items.map((j: { id: string }) => j.id)).toEqual([jobId]);
    const detail = await api('GET', `/career/jobs/${closingJobId}`, undefined, null);
    expect(detail.json().isOpen).toBe(false);
    const res = await apply(closingJobId, fields, { name: 'cv.pdf', bytes: pdfBytes() });
    expect(res.statusCode).toBe(409);
    clock.advance(-2 * 3_600_000);
  });

  it('carries the English of every job text, with English filter names; an update without English keeps it', async () => {
    const input = {
      title: '英文测试职位',
      titleEn: 'Test Engineer',
      department: '英文测试部',
      departmentEn: 'Test Department',
      city: '英文测试城',
      cityEn: 'Test City',
      experience: '3 年以上',
      experienceEn: '3+ years',
      education: '本科及以上',
      educationEn: "Bachelor's degree or above",
      salaryRange: '20–30K',
      salaryRangeEn: 'CNY 20–30K',
      summary: '测试',
      summaryEn: 'Tests our cameras',
      responsibilitiesMd: '- 测试相机',
      responsibilitiesMdEn: '- Test **cameras**',
      requirementsMd: '- 细心',
      requirementsMdEn: '- Attention to detail',
      benefitsMd: '- 班车',
      benefitsMdEn: '- Shuttle bus',
    };
    const created = await api('POST', '/admin/career/jobs', input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const chinese = Object.fromEntries(Object.entries(input).filter(([k]) => k === 'titleEn' || !k.endsWith('En')));
    const kept = (await api('PUT', `/admin/career/jobs/${id}`, { ...chinese, summary: '测试相机' })).json();
    expect(kept).toMatchObject({ summary: '测试相机', summaryEn: 'Tests our cameras', cityEn: 'Test City' });
    expect(kept.benefitsMdEn).toBe('- Shuttle bus');

    const list = (await api('GET', '/career/jobs', undefined, null)).json();
    expect(list.departmentOptions.map((o: { value: string }) => o.value)).toEqual(list.departments);
    expect(list.cityOptions.map((o: { value: string }) => o.value)).toEqual(list.cities);
    expect(list.departmentOptions).toContainEqual({ value: '英文测试部', nameEn: 'Test Department' });
    expect(list.cityOptions).toContainEqual({ value: '测试城', nameEn: '' });
    expect(list.items.find((j: { id: string }) => j.id === id)).toMatchObject({
      departmentEn: 'Test Department',
      cityEn: 'Test City',
      experienceEn: '3+ years',
      educationEn: "Bachelor's degree or above",
      salaryRangeEn: 'CNY 20–30K',
      summaryEn: 'Tests our cameras',
    });
    const detail = (await api('GET', `/career/jobs/${id}`, undefined, null)).json();
    expect(detail.responsibilitiesHtmlEn).toContain('<strong>cameras</strong>');
    expect(detail.requirementsHtmlEn).toContain('<li>Attention to detail</li>');
    expect(detail.benefitsHtmlEn).toContain('<li>Shuttle bus</li>');
    const found = await api('GET', `/search?q=${encodeURIComponent('attention to detail')}&kind=job`, undefined, null);
    expect(found.json().groups[0].items.map((i: { id: string }) => i.id)).toContain(id);
    expect((await api('DELETE', `/admin/career/jobs/${id}`)).statusCode).toBe(200);
  });

  it('hides unpublished jobs, audits admin writes and keeps tenants apart', async () => {
    const current = (await api('GET', `/admin/career/jobs/${jobId}`)).json();
    await api('PUT', `/admin/career/jobs/${jobId}`, { ...current, isPublished: false });
    expect((await api('GET', `/career/jobs/${jobId}`, undefined, null)).statusCode).toBe(404);
    await api('PUT', `/admin/career/jobs/${jobId}`, { ...current, isPublished: true });
    const other = await createTenant(t);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/career/jobs/${jobId}`, tenant: other.code })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(
          'POST',
          '/admin/career/jobs',
          { title: '会员职位', department: 'x', city: 'y', responsibilitiesMd: 'a', requirementsMd: 'b' },
          member.token,
        )
      ).statusCode,
    ).toBe(403);
    const apps = await api('GET', `/admin/career/applications?jobId=${jobId}`);
    expect((await api('DELETE', `/admin/career/applications/${apps.json().items[0].id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/admin/career/jobs/${closingJobId}`)).statusCode).toBe(200);
    const audit = (
      await t.database.db
        .selectFrom('audit_logs')
        .select('action')
        .where('target_type', 'in', ['job', 'job_application'])
        .execute()
    ).map((a) => a.action);
    expect(audit).toEqual(
      expect.arrayContaining([
        'job.create',
        'job.update',
        'job.delete',
        'job_application.update',
        'job_application.delete',
      ]),
    );
  });
});
