import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createMember, createTenant, type TestMember } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A minimal MP4 header (ftyp box) that file-type recognises as video/mp4, padded with bytes. */
function mp4Bytes(size = 20_000): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const rest = Buffer.alloc(size - 24);
  for (let i = 0; i < rest.length; i += 1) rest[i] = i % 251;
  return Buffer.concat([ftyp, rest]);
}

describe('college: courses, lessons, progress', () => {
  let t: TestApp;
  let admin: { token: string; tenantId: string };
  let member: TestMember;
  let courseId: string;
  const lessons: string[] = [];
  let video: Buffer;

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
    video = mp4Bytes();
    const videoFile = await t.app.services.files.upload({
      tenantId: admin.tenantId,
      ownerId: null,
      fileName: 'lesson.mp4',
      bytes: video,
    });
    expect(videoFile.kind).toBe('video');
    const course = await api('POST', '/admin/college/courses', {
      title: '测试课程：相机标定',
      category: '测试分类',
      level: 'intermediate',
      summary: '标定入门',
      descriptionMd: '## 内容\n\n标定',
      isFeatured: true,
    });
    expect(course.statusCode, course.body).toBe(201);
    courseId = course.json().id;
    for (const [i, body] of [
      { title: '第一课（免费）', isFree: true, durationSeconds: 100, videoFileId: videoFile.id },
      { title: '第二课', durationSeconds: 200, videoFileId: videoFile.id },
      { title: '第三课（外部视频）', durationSeconds: 300, videoUrl: 'https://video.example.com/lesson3' },
    ].entries()) {
      const res = await api('POST', `/admin/college/courses/${courseId}/lessons`, { ...body, orderNum: i + 1 });
      expect(res.statusCode, res.body).toBe(201);
      lessons.push(res.json().id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists courses with lesson count, duration and filters', async () => {
    const res = await api('GET', '/college/courses?category=测试分类', undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      id: courseId,
      lessonCount: 3,
      freeLessonCount: 1,
      durationSeconds: 600,
      level: 'intermediate',
    });
    expect(res.json().categories).toContain('测试分类');
    expect((await api('GET', '/college/courses?level=advanced&q=相机标定', undefined, null)).json().totalCount).toBe(0);
  });

  it('locks lessons that are not free for guests and refuses their video (401)', async () => {
    const res = await api('GET', `/college/courses/${courseId}`, undefined, null);
    const body = res.json();
    expect(body.progress).toBeNull();
    expect(body.lessons.map((l: { locked: boolean }) => l.locked)).toEqual([false, true, true]);
    expect(body.lessons[0].videoUrl).toBe(`/prod-api/college/lessons/${lessons[0]}/video`);
    expect(body.lessons[1].videoUrl).toBeNull();
    expect((await api('GET', `/college/lessons/${lessons[1]}/video`, undefined, null)).statusCode).toBe(401);
    const free = await t.request({
      method: 'GET',
      url: `/prod-api/college/lessons/${lessons[0]}/video`,
      headers: { range: 'bytes=0-99' },
    });
    expect(free.statusCode).toBe(206);
    expect(free.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(free.rawPayload, video.subarray(0, 100))).toBe(0);
  });

  it('saves progress, resumes where the member left off, and completes the course', async () => {
    const detail = await api('GET', `/college/courses/${courseId}`, undefined, member.token);
    expect(detail.json().lessons.every((l: { locked: boolean }) => !l.locked)).toBe(true);
    expect(detail.json().lessons[2]).toMatchObject({
      videoKind: 'external',
      videoUrl: 'https://video.example.com/lesson3',
    });
    expect(detail.json().progress).toMatchObject({ completedLessons: 0, totalLessons: 3, resumeLessonId: lessons[0] });

    const first = await api('PUT', `/college/lessons/${lessons[0]}/progress`, { positionSeconds: 99 }, member.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().lesson.completed).toBe(true);
    const mid = await api('PUT', `/college/lessons/${lessons[1]}/progress`, { positionSeconds: 42.5 }, member.token);
    expect(mid.json().lesson).toMatchObject({ positionSeconds: 42.5, completed: false });
    expect(mid.json().course).toMatchObject({
      completedLessons: 1,
      percent: 33,
      resumeLessonId: lessons[1],
      resumePositionSeconds: 42.5,
      completed: false,
    });

    const again = await api('GET', `/college/courses/${courseId}`, undefined, member.token);
    expect(again.json().progress.resumeLessonId).toBe(lessons[1]);
    expect(again.json().lessons[1].progress.positionSeconds).toBe(42.5);

    await api('PUT', `/college/lessons/${lessons[1]}/progress`, { positionSeconds: 200 }, member.token);
    const last = await api(
      'PUT',
      `/college/lessons/${lessons[2]}/progress`,
      { positionSeconds: 10, ended: true },
      member.token,
    );
    expect(last.json().course).toMatchObject({ completedLessons: 3, percent: 100, completed: true });
    // Rewatching a finished lesson does not undo completion.
    const rewatch = await api('PUT', `/college/lessons/${lessons[0]}/progress`, { positionSeconds: 5 }, member.token);
    expect(rewatch.json().course.completed).toBe(true);

    const mine = await api('GET', '/college/my-courses', undefined, member.token);
    expect(mine.json()[0]).toMatchObject({ id: courseId, progress: { completed: true } });
    expect((await api('PUT', `/college/lessons/${lessons[0]}/progress`, { positionSeconds: 1 }, null)).statusCode).toBe(
      401,
    );
    expect(
      (await api('PUT', `/college/lessons/${lessons[0]}/progress`, { positionSeconds: -1 }, member.token)).statusCode,
    ).toBe(400);
  });

  it('validates lessons (video type, one source) and manages them, audited', async () => {
    const pdf = await t.app.services.files.upload({
      tenantId: admin.tenantId,
      ownerId: null,
      fileName: 'x.pdf',
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    expect(
      (await api('POST', `/admin/college/courses/${courseId}/lessons`, { title: '坏', videoFileId: pdf.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api('POST', `/admin/college/courses/${courseId}/lessons`, {
          title: '坏',
          videoUrl: 'javascript:alert(1)',
        })
      ).statusCode,
    ).toBe(400);
    const upd = await api('PUT', `/admin/college/lessons/${lessons[2]}`, {
      title: '第三课（改）',
      durationSeconds: 300,
      videoUrl: 'https://video.example.com/3b',
    });
    expect(upd.json().title).toBe('第三课（改）');
    const admin1 = await api('GET', `/admin/college/courses/${courseId}`);
    expect(admin1.json().lessons).toHaveLength(3);
    expect((await api('DELETE', `/admin/college/lessons/${lessons[2]}`)).statusCode).toBe(200);
    const audit = (
      await t.database.db.selectFrom('audit_logs').select('action').where('target_type', '=', 'lesson').execute()
    ).map((a) => a.action);
    expect(audit).toEqual(expect.arrayContaining(['lesson.create', 'lesson.update', 'lesson.delete']));
  });

  it('carries English course text, category names and lessons; an update without English keeps it', async () => {
    const input = {
      title: '英文测试课程',
      titleEn: 'Camera calibration',
      category: '英文测试分类',
      categoryEn: 'Calibration',
      summary: '标定入门',
      summaryEn: 'Getting started with calibration',
      descriptionMd: '## 内容',
      descriptionMdEn: '## What you will learn',
    };
    const created = await api('POST', '/admin/college/courses', input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    // A second course of the category without its English name: the category keeps the English one.
    await api('POST', '/admin/college/courses', { title: '英文测试课程二', category: '英文测试分类' });
    const lesson = await api('POST', `/admin/college/courses/${id}/lessons`, {
      title: '标定板',
      titleEn: 'Calibration targets',
      summary: '如何选择标定板',
      summaryEn: 'Choosing a calibration target',
      isFree: true,
    });
    expect(lesson.json()).toMatchObject({ titleEn: 'Calibration targets' });

    const { categoryEn: _c, summaryEn: _s, descriptionMdEn: _d, ...chinese } = input;
    expect((await api('PUT', `/admin/college/courses/${id}`, chinese)).json()).toMatchObject({
      categoryEn: 'Calibration',
      summaryEn: 'Getting started with calibration',
      descriptionMdEn: '## What you will learn',
    });
    const kept = await api('PUT', `/admin/college/lessons/${lesson.json().id}`, { title: '标定板（改）' });
    expect(kept.json()).toMatchObject({ title: '标定板（改）', titleEn: 'Calibration targets' });

    const list = (await api('GET', '/college/courses?maxResultCount=100', undefined, null)).json();
    expect(list.categoryOptions.map((o: { value: string }) => o.value)).toEqual(list.categories);
    expect(list.categoryOptions).toContainEqual({ value: '英文测试分类', nameEn: 'Calibration' });
    expect(list.items.find((c: { id: string }) => c.id === id)).toMatchObject({
      categoryEn: 'Calibration',
      summaryEn: 'Getting started with calibration',
    });
    const detail = (await api('GET', `/college/courses/${id}`, undefined, null)).json();
    expect(detail.descriptionHtmlEn).toMatch(/<h2[^>]*>What you will learn<\/h2>/);
    expect(detail.lessons[0]).toMatchObject({
      titleEn: 'Calibration targets',
      summaryEn: 'Choosing a calibration target',
    });
    const found = await api(
      'GET',
      `/search?q=${encodeURIComponent('calibration targets')}&kind=course`,
      undefined,
      null,
    );
    expect(found.json().groups[0].items.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('hides unpublished courses, refuses members on admin routes, and keeps tenants apart', async () => {
    const draft = await api('POST', '/admin/college/courses', {
      title: '草稿课程',
      category: '测试分类',
      isPublished: false,
    });
    expect((await api('GET', `/college/courses/${draft.json().id}`, undefined, null)).statusCode).toBe(404);
    expect((await api('GET', '/admin/college/courses', undefined, member.token)).statusCode).toBe(403);
    const other = await createTenant(t);
    expect(
      (await t.request({ method: 'GET', url: `/prod-api/college/courses/${courseId}`, tenant: other.code })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/admin/college/courses/${courseId}`)).statusCode).toBe(200);
    expect((await api('GET', `/college/courses/${courseId}`, undefined, null)).statusCode).toBe(404);
  });
});
