import { CourseLevel } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsText, oneOf, page, type RowWindow } from '../../db/repository-helpers.js';
import type { CourseLessonsTable, CoursesTable, LessonProgressTable } from '../../db/schema/corporate.js';
import { onTx } from '../../db/transaction.js';
import type { Page } from '../../shared/paging.js';
import type { Tx } from '../../shared/transaction.js';
import { bool, iso, isoOrNull, json, num } from '../../shared/values.js';

export interface CourseRow {
  id: string;
  tenantId: string;
  title: string;
  titleEn: string;
  category: string;
  categoryEn: string;
  level: CourseLevel;
  summary: string;
  summaryEn: string;
  descriptionMd: string;
  descriptionMdEn: string;
  descriptionHtml: string;
  descriptionHtmlEn: string;
  coverFileId: string | null;
  relatedModelIds: string[];
  isFeatured: boolean;
  orderNum: number;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface LessonRow {
  id: string;
  tenantId: string;
  courseId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  orderNum: number;
  videoFileId: string | null;
  videoUrl: string | null;
  durationSeconds: number;
  isFree: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProgressRow {
  userId: string;
  lessonId: string;
  courseId: string;
  positionSeconds: number;
  completed: boolean;
  completedAt: string | null;
  updatedAt: string;
}

export interface CourseFilter {
  q?: string | undefined;
  category?: string | undefined;
  level?: string | undefined;
  featured?: boolean | undefined;
  publishedOnly: boolean;
}

const courseOf = (r: Selectable<CoursesTable>): CourseRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  title: r.title,
  titleEn: r.title_en,
  category: r.category,
  categoryEn: r.category_en,
  level: oneOf(CourseLevel.options, r.level, 'courses.level'),
  summary: r.summary,
  summaryEn: r.summary_en,
  descriptionMd: r.description_md,
  descriptionMdEn: r.description_md_en,
  descriptionHtml: r.description_html,
  descriptionHtmlEn: r.description_html_en,
  coverFileId: r.cover_file_id,
  relatedModelIds: json<string[]>(r.related_models_json, []),
  isFeatured: bool(r.is_featured),
  orderNum: num(r.order_num),
  isPublished: bool(r.is_published),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const lessonOf = (r: Selectable<CourseLessonsTable>): LessonRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  courseId: r.course_id,
  title: r.title,
  titleEn: r.title_en,
  summary: r.summary,
  summaryEn: r.summary_en,
  orderNum: num(r.order_num),
  videoFileId: r.video_file_id,
  videoUrl: r.video_url,
  durationSeconds: num(r.duration_seconds),
  isFree: bool(r.is_free),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
const progressOf = (r: Selectable<LessonProgressTable>): ProgressRow => ({
  userId: r.user_id,
  lessonId: r.lesson_id,
  courseId: r.course_id,
  positionSeconds: num(r.position_seconds),
  completed: bool(r.completed),
  completedAt: isoOrNull(r.completed_at),
  updatedAt: iso(r.updated_at),
});

export function createCollegeRepository(db: Db) {
  const courseColumns = (c: CourseRow) => ({
    title: c.title,
    title_en: c.titleEn,
    category: c.category,
    category_en: c.categoryEn,
    level: c.level,
    summary: c.summary,
    summary_en: c.summaryEn,
    description_md: c.descriptionMd,
    description_md_en: c.descriptionMdEn,
    description_html: c.descriptionHtml,
    description_html_en: c.descriptionHtmlEn,
    cover_file_id: c.coverFileId,
    related_models_json: JSON.stringify(c.relatedModelIds),
    is_featured: c.isFeatured,
    order_num: c.orderNum,
    is_published: c.isPublished,
    updated_at: c.updatedAt,
  });
  const lessonColumns = (l: LessonRow) => ({
    title: l.title,
    title_en: l.titleEn,
    summary: l.summary,
    summary_en: l.summaryEn,
    order_num: l.orderNum,
    video_file_id: l.videoFileId,
    video_url: l.videoUrl,
    duration_seconds: l.durationSeconds,
    is_free: l.isFree,
    updated_at: l.updatedAt,
  });
  function courses(tenantId: string, f: CourseFilter) {
    let q = db.selectFrom('courses').where('tenant_id', '=', tenantId);
    if (f.publishedOnly) q = q.where('is_published', '=', true);
    if (f.category) q = q.where('category', '=', f.category);
    if (f.level) q = q.where('level', '=', f.level);
    if (f.featured !== undefined) q = q.where('is_featured', '=', f.featured);
    if (f.q) {
      const text = f.q;
      q = q.where((eb) => containsText(eb, ['title', 'summary', 'title_en', 'summary_en'], text));
    }
    return q;
  }
  return {
    async listCourses(tenantId: string, f: CourseFilter, window: RowWindow): Promise<Page<CourseRow>> {
      return page(
        courses(tenantId, f),
        (rows) => rows.selectAll().orderBy('order_num').orderBy('created_at', 'desc'),
        window,
        courseOf,
      );
    },
    /** The categories of published courses in order, each with the English name a course gives it ('' if none). */
    async categories(tenantId: string): Promise<Array<{ value: string; nameEn: string }>> {
      const rows = await db
        .selectFrom('courses')
        .select(['category', 'category_en'])
        .distinct()
        .where('tenant_id', '=', tenantId)
        .where('is_published', '=', true)
        .orderBy('category')
        .execute();
      const out = new Map<string, string>();
      for (const r of rows) if (!out.get(r.category)) out.set(r.category, r.category_en);
      return [...out].map(([value, nameEn]) => ({ value, nameEn }));
    },
    async findCourse(tenantId: string, id: string, tx?: Tx | null): Promise<CourseRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('courses')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? courseOf(r) : undefined;
    },
    async coursesByIds(tenantId: string, ids: string[]): Promise<CourseRow[]> {
      if (ids.length === 0) return [];
      return (
        await db.selectFrom('courses').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
      ).map(courseOf);
    },
    async insertCourse(c: CourseRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('courses')
        .values({ id: c.id, tenant_id: c.tenantId, created_at: c.createdAt, ...courseColumns(c) })
        .execute();
    },
    async updateCourse(c: CourseRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('courses')
        .set(courseColumns(c))
        .where('tenant_id', '=', c.tenantId)
        .where('id', '=', c.id)
        .execute();
    },
    /** Deletes a course with its lessons and everyone's progress in it. */
    async deleteCourse(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx.deleteFrom('lesson_progress').where('tenant_id', '=', tenantId).where('course_id', '=', id).execute();
      await trx.deleteFrom('course_lessons').where('tenant_id', '=', tenantId).where('course_id', '=', id).execute();
      await trx.deleteFrom('courses').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async lessonsOf(tenantId: string, courseIds: string[], tx?: Tx | null): Promise<LessonRow[]> {
      if (courseIds.length === 0) return [];
      const rows = await onTx(db, tx)
        .selectFrom('course_lessons')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('course_id', 'in', courseIds)
        .orderBy('order_num')
        .orderBy('created_at')
        .execute();
      return rows.map(lessonOf);
    },
    /**
     * The caption tracks of lesson videos: WebVTT files stored beside a video, keyed like it with
     * `.<zh|en>.vtt` instead of `.mp4` (the generated lesson videos have them, decision 0037). By video file id.
     */
    async captionsOf(
      tenantId: string,
      videoFileIds: string[],
    ): Promise<Map<string, Array<{ lang: 'zh-CN' | 'en'; fileId: string }>>> {
      const out = new Map<string, Array<{ lang: 'zh-CN' | 'en'; fileId: string }>>();
      if (videoFileIds.length === 0) return out;
      const videos = await db
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', videoFileIds)
        .execute();
      const wanted = new Map<string, { videoId: string; lang: 'zh-CN' | 'en' }>();
      for (const v of videos) {
        if (!v.storage_key.endsWith('.mp4')) continue;
        const base = v.storage_key.slice(0, -4);
        wanted.set(`${base}.zh.vtt`, { videoId: v.id, lang: 'zh-CN' });
        wanted.set(`${base}.en.vtt`, { videoId: v.id, lang: 'en' });
      }
      if (wanted.size === 0) return out;
      const tracks = await db
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('tenant_id', '=', tenantId)
        .where('storage_key', 'in', [...wanted.keys()])
        .orderBy('storage_key', 'desc')
        .execute();
      for (const t of tracks) {
        const w = wanted.get(t.storage_key)!;
        out.set(w.videoId, [...(out.get(w.videoId) ?? []), { lang: w.lang, fileId: t.id }]);
      }
      return out;
    },
    async findLesson(tenantId: string, id: string, tx?: Tx | null): Promise<LessonRow | undefined> {
      const r = await onTx(db, tx)
        .selectFrom('course_lessons')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? lessonOf(r) : undefined;
    },
    async insertLesson(l: LessonRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('course_lessons')
        .values({
          id: l.id,
          tenant_id: l.tenantId,
          course_id: l.courseId,
          created_at: l.createdAt,
          ...lessonColumns(l),
        })
        .execute();
    },
    async updateLesson(l: LessonRow, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .updateTable('course_lessons')
        .set(lessonColumns(l))
        .where('tenant_id', '=', l.tenantId)
        .where('id', '=', l.id)
        .execute();
    },
    /** Deletes a lesson with everyone's progress in it. */
    async deleteLesson(tx: Tx, tenantId: string, id: string): Promise<void> {
      const trx = onTx(db, tx);
      await trx.deleteFrom('lesson_progress').where('tenant_id', '=', tenantId).where('lesson_id', '=', id).execute();
      await trx.deleteFrom('course_lessons').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    async progressOf(tenantId: string, userId: string, courseIds?: string[]): Promise<ProgressRow[]> {
      let q = db
        .selectFrom('lesson_progress')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId);
      if (courseIds) {
        if (courseIds.length === 0) return [];
        q = q.where('course_id', 'in', courseIds);
      }
      return (await q.orderBy('updated_at', 'desc').execute()).map(progressOf);
    },
    /** Saves a position; once completed a lesson stays completed (watching it again does not undo it). */
    async saveProgress(tenantId: string, p: ProgressRow): Promise<void> {
      await db
        .insertInto('lesson_progress')
        .values({
          tenant_id: tenantId,
          user_id: p.userId,
          lesson_id: p.lessonId,
          course_id: p.courseId,
          position_seconds: p.positionSeconds,
          completed: p.completed,
          completed_at: p.completedAt,
          updated_at: p.updatedAt,
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'lesson_id']).doUpdateSet({
            position_seconds: p.positionSeconds,
            completed: p.completed,
            completed_at: p.completedAt,
            updated_at: p.updatedAt,
          }),
        )
        .execute();
    },
  };
}
export type CollegeRepository = ReturnType<typeof createCollegeRepository>;
