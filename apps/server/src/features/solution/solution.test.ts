import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pdfBytes, pngBytes } from '../../test/content-fixtures.js';

describe('solutions', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let typeId: string;
  let solutionId: string;
  let modelId: string;
  let hiddenModelId: string;
  let documentId: string;

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
    const type = await api('POST', '/admin/catalog/product-types', { name: '方案测试类型' });
    const series = await api('POST', '/admin/catalog/series', { productTypeId: type.json().id, name: '方案测试系列' });
    modelId = (
      await api('POST', '/admin/catalog/models', {
        seriesId: series.json().id,
        modelNumber: 'SOL-1',
        name: '方案用相机',
      })
    ).json().id;
    hiddenModelId = (
      await api('POST', '/admin/catalog/models', {
        seriesId: series.json().id,
        modelNumber: 'SOL-2',
        name: '下架相机',
        isPublished: false,
      })
    ).json().id;
    const file = await t.app.services.files.upload({
      tenantId: admin.tenantId,
      ownerId: null,
      fileName: 'note.pdf',
      bytes: pdfBytes(),
    });
    documentId = (
      await api('POST', '/admin/downloads/documents', { title: '方案应用笔记', docType: 'app_note', fileId: file.id })
    ).json().id;
    const cover = await t.app.services.files.upload({
      tenantId: admin.tenantId,
      ownerId: null,
      fileName: 'c.png',
      bytes: await pngBytes(),
    });
    const st = await api('POST', '/admin/solutions/types', {
      name: '测试行业',
      nameEn: 'Test industry',
      coverFileId: cover.id,
    });
    expect(st.statusCode, st.body).toBe(201);
    typeId = st.json().id;
    const s = await api('POST', '/admin/solutions', {
      solutionTypeId: typeId,
      title: '薄膜表面瑕疵检测方案',
      summary: '卷材瑕疵在线检测',
      challengeMd: '速度**快**',
      approachMd: '线阵相机',
      resultsMd: '- 漏检率低',
      highlights: [{ label: '检出率', value: '99.9%' }],
      caseStudies: [{ customer: '某薄膜厂', title: '改造', summary: '效果好' }],
      productIds: [modelId, hiddenModelId],
      documentIds: [documentId],
    });
    expect(s.statusCode, s.body).toBe(201);
    solutionId = s.json().id;
    await api('POST', '/admin/solutions', { solutionTypeId: typeId, title: '未发布的方案', isPublished: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a solution type with its published solutions as cards', async () => {
    const res = await api('GET', `/solutions/types/${typeId}`, undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().solutions.map((s: { title: string }) => s.title)).toEqual(['薄膜表面瑕疵检测方案']);
    expect(res.json().solutions[0].coverUrl).toMatch(/^\/prod-api\/file\//);
    const list = await api('GET', `/solutions?solutionTypeId=${typeId}`, undefined, null);
    expect(list.json().totalCount).toBe(1);
  });

  it('shows a solution with rendered sections, products used (published only) and downloads', async () => {
    const res = await api('GET', `/solutions/${solutionId}`, undefined, null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.challengeHtml).toContain('<strong>快</strong>');
    expect(body.products.map((p: { id: string }) => p.id)).toEqual([modelId]);
    expect(body.downloads[0]).toMatchObject({
      id: documentId,
      downloadUrl: `/prod-api/downloads/documents/${documentId}/file`,
    });
    // Entries carry their English beside the Chinese, empty until staff write it.
    expect(body.highlights).toEqual([{ label: '检出率', labelEn: '', value: '99.9%', valueEn: '' }]);
    expect(body.caseStudies[0].customer).toBe('某薄膜厂');
    expect(body.solutionType).toMatchObject({ id: typeId, name: '测试行业' });
  });

  it('carries English text, rendered English sections and English entries; an update without English keeps it', async () => {
    const chinese = {
      solutionTypeId: typeId,
      title: '薄膜卷材检测方案',
      summary: '卷材瑕疵在线检测',
      challengeMd: '速度**快**',
      approachMd: '线阵相机',
      resultsMd: '- 漏检率低',
      highlights: [
        { label: '检出率', value: '99.9%' },
        { label: '速度', value: '60 m/min' },
      ],
      caseStudies: [{ customer: '某薄膜厂', title: '改造', summary: '效果好' }],
      productIds: [modelId],
      documentIds: [documentId],
    };
    const english = await api('POST', '/admin/solutions', {
      ...chinese,
      summaryEn: 'Inline inspection of film webs',
      challengeMdEn: 'The web runs **fast**',
      approachMdEn: 'Line scan cameras',
      resultsMdEn: '- Few escapes',
      highlights: [
        { label: '检出率', labelEn: 'Detection rate', value: '99.9%', valueEn: '99.9%' },
        { label: '速度', labelEn: 'Speed', value: '60 m/min', valueEn: '60 m/min' },
      ],
      caseStudies: [
        {
          customer: '某薄膜厂',
          customerEn: 'A film maker',
          title: '改造',
          titleEn: 'Retrofit',
          summary: '效果好',
          summaryEn: 'Works well',
        },
      ],
    });
    expect(english.statusCode, english.body).toBe(201);
    const id = english.json().id as string;
    const type = await api('PUT', `/admin/solutions/types/${typeId}`, {
      name: '测试行业',
      nameEn: 'Test industry',
      description: '测试',
      descriptionEn: 'For testing',
    });
    expect(type.json().descriptionEn).toBe('For testing');

    const body = (await api('GET', `/solutions/${id}`, undefined, null)).json();
    expect(body.summaryEn).toBe('Inline inspection of film webs');
    expect(body.challengeHtmlEn).toContain('<strong>fast</strong>');
    expect(body.approachHtmlEn).toContain('Line scan cameras');
    expect(body.resultsHtmlEn).toContain('<li>Few escapes</li>');
    expect(body.highlights[0]).toEqual({
      label: '检出率',
      labelEn: 'Detection rate',
      value: '99.9%',
      valueEn: '99.9%',
    });
    expect(body.caseStudies[0]).toMatchObject({
      customerEn: 'A film maker',
      titleEn: 'Retrofit',
      summaryEn: 'Works well',
    });
    expect(body.downloads[0].titleEn).toBe('');
    const card = (await api('GET', `/solutions/types/${typeId}`, undefined, null)).json();
    expect(card.descriptionEn).toBe('For testing');
    expect(card.solutions.find((c: { id: string }) => c.id === id).summaryEn).toBe('Inline inspection of film webs');

    // A console that knows no English fields: unchanged entries keep theirs, a rewritten one starts empty.
    const update = await api('PUT', `/admin/solutions/${id}`, {
      ...chinese,
      highlights: [
        { label: '检出率', value: '99.9%' },
        { label: '线速度', value: '80 m/min' },
      ],
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({
      summaryEn: 'Inline inspection of film webs',
      challengeMdEn: 'The web runs **fast**',
      highlights: [
        { label: '检出率', labelEn: 'Detection rate', value: '99.9%', valueEn: '99.9%' },
        { label: '线速度', labelEn: '', value: '80 m/min', valueEn: '' },
      ],
      caseStudies: [{ customerEn: 'A film maker', titleEn: 'Retrofit', summaryEn: 'Works well' }],
    });
    const found = await api('GET', `/search?q=${encodeURIComponent('film webs')}&kind=solution`, undefined, null);
    expect(found.json().groups[0].items.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('lists the seeded battery solution and finds it by a word inside its title', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/search?q=${encodeURIComponent('检测')}&kind=solution&maxResultCount=50`,
    });
    const titles = res.json().groups[0].items.map((i: { title: string }) => i.title);
    expect(titles).toContain('锂电极片缺陷检测方案');
    expect(titles).toContain('薄膜表面瑕疵检测方案');
  });

  it('hides unpublished solutions and types', async () => {
    const hidden = await api('GET', `/admin/solutions?filter=未发布`);
    const id = hidden.json().items[0].id;
    expect((await api('GET', `/solutions/${id}`, undefined, null)).statusCode).toBe(404);
    const current = (await api('GET', `/admin/solutions/types/${typeId}`)).json();
    await api('PUT', `/admin/solutions/types/${typeId}`, { ...current, isPublished: false });
    expect((await api('GET', `/solutions/types/${typeId}`, undefined, null)).statusCode).toBe(404);
    expect((await api('GET', `/solutions/${solutionId}`, undefined, null)).statusCode).toBe(404);
    const menu = await api('GET', '/SolutionType/ListLoadSolutionType', undefined, null);
    expect(menu.json().map((x: { id: string }) => x.id)).not.toContain(typeId);
    await api('PUT', `/admin/solutions/types/${typeId}`, { ...current, isPublished: true });
  });

  it('validates links and guards deletes; audits writes', async () => {
    const bad = await api('POST', '/admin/solutions', {
      solutionTypeId: typeId,
      title: '坏方案',
      productIds: ['nope'],
    });
    expect(bad.statusCode).toBe(400);
    const badDoc = await api('POST', '/admin/solutions', {
      solutionTypeId: typeId,
      title: '坏方案',
      documentIds: ['nope'],
    });
    expect(badDoc.statusCode).toBe(400);
    expect((await api('DELETE', `/admin/solutions/types/${typeId}`)).statusCode).toBe(409);
    const current = (await api('GET', `/admin/solutions/${solutionId}`)).json();
    const upd = await api('PUT', `/admin/solutions/${solutionId}`, { ...current, title: '薄膜表面瑕疵检测方案 V2' });
    expect(upd.json().title).toBe('薄膜表面瑕疵检测方案 V2');
    expect((await api('DELETE', `/admin/solutions/${solutionId}`)).statusCode).toBe(200);
    const actions = (
      await t.database.db.selectFrom('audit_logs').select('action').where('target_id', '=', solutionId).execute()
    ).map((a) => a.action);
    expect(actions.sort()).toEqual(['solution.create', 'solution.delete', 'solution.update']);
  });

  it('refuses members on admin endpoints and hides other tenants', async () => {
    expect((await api('GET', '/admin/solutions', undefined, member.token)).statusCode).toBe(403);
    const other = await createTenant(t);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/solutions/types/${typeId}`, tenant: other.code })).statusCode,
    ).toBe(404);
  });
});
