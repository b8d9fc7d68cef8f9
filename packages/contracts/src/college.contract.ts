import { z } from 'zod';
import { IdParam, PagedQuery } from './common.contract.js';
import { ModelRef } from './catalog.contract.js';
import {
  AdminListQuery,
  AdminTimestamps,
  BinaryResponse,
  EnglishMarkdown,
  EnglishText,
  FilterOption,
  adminCrudRoutes,
  contentAccess,
} from './content.contract.js';
import { OkResult } from './common.contract.js';
import { defineRoute } from './route.js';

/** Training college: courses of lessons (uploaded video or external URL), per-member progress. */
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof CourseLevel>;
export const COURSE_LEVEL_LABELS: Record<CourseLevel, { zh: string; en: string }> = {
  beginner: { zh: '入门', en: 'Beginner' },
  intermediate: { zh: '进阶', en: 'Intermediate' },
  advanced: { zh: '高级', en: 'Advanced' },
};

export const CourseCard = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  category: z.string(),
  categoryEn: z.string(),
  level: CourseLevel,
  summary: z.string(),
  summaryEn: z.string(),
  coverUrl: z.string().nullable(),
  lessonCount: z.number().int(),
  freeLessonCount: z.number().int(),
  /** Sum of the lessons' durations. */
  durationSeconds: z.number().int(),
  isFeatured: z.boolean(),
  publishTime: z.string(),
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CourseListQuery = PagedQuery.extend({
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(40).optional(),
  level: CourseLevel.optional(),
  featured: z.enum(['true', 'false']).optional(),
});

export const courseListRoute = defineRoute({
  method: 'GET',
  path: '/college/courses',
  summary: 'Published courses with search and filters (category, level); the categories present',
  tags: ['college'],
  access: 'public',
  query: CourseListQuery,
  response: z.object({
    items: z.array(CourseCard),
    totalCount: z.number().int(),
    categories: z.array(z.string()),
    /** The same categories in the same order, with their English names. */
    categoryOptions: z.array(FilterOption),
  }),
});

export const LessonProgress = z.object({
  positionSeconds: z.number(),
  completed: z.boolean(),
  lastWatchedTime: z.string(),
});

export const LessonItem = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  orderNum: z.number().int(),
  durationSeconds: z.number().int(),
  isFree: z.boolean(),
  /** True when the viewer may not play it (a guest on a lesson that is not free): ask them to log in. */
  locked: z.boolean(),
  /** `file`: stream from `videoUrl` (our endpoint, Range supported) · `external`: an outside player URL. */
  videoKind: z.enum(['file', 'external']).nullable(),
  /** Null when locked or when the lesson has no video yet. */
  videoUrl: z.string().nullable(),
  /** WebVTT caption tracks of the video, one per language it has (empty when locked or when it has none). */
  captions: z.array(z.object({ lang: z.enum(['zh-CN', 'en']), url: z.string() })),
  /** The signed-in member's progress on this lesson. */
  progress: LessonProgress.nullable(),
});
export type LessonItem = z.infer<typeof LessonItem>;

export const CourseProgress = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  percent: z.number().int(),
  /** Every lesson watched to the end. */
  completed: z.boolean(),
  /** Where to resume: the last watched unfinished lesson (or the first unfinished one) and its position. */
  resumeLessonId: z.string().nullable(),
  resumePositionSeconds: z.number(),
  lastWatchedTime: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const CourseDetail = CourseCard.extend({
  descriptionHtml: z.string(),
  descriptionHtmlEn: z.string(),
  relatedModels: z.array(ModelRef),
  lessons: z.array(LessonItem),
  /** Null for guests. */
  progress: CourseProgress.nullable(),
  lastModificationTime: z.string(),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const courseDetailRoute = defineRoute({
  method: 'GET',
  path: '/college/courses/:id',
  summary: "A course with its lessons, and the signed-in member's progress and resume point",
  tags: ['college'],
  access: 'public',
  params: IdParam,
  response: CourseDetail,
});

export const LessonProgressInput = z.object({
  positionSeconds: z.number().min(0).max(86_400),
  /** The player's duration, used when the lesson has none recorded. */
  durationSeconds: z.number().min(0).max(86_400).optional(),
  ended: z.boolean().default(false),
});

export const lessonProgressRoute = defineRoute({
  method: 'PUT',
  path: '/college/lessons/:id/progress',
  summary: 'Save where the member is in a lesson; reaching the end (or ended=true) completes it',
  tags: ['college'],
  access: 'member',
  params: IdParam,
  body: LessonProgressInput,
  response: z.object({ lesson: LessonProgress, course: CourseProgress }),
});

export const lessonVideoRoute = defineRoute({
  method: 'GET',
  path: '/college/lessons/:id/video',
  summary: 'Stream an uploaded lesson video (Range supported); lessons that are not free need a session (401)',
  tags: ['college'],
  access: 'public',
  params: IdParam,
  response: BinaryResponse,
});

export const LESSON_CAPTION_LANGUAGES = ['zh-CN', 'en'] as const;

export const lessonCaptionsRoute = defineRoute({
  method: 'GET',
  path: '/college/lessons/:id/captions/:lang',
  summary: "A lesson video's WebVTT caption track in one language; the same access as the video",
  tags: ['college'],
  access: 'public',
  params: IdParam.extend({ lang: z.enum(LESSON_CAPTION_LANGUAGES) }),
  response: BinaryResponse,
});

export const myCoursesRoute = defineRoute({
  method: 'GET',
  path: '/college/my-courses',
  summary: 'Courses the member has started, with progress, most recently watched first',
  tags: ['college'],
  access: 'member',
  response: z.array(CourseCard.extend({ progress: CourseProgress })),
});

// ----- admin ------------------------------------------------------------------------------------------

export const CourseInput = z.object({
  title: z.string().trim().min(2, '标题至少 2 个字符').max(200),
  titleEn: z.string().trim().max(200).default(''),
  category: z.string().trim().min(1, '请填写分类').max(40),
  categoryEn: EnglishText(40),
  level: CourseLevel.default('beginner'),
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  descriptionMd: z.string().max(50_000).default(''),
  descriptionMdEn: EnglishMarkdown(),
  coverFileId: z.string().trim().min(1).max(64).nullable().default(null),
  relatedModelIds: z.array(z.string().min(1).max(64)).max(12).default([]),
  isFeatured: z.boolean().default(false),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  isPublished: z.boolean().default(true),
});

export const LessonInput = z.object({
  title: z.string().trim().min(1, '请填写标题').max(200),
  titleEn: EnglishText(200),
  summary: z.string().trim().max(500).default(''),
  summaryEn: EnglishText(500),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  /** An uploaded MP4/WebM (`POST /file`), or else an external video URL. */
  videoFileId: z.string().trim().min(1).max(64).nullable().default(null),
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/i, '视频链接必须是以 http(s):// 开头的网址')
    .nullable()
    .default(null),
  durationSeconds: z.number().int().min(0).max(86_400).default(0),
  isFree: z.boolean().default(false),
});

export const AdminLesson = LessonInput.extend({
  ...AdminTimestamps.shape,
  courseId: z.string(),
  titleEn: z.string(),
  summaryEn: z.string(),
});
export type AdminLesson = z.infer<typeof AdminLesson>;

export const AdminCourse = CourseInput.extend({
  ...AdminTimestamps.shape,
  categoryEn: z.string(),
  summaryEn: z.string(),
  descriptionMdEn: z.string(),
  coverUrl: z.string().nullable(),
  lessons: z.array(AdminLesson),
  durationSeconds: z.number().int(),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

export const AdminCourseQuery = AdminListQuery.extend({ category: z.string().trim().max(40).optional() });

export const adminCourseRoutes = adminCrudRoutes({
  path: '/admin/college/courses',
  tag: 'college',
  label: 'course',
  item: AdminCourse,
  input: CourseInput,
  query: AdminCourseQuery,
});

export const adminLessonRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/admin/college/courses/:id/lessons',
    summary: 'Add a lesson to a course (admin; audited)',
    tags: ['college', 'admin'],
    access: contentAccess,
    params: IdParam,
    body: LessonInput,
    response: AdminLesson,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/admin/college/lessons/:id',
    summary: 'Replace a lesson (admin; audited)',
    tags: ['college', 'admin'],
    access: contentAccess,
    params: IdParam,
    body: LessonInput,
    response: AdminLesson,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/admin/college/lessons/:id',
    summary: "Delete a lesson and members' progress on it (admin; audited)",
    tags: ['college', 'admin'],
    access: contentAccess,
    params: IdParam,
    response: OkResult,
  }),
};
