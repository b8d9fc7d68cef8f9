import type {
  AdminCourse,
  AdminCourseQuery,
  AdminLesson,
  CourseCard,
  CourseDetail,
  CourseInput,
  CourseListQuery,
  CourseProgress,
  LessonInput,
  LessonItem,
  LessonProgressInput,
  ModelRef,
} from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { auditedCrud, type Audit } from '../../shared/audit.js';
import type { Clock } from '../../shared/clock.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { Transactor, Tx } from '../../shared/transaction.js';
import { englishOf, fileUrl } from '@clearsight/contracts';
import { markdownToText, renderMarkdownHtml } from '../../shared/markdown.js';
import type { FileService } from '../file/file.service.js';
import type { SearchEntry, SearchIndex } from '../search/search.service.js';
import type { CollegeRepository, CourseRow, LessonRow, ProgressRow } from './college.repository.js';
import { courseHref } from '@clearsight/contracts';

type CourseForm = z.infer<typeof CourseInput>;
type LessonForm = z.infer<typeof LessonInput>;

/** Within this many seconds of the end a lesson counts as watched to the end. */
const END_TOLERANCE = 3;

export const lessonVideoUrl = (id: string) => `/prod-api/college/lessons/${id}/video`;
export const lessonCaptionsUrl = (id: string, lang: string) => `/prod-api/college/lessons/${id}/captions/${lang}`;

export function createCollegeService(deps: {
  repo: CollegeRepository;
  clock: Clock;
  audit: Audit;
  transactor: Transactor;
  files: FileService;
  search: SearchIndex;
  modelRefs: (tenantId: string, ids: string[]) => Promise<ModelRef[]>;
  /** Whether every id is an existing model (catalogue), read in the unit of work `tx` when given. */
  modelsExist: (tenantId: string, ids: string[], tx?: Tx | null) => Promise<boolean>;
}) {
  const { repo, clock, files, search, transactor } = deps;
  const now = () => clock.now().toISOString();

  function card(c: CourseRow, lessons: LessonRow[]): CourseCard {
    const own = lessons.filter((l) => l.courseId === c.id);
    return {
      id: c.id,
      title: c.title,
      titleEn: c.titleEn,
      category: c.category,
      categoryEn: c.categoryEn,
      level: c.level,
      summary: c.summary,
      summaryEn: c.summaryEn,
      coverUrl: fileUrl(c.coverFileId),
      lessonCount: own.length,
      freeLessonCount: own.filter((l) => l.isFree).length,
      durationSeconds: own.reduce((a, l) => a + l.durationSeconds, 0),
      isFeatured: c.isFeatured,
      publishTime: c.createdAt,
    };
  }

  function summarise(lessons: LessonRow[], progress: ProgressRow[]): CourseProgress {
    const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
    const completed = lessons.filter((l) => byLesson.get(l.id)?.completed).length;
    const lastUnfinished = progress.find((p) => !p.completed && lessons.some((l) => l.id === p.lessonId));
    const firstUnfinished = lessons.find((l) => !byLesson.get(l.id)?.completed);
    const resume = lastUnfinished ? lastUnfinished.lessonId : (firstUnfinished?.id ?? null);
    return {
      completedLessons: completed,
      totalLessons: lessons.length,
      percent: lessons.length === 0 ? 0 : Math.round((completed / lessons.length) * 100),
      completed: lessons.length > 0 && completed === lessons.length,
      resumeLessonId: resume,
      resumePositionSeconds: resume ? (byLesson.get(resume)?.positionSeconds ?? 0) : 0,
      lastWatchedTime: progress[0]?.updatedAt ?? null,
    };
  }

  const adminLesson = (l: LessonRow): AdminLesson => ({
    id: l.id,
    courseId: l.courseId,
    title: l.title,
    titleEn: l.titleEn,
    summary: l.summary,
    summaryEn: l.summaryEn,
    orderNum: l.orderNum,
    videoFileId: l.videoFileId,
    videoUrl: l.videoUrl,
    durationSeconds: l.durationSeconds,
    isFree: l.isFree,
    creationTime: l.createdAt,
    lastModificationTime: l.updatedAt,
  });
  async function adminCourse(tenantId: string, c: CourseRow, tx?: Tx | null): Promise<AdminCourse> {
    const lessons = await repo.lessonsOf(tenantId, [c.id], tx);
    return {
      id: c.id,
      title: c.title,
      titleEn: c.titleEn,
      category: c.category,
      categoryEn: c.categoryEn,
      level: c.level,
      summary: c.summary,
      summaryEn: c.summaryEn,
      descriptionMd: c.descriptionMd,
      descriptionMdEn: c.descriptionMdEn,
      coverFileId: c.coverFileId,
      coverUrl: fileUrl(c.coverFileId),
      relatedModelIds: c.relatedModelIds,
      isFeatured: c.isFeatured,
      orderNum: c.orderNum,
      isPublished: c.isPublished,
      lessons: lessons.map(adminLesson),
      durationSeconds: lessons.reduce((a, l) => a + l.durationSeconds, 0),
      creationTime: c.createdAt,
      lastModificationTime: c.updatedAt,
    };
  }

  const entry = (c: CourseRow, lessons: LessonRow[]): SearchEntry => ({
    kind: 'course',
    id: c.id,
    tenantId: c.tenantId,
    title: c.title,
    body: [c.summary, markdownToText(c.descriptionMd), lessons.map((l) => l.title).join(' ')].filter(Boolean).join(' '),
    titleEn: c.titleEn,
    bodyEn: [c.summaryEn, markdownToText(c.descriptionMdEn), lessons.map((l) => l.titleEn).join(' ')]
      .filter((part) => part.trim() !== '')
      .join(' '),
    keywords: [c.category, c.categoryEn].filter(Boolean).join(' '),
    url: courseHref(c.id),
    updatedAt: c.updatedAt,
  });
  /** Brings the course's search entry up to date, in the unit of work of the change. */
  async function reindex(tx: Tx, tenantId: string, courseId: string) {
    const c = await repo.findCourse(tenantId, courseId, tx);
    if (c?.isPublished) await search.upsert(entry(c, await repo.lessonsOf(tenantId, [c.id], tx)), tx);
    else await search.remove({ kind: 'course', id: courseId, tenantId }, tx);
  }

  async function publicCourse(tenantId: string, id: string): Promise<CourseRow> {
    const c = await repo.findCourse(tenantId, id);
    if (!c || !c.isPublished) throw AppError.notFound('课程不存在或已下架');
    return c;
  }
  async function publicLesson(tenantId: string, id: string) {
    const lesson = await repo.findLesson(tenantId, id);
    const course = lesson ? await repo.findCourse(tenantId, lesson.courseId) : undefined;
    if (!lesson || !course?.isPublished) throw AppError.notFound('课时不存在或已下架');
    return { lesson, course };
  }

  async function saveCourse(
    tx: Tx,
    ctx: RequestContext,
    existing: CourseRow | null,
    input: CourseForm,
  ): Promise<AdminCourse> {
    if (input.coverFileId) {
      const f = await files.find(ctx.tenantId, input.coverFileId, tx);
      if (!f || f.kind !== 'image') throw AppError.field('coverFileId', '封面图片不存在，请重新上传');
    }
    const related = [...new Set(input.relatedModelIds)];
    if (!(await deps.modelsExist(ctx.tenantId, related, tx)))
      throw AppError.field('relatedModelIds', '关联产品中有不存在的型号');
    // English a client leaves out stays as stored.
    const english = englishOf(['categoryEn', 'summaryEn', 'descriptionMdEn'], input, existing);
    const row: CourseRow = {
      id: existing?.id ?? newId(),
      tenantId: ctx.tenantId,
      ...input,
      ...english,
      relatedModelIds: related,
      descriptionHtml: renderMarkdownHtml(input.descriptionMd),
      descriptionHtmlEn: renderMarkdownHtml(english.descriptionMdEn),
      createdAt: existing?.createdAt ?? now(),
      updatedAt: now(),
    };
    if (existing) await repo.updateCourse(row, tx);
    else await repo.insertCourse(row, tx);
    await reindex(tx, ctx.tenantId, row.id);
    return adminCourse(ctx.tenantId, row, tx);
  }

  async function validateLesson(tx: Tx, tenantId: string, input: LessonForm) {
    if (input.videoFileId) {
      const f = await files.find(tenantId, input.videoFileId, tx);
      if (!f || f.kind !== 'video') throw AppError.field('videoFileId', '视频文件不存在或不是 MP4/WebM 视频');
    }
    if (input.videoFileId && input.videoUrl) throw AppError.field('videoUrl', '上传的视频和外部视频链接只能二选一');
  }
  /** An uploaded lesson video is served only by the lesson video endpoint (free, or signed in) from now on. */
  async function restrictVideo(tx: Tx, tenantId: string, input: LessonForm) {
    if (input.videoFileId) await files.restrict(tenantId, [input.videoFileId], tx);
  }

  return {
    async list(tenantId: string, query: z.infer<typeof CourseListQuery>) {
      const featured = query.featured === undefined ? undefined : query.featured === 'true';
      const [page, categories] = await Promise.all([
        repo.listCourses(
          tenantId,
          { q: query.q, category: query.category, level: query.level, featured, publishedOnly: true },
          { offset: query.skipCount, limit: query.maxResultCount },
        ),
        repo.categories(tenantId),
      ]);
      const lessons = await repo.lessonsOf(
        tenantId,
        page.items.map((c) => c.id),
      );
      return {
        items: page.items.map((c) => card(c, lessons)),
        totalCount: page.totalCount,
        categories: categories.map((c) => c.value),
        categoryOptions: categories,
      };
    },
    async featured(tenantId: string, limit: number): Promise<CourseCard[]> {
      const page = await repo.listCourses(tenantId, { featured: true, publishedOnly: true }, { offset: 0, limit });
      const lessons = await repo.lessonsOf(
        tenantId,
        page.items.map((c) => c.id),
      );
      return page.items.map((c) => card(c, lessons));
    },
    async detail(tenantId: string, id: string, user: SessionUser | null): Promise<CourseDetail> {
      const c = await publicCourse(tenantId, id);
      const [lessons, progress, relatedModels] = await Promise.all([
        repo.lessonsOf(tenantId, [c.id]),
        user ? repo.progressOf(tenantId, user.id, [c.id]) : Promise.resolve([]),
        deps.modelRefs(tenantId, c.relatedModelIds),
      ]);
      const captions = await repo.captionsOf(
        tenantId,
        lessons.flatMap((l) => (l.videoFileId ? [l.videoFileId] : [])),
      );
      const byLesson = new Map(progress.map((p) => [p.lessonId, p]));
      const items: LessonItem[] = lessons.map((l) => {
        const locked = !l.isFree && !user;
        const kind = l.videoFileId ? 'file' : l.videoUrl ? 'external' : null;
        const p = byLesson.get(l.id);
        return {
          id: l.id,
          title: l.title,
          titleEn: l.titleEn,
          summary: l.summary,
          summaryEn: l.summaryEn,
          orderNum: l.orderNum,
          durationSeconds: l.durationSeconds,
          isFree: l.isFree,
          locked,
          videoKind: kind,
          videoUrl: locked || !kind ? null : kind === 'file' ? lessonVideoUrl(l.id) : l.videoUrl,
          captions:
            locked || kind !== 'file' || !l.videoFileId
              ? []
              : (captions.get(l.videoFileId) ?? []).map((t) => ({
                  lang: t.lang,
                  url: lessonCaptionsUrl(l.id, t.lang),
                })),
          progress: p
            ? { positionSeconds: p.positionSeconds, completed: p.completed, lastWatchedTime: p.updatedAt }
            : null,
        };
      });
      return {
        ...card(c, lessons),
        descriptionHtml: c.descriptionHtml,
        descriptionHtmlEn: c.descriptionHtmlEn,
        relatedModels,
        lessons: items,
        progress: user ? summarise(lessons, progress) : null,
        lastModificationTime: c.updatedAt,
      };
    },
    async saveProgress(
      ctx: RequestContext,
      user: SessionUser,
      lessonId: string,
      body: z.infer<typeof LessonProgressInput>,
    ) {
      const { lesson, course } = await publicLesson(ctx.tenantId, lessonId);
      const existing = (await repo.progressOf(ctx.tenantId, user.id, [course.id])).find((p) => p.lessonId === lessonId);
      const duration = lesson.durationSeconds > 0 ? lesson.durationSeconds : (body.durationSeconds ?? 0);
      const position = duration > 0 ? Math.min(body.positionSeconds, duration) : body.positionSeconds;
      const reachedEnd = body.ended || (duration > 0 && position >= duration - END_TOLERANCE);
      const completed = existing?.completed || reachedEnd;
      const at = now();
      const row: ProgressRow = {
        userId: user.id,
        lessonId,
        courseId: course.id,
        // Watched to the end: resume from the start next time.
        positionSeconds: reachedEnd ? 0 : position,
        completed,
        completedAt: existing?.completedAt ?? (completed ? at : null),
        updatedAt: at,
      };
      await repo.saveProgress(ctx.tenantId, row);
      const [lessons, progress] = await Promise.all([
        repo.lessonsOf(ctx.tenantId, [course.id]),
        repo.progressOf(ctx.tenantId, user.id, [course.id]),
      ]);
      return {
        lesson: { positionSeconds: row.positionSeconds, completed: row.completed, lastWatchedTime: at },
        course: summarise(lessons, progress),
      };
    },
    /** The uploaded video of a lesson, after the free/member check. */
    async lessonVideo(tenantId: string, lessonId: string, user: SessionUser | null) {
      const { lesson } = await publicLesson(tenantId, lessonId);
      if (!lesson.isFree && !user) throw AppError.unauthorized('该课时需要登录后观看');
      const stored = lesson.videoFileId ? await files.find(tenantId, lesson.videoFileId) : undefined;
      if (!stored) throw AppError.notFound('该课时没有上传视频');
      return stored;
    },
    /** A lesson video's caption track in one language, after the same check as the video. */
    async lessonCaptions(tenantId: string, lessonId: string, lang: 'zh-CN' | 'en', user: SessionUser | null) {
      const { lesson } = await publicLesson(tenantId, lessonId);
      if (!lesson.isFree && !user) throw AppError.unauthorized('该课时需要登录后观看');
      const track = lesson.videoFileId
        ? (await repo.captionsOf(tenantId, [lesson.videoFileId])).get(lesson.videoFileId)?.find((t) => t.lang === lang)
        : undefined;
      const stored = track ? await files.find(tenantId, track.fileId) : undefined;
      if (!stored) throw AppError.notFound('该课时没有这种语言的字幕');
      return stored;
    },
    async myCourses(tenantId: string, user: SessionUser) {
      const progress = await repo.progressOf(tenantId, user.id);
      const courseIds = [...new Set(progress.map((p) => p.courseId))];
      const courses = (await repo.coursesByIds(tenantId, courseIds)).filter((c) => c.isPublished);
      const lessons = await repo.lessonsOf(
        tenantId,
        courses.map((c) => c.id),
      );
      return courseIds
        .map((id) => courses.find((c) => c.id === id))
        .filter((c): c is CourseRow => !!c)
        .map((c) => ({
          ...card(c, lessons),
          progress: summarise(
            lessons.filter((l) => l.courseId === c.id),
            progress.filter((p) => p.courseId === c.id),
          ),
        }));
    },
    async searchEntries(tenantId: string): Promise<SearchEntry[]> {
      const page = await repo.listCourses(tenantId, { publishedOnly: true }, { offset: 0, limit: 100_000 });
      const lessons = await repo.lessonsOf(
        tenantId,
        page.items.map((c) => c.id),
      );
      return page.items.map((c) =>
        entry(
          c,
          lessons.filter((l) => l.courseId === c.id),
        ),
      );
    },
    async sitemap(tenantId: string) {
      const page = await repo.listCourses(tenantId, { publishedOnly: true }, { offset: 0, limit: 100_000 });
      return page.items.map((c) => ({ id: c.id, updatedAt: c.updatedAt }));
    },
    courses: auditedCrud(
      {
        async list(ctx: RequestContext, query: z.infer<typeof AdminCourseQuery>) {
          const page = await repo.listCourses(
            ctx.tenantId,
            { q: query.filter, category: query.category, publishedOnly: false },
            { offset: query.skipCount, limit: query.maxResultCount },
          );
          return {
            items: await Promise.all(page.items.map((c) => adminCourse(ctx.tenantId, c))),
            totalCount: page.totalCount,
          };
        },
        async get(ctx: RequestContext, id: string, tx?: Tx) {
          const c = await repo.findCourse(ctx.tenantId, id, tx);
          return c ? adminCourse(ctx.tenantId, c, tx) : undefined;
        },
        create: (tx: Tx, ctx: RequestContext, input: CourseForm) => saveCourse(tx, ctx, null, input),
        async update(tx: Tx, ctx: RequestContext, id: string, input: CourseForm) {
          const existing = await repo.findCourse(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('课程不存在');
          return saveCourse(tx, ctx, existing, input);
        },
        async remove(tx: Tx, ctx: RequestContext, id: string) {
          await repo.deleteCourse(tx, ctx.tenantId, id);
          await search.remove({ kind: 'course', id, tenantId: ctx.tenantId }, tx);
        },
      },
      { audit: deps.audit, transactor },
      { targetType: 'course', notFound: '课程不存在' },
    ),
    lessons: {
      async create(ctx: RequestContext, courseId: string, input: LessonForm): Promise<AdminLesson> {
        return transactor.run(async (tx) => {
          if (!(await repo.findCourse(ctx.tenantId, courseId, tx))) throw AppError.notFound('课程不存在');
          await validateLesson(tx, ctx.tenantId, input);
          await restrictVideo(tx, ctx.tenantId, input);
          const row: LessonRow = {
            id: newId(),
            tenantId: ctx.tenantId,
            courseId,
            ...input,
            ...englishOf(['titleEn', 'summaryEn'], input),
            createdAt: now(),
            updatedAt: now(),
          };
          await repo.insertLesson(row, tx);
          await reindex(tx, ctx.tenantId, courseId);
          const lesson = adminLesson(row);
          await deps.audit.record(tx, ctx, {
            action: 'lesson.create',
            targetType: 'lesson',
            targetId: row.id,
            after: lesson,
          });
          return lesson;
        });
      },
      async update(ctx: RequestContext, id: string, input: LessonForm): Promise<AdminLesson> {
        return transactor.run(async (tx) => {
          const existing = await repo.findLesson(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('课时不存在');
          await validateLesson(tx, ctx.tenantId, input);
          await restrictVideo(tx, ctx.tenantId, input);
          const row: LessonRow = {
            ...existing,
            ...input,
            ...englishOf(['titleEn', 'summaryEn'], input, existing),
            updatedAt: now(),
          };
          await repo.updateLesson(row, tx);
          await reindex(tx, ctx.tenantId, row.courseId);
          const lesson = adminLesson(row);
          await deps.audit.record(tx, ctx, {
            action: 'lesson.update',
            targetType: 'lesson',
            targetId: id,
            before: adminLesson(existing),
            after: lesson,
          });
          return lesson;
        });
      },
      async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
        return transactor.run(async (tx) => {
          const existing = await repo.findLesson(ctx.tenantId, id, tx);
          if (!existing) throw AppError.notFound('课时不存在');
          await repo.deleteLesson(tx, ctx.tenantId, id);
          await reindex(tx, ctx.tenantId, existing.courseId);
          await deps.audit.record(tx, ctx, {
            action: 'lesson.delete',
            targetType: 'lesson',
            targetId: id,
            before: adminLesson(existing),
          });
          return { ok: true as const };
        });
      },
    },
  };
}
export type CollegeService = ReturnType<typeof createCollegeService>;
