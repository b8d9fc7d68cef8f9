import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { pdfBytes, zipBytes } from '../../test/content-fixtures.js';

describe('downloads: software versions and documents', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let packageId: string;
  let publicFileId: string;
  let gatedFileId: string;
  let zip: Buffer;
  let documentId: string;
  let gatedDocumentId: string;
  let modelId: string;
  let seriesId: string;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });
  const upload = async (name: string, bytes: Buffer) =>
    (await t.app.services.files.upload({ tenantId: admin.tenantId, ownerId: null, fileName: name, bytes })).id;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
    const type = await api('POST', '/admin/catalog/product-types', { name: '下载测试类型' });
    const series = await api('POST', '/admin/catalog/series', { productTypeId: type.json().id, name: '下载测试系列' });
    seriesId = series.json().id;
    const model = await api('POST', '/admin/catalog/models', { seriesId, modelNumber: 'DL-100', name: '下载测试型号' });
    modelId = model.json().id;

    const pkg = await api('POST', '/admin/downloads/software', {
      name: '澄镜测试 SDK',
      nameEn: 'Test SDK',
      category: 'sdk',
      summary: '用于测试的开发包',
      descriptionMd: '支持 **C++** 与 Python',
      seriesId,
    });
    expect(pkg.statusCode, pkg.body).toBe(201);
    packageId = pkg.json().id;
    zip = zipBytes(50_000);
    const zipId = await upload('sdk-win.zip', zip);
    const gatedZip = await upload('sdk-linux.zip', zipBytes(2000));
    const v1 = await api('POST', `/admin/downloads/software/${packageId}/versions`, {
      version: '1.0.0',
      releaseTime: '2025-01-10T00:00:00Z',
      releaseNotesMd: '- 首个版本',
      files: [{ fileId: await upload('old.zip', zipBytes(100)), os: 'windows', arch: 'x64' }],
    });
    expect(v1.statusCode, v1.body).toBe(201);
    const v2 = await api('POST', `/admin/downloads/software/${packageId}/versions`, {
      version: '2.1.0',
      releaseTime: '2026-03-01T08:00:00+08:00',
      releaseNotesMd: '## 新增\n- 支持 CoaXPress\n<script>x</script>',
      files: [
        { fileId: zipId, os: 'windows', arch: 'x64' },
        { fileId: gatedZip, os: 'linux', arch: 'arm64', membersOnly: true },
      ],
    });
    expect(v2.statusCode, v2.body).toBe(201);
    publicFileId = v2.json().files[0].id;
    gatedFileId = v2.json().files[1].id;
    expect(v2.json().files[0]).toMatchObject({
      size: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex'),
      fileName: 'sdk-win.zip',
    });

    const doc = await api('POST', '/admin/downloads/documents', {
      title: 'DL-100 产品规格书',
      docType: 'datasheet',
      language: 'zh-CN',
      version: 'V1.2',
      fileId: await upload('dl100.pdf', pdfBytes('datasheet')),
      modelId,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    documentId = doc.json().id;
    expect(doc.json()).toMatchObject({ seriesId, productTypeId: type.json().id, mime: 'application/pdf' });
    const gated = await api('POST', '/admin/downloads/documents', {
      title: '下载测试系列 用户手册',
      docType: 'manual',
      language: 'en',
      fileId: await upload('manual.pdf', pdfBytes('manual')),
      seriesId,
      membersOnly: true,
    });
    gatedDocumentId = gated.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists packages with their latest version first and all versions in the detail', async () => {
    const list = await api('GET', '/downloads/software?q=测试 SDK', undefined, null);
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((p: { id: string }) => p.id === packageId);
    expect(item.latest.version).toBe('2.1.0');
    expect(item.versionCount).toBe(2);
    expect(item.series.name).toBe('下载测试系列');
    expect(item.latest.releaseNotesHtml).toMatch(/<h2[^>]*>新增<\/h2>/);
    expect(item.latest.releaseNotesHtml).not.toContain('<script');
    const detail = await api('GET', `/downloads/software/${packageId}`, undefined, null);
    expect(detail.json().versions.map((v: { version: string }) => v.version)).toEqual(['2.1.0', '1.0.0']);
    expect(detail.json().descriptionHtml).toContain('<strong>C++</strong>');
    const linux = await api('GET', '/downloads/software?os=linux&category=sdk', undefined, null);
    expect(linux.json().items.map((p: { id: string }) => p.id)).toContain(packageId);
    const mac = await api('GET', '/downloads/software?os=macos&category=sdk', undefined, null);
    expect(mac.json().items.map((p: { id: string }) => p.id)).not.toContain(packageId);
  });

  it('streams a download with Content-Disposition whose SHA-256 matches, and counts it once per request', async () => {
    const res = await api('GET', `/downloads/software-files/${publicFileId}/file`, undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename="sdk-win.zip"');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(zip.length);
    const sha = createHash('sha256').update(res.rawPayload).digest('hex');
    expect(sha).toBe(createHash('sha256').update(zip).digest('hex'));
    expect(res.headers['repr-digest']).toBe(`sha-256=:${Buffer.from(sha, 'hex').toString('base64')}:`);
    await api('GET', `/downloads/software-files/${publicFileId}/file`, undefined, null);
    const detail = await api('GET', `/downloads/software/${packageId}`, undefined, null);
    const file = detail.json().versions[0].files.find((f: { id: string }) => f.id === publicFileId);
    expect(file.downloadCount).toBe(2);
    expect(detail.json().totalDownloads).toBe(2);
  });

  it('answers a Range request with 206 and exactly the requested bytes', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/downloads/software-files/${publicFileId}/file`,
      headers: { range: 'bytes=100-1099' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${zip.length}`);
    expect(Buffer.compare(res.rawPayload, zip.subarray(100, 1100))).toBe(0);
    const suffix = await t.request({
      method: 'GET',
      url: `/prod-api/downloads/software-files/${publicFileId}/file`,
      headers: { range: 'bytes=-10' },
    });
    expect(Buffer.compare(suffix.rawPayload, zip.subarray(zip.length - 10))).toBe(0);
    const bad = await t.request({
      method: 'GET',
      url: `/prod-api/downloads/software-files/${publicFileId}/file`,
      headers: { range: `bytes=${zip.length + 5}-` },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('refuses guests on members-only files with 401 and lets members download them', async () => {
    const guest = await api('GET', `/downloads/software-files/${gatedFileId}/file`, undefined, null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('Unauthorized');
    const ok = await api('GET', `/downloads/software-files/${gatedFileId}/file`, undefined, member.token);
    expect(ok.statusCode).toBe(200);
    expect((await api('GET', `/downloads/documents/${gatedDocumentId}/file`, undefined, null)).statusCode).toBe(401);
    expect((await api('GET', `/downloads/documents/${gatedDocumentId}/file`, undefined, member.token)).statusCode).toBe(
      200,
    );
  });

  it('lists documents with filters by product, type and language, and downloads them', async () => {
    const byModel = await api('GET', `/downloads/documents?modelId=${modelId}`, undefined, null);
    expect(byModel.json().items.map((d: { id: string }) => d.id)).toEqual([documentId]);
    const bySeries = await api('GET', `/downloads/documents?seriesId=${seriesId}`, undefined, null);
    expect(bySeries.json().totalCount).toBe(2);
    const en = await api('GET', `/downloads/documents?seriesId=${seriesId}&language=en`, undefined, null);
    expect(en.json().items.map((d: { docType: string }) => d.docType)).toEqual(['manual']);
    const datasheets = await api('GET', `/downloads/documents?docType=datasheet&q=DL-100`, undefined, null);
    expect(datasheets.json().items[0]).toMatchObject({
      id: documentId,
      model: { modelNumber: 'DL-100' },
      version: 'V1.2',
    });
    const file = await api('GET', `/downloads/documents/${documentId}/file`, undefined, null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('dl100.pdf');
    expect((await api('GET', `/downloads/documents/${documentId}`, undefined, null)).json().downloadCount).toBe(1);
    expect((await api('GET', '/downloads/documents?language=xx', undefined, null)).statusCode).toBe(400);
  });

  it("shows the model's documents and software on its page", async () => {
    const res = await api('GET', `/catalog/models/${modelId}`, undefined, null);
    const downloads = res.json().downloads;
    expect(downloads.map((d: { kind: string; category: string }) => `${d.kind}:${d.category}`).sort()).toEqual([
      'document:datasheet',
      'document:manual',
      'software:sdk',
      'software:sdk',
    ]);
    expect(
      downloads.find((d: { kind: string; membersOnly: boolean }) => d.kind === 'software' && d.membersOnly).title,
    ).toContain('2.1.0');
  });

  it('hides unpublished versions, packages and scheduled documents', async () => {
    const v3 = await api('POST', `/admin/downloads/software/${packageId}/versions`, {
      version: '3.0.0-beta',
      releaseTime: '2026-06-01T00:00:00Z',
      isPublished: false,
      files: [{ fileId: await upload('beta.zip', zipBytes(10)) }],
    });
    expect(v3.statusCode).toBe(201);
    expect((await api('GET', `/downloads/software/${packageId}`, undefined, null)).json().latest.version).toBe('2.1.0');
    expect(
      (await api('GET', `/downloads/software-files/${v3.json().files[0].id}/file`, undefined, null)).statusCode,
    ).toBe(404);

    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await api('POST', '/admin/downloads/documents', {
      title: '即将发布的白皮书',
      docType: 'whitepaper',
      fileId: await upload('wp.pdf', pdfBytes('wp')),
      publishTime: future,
    });
    expect(scheduled.statusCode).toBe(201);
    expect((await api('GET', `/downloads/documents/${scheduled.json().id}`, undefined, null)).statusCode).toBe(404);
    expect((await api('GET', `/downloads/documents/${scheduled.json().id}/file`, undefined, null)).statusCode).toBe(
      404,
    );
    const list = await api('GET', '/downloads/documents?docType=whitepaper', undefined, null);
    expect(list.json().items.map((d: { id: string }) => d.id)).not.toContain(scheduled.json().id);
  });

  it('keeps download counts when a version is edited with the same file, and validates versions', async () => {
    const pkg = (await api('GET', `/admin/downloads/software/${packageId}`)).json();
    const v2 = pkg.versions.find((v: { version: string }) => v.version === '2.1.0');
    const res = await api('PUT', `/admin/downloads/software-versions/${v2.id}`, {
      version: '2.1.0',
      releaseTime: v2.releaseTime,
      releaseNotesMd: '修订说明',
      files: [{ fileId: v2.files[0].fileId, os: 'windows', arch: 'x64' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files).toHaveLength(1);
    // 2 full downloads + 2 ranged (206) requests counted once each; the 416 delivered nothing.
    expect(res.json().files[0].downloadCount).toBe(4);
    const dup = await api('POST', `/admin/downloads/software/${packageId}/versions`, {
      version: '1.0.0',
      releaseTime: '2025-01-10T00:00:00Z',
      files: [{ fileId: v2.files[0].fileId }],
    });
    expect(dup.statusCode).toBe(400);
    const noFile = await api('POST', `/admin/downloads/software/${packageId}/versions`, {
      version: '9.9',
      releaseTime: '2025-01-10T00:00:00Z',
      files: [],
    });
    expect(noFile.statusCode).toBe(400);
    const missing = await api('POST', `/admin/downloads/software/${packageId}/versions`, {
      version: '9.9',
      releaseTime: '2025-01-10T00:00:00Z',
      files: [{ fileId: 'nope' }],
    });
    expect(missing.statusCode).toBe(400);
    const audit = await t.database.db
      .selectFrom('audit_logs')
      .select('action')
      .where('target_type', '=', 'software_version')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['software_version.create', 'software_version.update']),
    );
  });

  it('carries English summaries, descriptions and release notes; an update without English keeps it', async () => {
    const input = {
      name: '英文测试工具',
      nameEn: 'Calibration Tool',
      category: 'tool',
      summary: '相机标定工具',
      summaryEn: 'Camera calibration made simple',
      descriptionMd: '支持棋盘格',
      descriptionMdEn: 'Works with **checkerboard** targets',
      seriesId,
    };
    const pkg = await api('POST', '/admin/downloads/software', input);
    expect(pkg.statusCode, pkg.body).toBe(201);
    const id = pkg.json().id as string;
    const version = {
      version: '1.0.0',
      releaseTime: '2026-01-01T00:00:00Z',
      releaseNotesMd: '- 首个版本',
      releaseNotesMdEn: '- First release',
      files: [{ fileId: await upload('calib.zip', zipBytes(300)), os: 'windows', arch: 'x64' }],
    };
    const v = await api('POST', `/admin/downloads/software/${id}/versions`, version);
    expect(v.statusCode, v.body).toBe(201);
    expect(v.json().releaseNotesMdEn).toBe('- First release');

    // A console that knows no English fields yet.
    const { summaryEn: _summaryEn, descriptionMdEn: _descriptionMdEn, ...chinese } = input;
    expect((await api('PUT', `/admin/downloads/software/${id}`, chinese)).json()).toMatchObject({
      summaryEn: 'Camera calibration made simple',
      descriptionMdEn: 'Works with **checkerboard** targets',
    });
    const { releaseNotesMdEn: _notes, ...chineseVersion } = version;
    const kept = await api('PUT', `/admin/downloads/software-versions/${v.json().id}`, {
      ...chineseVersion,
      files: [{ fileId: v.json().files[0].fileId, os: 'windows', arch: 'x64' }],
    });
    expect(kept.json().releaseNotesMdEn).toBe('- First release');

    const list = await api('GET', `/downloads/software?q=${encodeURIComponent('calibration made')}`, undefined, null);
    const item = list.json().items.find((p: { id: string }) => p.id === id);
    expect(item).toMatchObject({ summary: '相机标定工具', summaryEn: 'Camera calibration made simple' });
    expect(item.latest.releaseNotesHtmlEn).toContain('<li>First release</li>');
    const detail = (await api('GET', `/downloads/software/${id}`, undefined, null)).json();
    expect(detail.descriptionHtmlEn).toContain('<strong>checkerboard</strong>');

    const doc = (await api('GET', `/admin/downloads/documents/${documentId}`)).json();
    const updated = await api('PUT', `/admin/downloads/documents/${documentId}`, {
      title: doc.title,
      docType: doc.docType,
      language: doc.language,
      version: doc.version,
      fileId: doc.fileId,
      modelId,
      summary: '详细参数',
      summaryEn: 'Full specifications',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const publicDoc = (await api('GET', `/downloads/documents/${documentId}`, undefined, null)).json();
    expect(publicDoc).toMatchObject({ summaryEn: 'Full specifications', model: { id: modelId, nameEn: '' } });
    const model = (await api('GET', `/catalog/models/${modelId}`, undefined, null)).json();
    const titles = model.downloads.map((d: { titleEn: string }) => d.titleEn);
    expect(titles).toContain('Calibration Tool 1.0.0 (windows/x64)');
    const found = await api('GET', `/search?q=${encodeURIComponent('checkerboard')}&kind=software`, undefined, null);
    const hit = found.json().groups[0].items.find((i: { id: string }) => i.id === id);
    // The hit leads to the downloads filtered by the package's name, at its card: a page that lists it.
    expect(hit.url).toBe(`/serviceSupport/softwareDownload?q=${encodeURIComponent('英文测试工具')}#pkg-${id}`);
    const listed = await api('GET', `/downloads/software?q=${encodeURIComponent('英文测试工具')}`, undefined, null);
    expect(listed.json().items.map((i: { id: string }) => i.id)).toEqual([id]);

    const docs = await api('GET', `/search?q=${encodeURIComponent('产品规格书')}&kind=document`, undefined, null);
    const docHit = docs.json().groups[0].items.find((i: { id: string }) => i.id === documentId);
    const title = (await api('GET', `/downloads/documents/${documentId}`, undefined, null)).json().title as string;
    expect(docHit.url).toBe(`/serviceSupport/documentDownload?${new URLSearchParams({ q: title })}`);
    const docList = await api('GET', `/downloads/documents?q=${encodeURIComponent(title)}`, undefined, null);
    expect(docList.json().items.map((i: { id: string }) => i.id)).toContain(documentId);
  });

  it('deletes versions, documents and packages (admin)', async () => {
    const pkg = (await api('GET', `/admin/downloads/software/${packageId}`)).json();
    const v1 = pkg.versions.find((v: { version: string }) => v.version === '1.0.0');
    expect((await api('DELETE', `/admin/downloads/software-versions/${v1.id}`)).statusCode).toBe(200);
    expect(
      (await api('GET', `/downloads/software/${packageId}`, undefined, null))
        .json()
        .versions.map((v: { version: string }) => v.version),
    ).toEqual(['2.1.0']);
    const list = await api('GET', '/admin/downloads/documents?filter=规格书');
    expect(list.json().items.map((d: { id: string }) => d.id)).toContain(documentId);
    expect((await api('DELETE', `/admin/downloads/documents/${documentId}`)).statusCode).toBe(200);
    expect((await api('GET', `/downloads/documents/${documentId}`, undefined, null)).statusCode).toBe(404);
    expect((await api('DELETE', `/admin/downloads/software/${packageId}`)).statusCode).toBe(200);
    expect((await api('GET', `/downloads/software/${packageId}`, undefined, null)).statusCode).toBe(404);
  });

  it('refuses members on admin endpoints and hides data from other tenants', async () => {
    expect((await api('GET', '/admin/downloads/software', undefined, member.token)).statusCode).toBe(403);
    expect(
      (await api('POST', '/admin/downloads/documents', { title: 'x', docType: 'other', fileId: 'x' }, member.token))
        .statusCode,
    ).toBe(403);
    const other = await createTenant(t);
    const res = await t.request({
      method: 'GET',
      url: `/prod-api/downloads/documents/${gatedDocumentId}`,
      tenant: other.code,
    });
    expect(res.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/prod-api/downloads/documents', tenant: other.code });
    expect(list.json().totalCount).toBe(0);
  });
});
