import { courseDetailRoute, courseListRoute, COURSE_LEVELS } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { notFound, optional, queryEnum, queryText, required } from '../../lib/loader-utils.server';
import { COURSE_PAGE_SIZE } from './college';

export async function loadCourseList(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const filters = {
    q: queryText(search, 'q'),
    category: queryText(search, 'category', 40),
    level: queryEnum(search, 'level', COURSE_LEVELS),
  };
  const page = pageOf(search);
  const list = await loadFromApi(context, request, courseListRoute, {
    query: { ...filters, skipCount: (page - 1) * COURSE_PAGE_SIZE, maxResultCount: COURSE_PAGE_SIZE },
  });
  return {
    filters,
    page,
    list: optional(list, { items: [], totalCount: 0, categories: [], categoryOptions: [] }),
    failed: !list.ok,
  };
}

/** The course as a guest sees it; a signed-in member's browser re-reads it with the token (progress, unlocks). */
export async function loadCourseDetail(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const id = search.get('id')?.trim();
  if (!id) notFound();
  const course = required(await loadFromApi(context, request, courseDetailRoute, { params: { id } }));
  return { course, lessonId: queryText(search, 'lesson', 64) ?? null };
}

export type CollegePageData = Awaited<ReturnType<typeof loadCourseList>>;

export type CoursePageData = Awaited<ReturnType<typeof loadCourseDetail>>;
