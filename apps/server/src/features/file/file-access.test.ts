import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAccess } from '../../db/migrations/0005-file-access.js';
import { adminSession, createMember, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { multipart as contentMultipart, pdfBytes, pngBytes, zipBytes } from '../../test/content-fixtures.js';
import { multipart } from '../../test/multipart.js';

/** A minimal MP4 (an ftyp box that file-type recognises as video/mp4), padded. */
function mp4Bytes(size = 8_000): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(size - 24, 7)]);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Files attached to downloads, lessons and job applications are served only by their own endpoints (which
 * apply members-only, publishing, free-lesson and staff checks); the generic file URL answers 404 for them.
 * Avatars and other pictures stay public.
 */
describe('file access: gated content never leaks through /prod-api/file/:id', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  const manual = pdfBytes('members-only manual');
  let manualFileId: string;
  let gatedDocumentId: string;

  const api = (
    method: 'GET' | 'HEAD' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    token: string | null = admin.token,
  ) => t.request({ method, url: `/prod-api${url}`, token, ...(body !== undefined ? { payload: body as object } : {}) });
  const upload = async (name: string, bytes: Buffer) =>
    (await t.app.services.files.upload({ tenantId: admin.tenantId, ownerId: null, fileName: name, bytes })).id;
  const generic = (fileId: string, token: string | null = null, method: 'GET' | 'HEAD' = 'GET') =>
    t.request({ method, url: `/prod-api/file/${fileId}`, token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t);
    member = await createMember(t);
    manualFileId = await upload('manual.pdf', manual);
    const doc = await api('POST', '/admin/downloads/documents', {
      title: '访问控制测试 用户手册',
      docType: 'manual',
      language: 'zh-CN',
      fileId: manualFileId,
      membersOnly: true,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    gatedDocumentId = doc.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a members-only document's file to guests and members alike, as if it did not exist", async () => {
    for (const token of [null, member.token]) {
      const res = await generic(manualFileId, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NotFound');
      expect(res.rawPayload.toString('latin1')).not.toContain('%PDF');
      expect((await generic(manualFileId, token, 'HEAD')).statusCode).toBe(404);
    }
    // Not even with a Range or a matching ETag.
    const ranged = await t.request({
      method: 'GET',
      url: `/prod-api/file/${manualFileId}`,
      headers: { range: 'bytes=0-3', 'if-none-match': `"${sha(manual)}"` },
    });
    expect(ranged.statusCode).toBe(404);
  });

  it('still delivers it through the gated document endpoint: 401 for guests, the bytes for members', async () => {
    expect((await api('GET', `/downloads/documents/${gatedDocumentId}/file`, undefined, null)).statusCode).toBe(401);
    const res = await api('GET', `/downloads/documents/${gatedDocumentId}/file`, undefined, member.token);
    expect(res.statusCode).toBe(200);
    expect(sha(res.rawPayload)).toBe(sha(manual));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('closes the generic URL when a file is attached, not before (the uploader sees a fresh upload)', async () => {
    const bytes = zipBytes(3000);
    const fileId = await upload('sdk.zip', bytes);
    expect((await generic(fileId)).statusCode).toBe(200);
    const pkg = await api('POST', '/admin/downloads/software', { name: '访问控制测试 SDK', category: 'sdk' });
    expect(pkg.statusCode, pkg.body).toBe(201);
    const v = await api('POST', `/admin/downloads/software/${pkg.json().id}/versions`, {
      version: '1.0.0',
      releaseTime: '2026-01-01T00:00:00Z',
      files: [{ fileId, os: 'linux', arch: 'x64', membersOnly: true }],
    });
    expect(v.statusCode, v.body).toBe(201);
    expect((await generic(fileId)).statusCode).toBe(404);
    expect((await generic(fileId, member.token)).statusCode).toBe(404);
    const softwareFileId = v.json().files[0].id;
    expect((await api('GET', `/downloads/software-files/${softwareFileId}/file`, undefined, null)).statusCode).toBe(
      401,
    );
    const ok = await api('GET', `/downloads/software-files/${softwareFileId}/file`, undefined, member.token);
    expect(ok.statusCode).toBe(200);
    expect(sha(ok.rawPayload)).toBe(sha(bytes));
  });

  it('keeps a document file off the generic URL when its flags change (unpublished, scheduled, public again)', async () => {
    const fileId = await upload('datasheet.pdf', pdfBytes('datasheet'));
    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const doc = await api('POST', '/admin/downloads/documents', {
      title: '访问控制测试 规格书',
      docType: 'datasheet',
      fileId,
      publishTime: future,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect((await generic(fileId)).statusCode).toBe(404);
    const updated = await api('PUT', `/admin/downloads/documents/${doc.json().id}`, {
      title: '访问控制测试 规格书',
      docType: 'datasheet',
      fileId,
      membersOnly: false,
      publishTime: t.clock.now().toISOString(),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await generic(fileId)).statusCode).toBe(404);
    // Public now: anyone downloads it, through its counted endpoint.
    expect((await api('GET', `/downloads/documents/${doc.json().id}/file`, undefined, null)).statusCode).toBe(200);
  });

  it("serves a lesson's video only through the lesson endpoint", async () => {
    const video = mp4Bytes();
    const videoFileId = await upload('lesson.mp4', video);
    const course = await api('POST', '/admin/college/courses', { title: '访问控制测试课程', category: '测试' });
    expect(course.statusCode, course.body).toBe(201);
    const lesson = await api('POST', `/admin/college/courses/${course.json().id}/lessons`, {
      title: '会员课时',
      durationSeconds: 10,
      videoFileId,
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    expect((await generic(videoFileId)).statusCode).toBe(404);
    expect((await generic(videoFileId, member.token)).statusCode).toBe(404);
    const url = `/prod-api/college/lessons/${lesson.json().id}/video`;
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    const part = await t.request({ method: 'GET', url, token: member.token, headers: { range: 'bytes=0-23' } });
    expect(part.statusCode).toBe(206);
    expect(Buffer.compare(part.rawPayload, video.subarray(0, 24))).toBe(0);
  });

  it("keeps an applicant's CV off the generic URL", async () => {
    const job = await api('POST', '/admin/career/jobs', {
      title: '访问控制测试职位',
      department: '测试部',
      city: '测试城',
      responsibilitiesMd: '- 做事',
      requirementsMd: '- 能干',
    });
    expect(job.statusCode, job.body).toBe(201);
    const body = contentMultipart(
      { name: '李四', phone: '13800138001', email: 'lisi@example.com', message: '', consent: 'true' },
      { field: 'cv', name: 'cv.pdf', bytes: pdfBytes('cv of lisi') },
    );
    const res = await t.request({
      method: 'POST',
      url: `/prod-api/career/jobs/${job.json().id}/applications`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.database.db
      .selectFrom('job_applications')
      .select(['id', 'cv_file_id'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect((await generic(row.cv_file_id)).statusCode).toBe(404);
    expect((await api('GET', `/admin/career/applications/${row.id}/cv`)).statusCode).toBe(200);
  });

  it('keeps avatars, pictures and editor images public', async () => {
    const png = await pngBytes('#22aa66');
    const body = multipart([{ name: 'file', filename: 'me.png', contentType: 'image/png', data: png }]);
    const up = await t.request({
      method: 'POST',
      url: '/prod-api/file',
      token: member.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(up.statusCode, up.body).toBe(201);
    const icon = await api('PUT', '/account/icon', { icon: up.json().id }, member.token);
    expect(icon.statusCode, icon.body).toBe(200);
    const res = await t.request({ method: 'GET', url: icon.json().icon });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(sha(res.rawPayload)).toBe(up.json().sha256);

    // Seeded pictures (product images, course covers) too, while seeded downloads and videos are restricted.
    const seeded = await t.database.db
      .selectFrom('files')
      .select(['id', 'kind', 'access'])
      .where('tenant_id', '=', admin.tenantId)
      .where('storage_key', 'like', 'seed/%')
      .execute();
    const picture = seeded.find((f) => f.kind === 'image')!;
    expect((await generic(picture.id)).statusCode).toBe(200);
    expect(seeded.filter((f) => f.kind === 'image').every((f) => f.access === 'public')).toBe(true);
    const gated = seeded.filter((f) => f.kind !== 'image');
    expect(gated.length).toBeGreaterThan(10);
    expect(gated.every((f) => f.access === 'restricted')).toBe(true);
  });

  it('marks the files already attached to content when the migration runs on an existing database', async () => {
    const db = t.database.db;
    const migration = fileAccess(t.database.kind);
    // Back to the schema before 0005, with everything attached so far, then forward again.
    await migration.down(db as unknown as Kysely<unknown>);
    await migration.up(db as unknown as Kysely<unknown>);
    const files = await db.selectFrom('files').select(['id', 'kind', 'access']).execute();
    const attached = new Set([
      ...(await db.selectFrom('software_files').select('file_id').execute()).map((r) => r.file_id),
      ...(await db.selectFrom('documents').select('file_id').execute()).map((r) => r.file_id),
      ...(await db.selectFrom('course_lessons').select('video_file_id').execute()).map((r) => r.video_file_id),
      ...(await db.selectFrom('job_applications').select('cv_file_id').execute()).map((r) => r.cv_file_id),
    ]);
    expect(files.filter((f) => attached.has(f.id)).every((f) => f.access === 'restricted')).toBe(true);
    expect(files.filter((f) => !attached.has(f.id)).every((f) => f.access === 'public')).toBe(true);
    expect((await generic(manualFileId)).statusCode).toBe(404);
  });
});
