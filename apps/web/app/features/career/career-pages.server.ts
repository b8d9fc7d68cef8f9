import { jobDetailRoute, jobListRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { notFound, optional, queryText, required } from '../../lib/loader-utils.server';
import { JOB_PAGE_SIZE } from './career';

export async function loadJobs(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const filters = {
    q: queryText(search, 'q'),
    department: queryText(search, 'department', 60),
    city: queryText(search, 'city', 60),
  };
  const page = pageOf(search);
  const list = await loadFromApi(context, request, jobListRoute, {
    query: { ...filters, skipCount: (page - 1) * JOB_PAGE_SIZE, maxResultCount: JOB_PAGE_SIZE },
  });
  return {
    filters,
    page,
    list: optional(list, {
      items: [],
      totalCount: 0,
      departments: [],
      cities: [],
      departmentOptions: [],
      cityOptions: [],
    }),
    failed: !list.ok,
  };
}

export async function loadJob(context: AppLoadContext, request: Request) {
  const id = new URL(request.url).searchParams.get('id')?.trim();
  if (!id) notFound();
  return { job: required(await loadFromApi(context, request, jobDetailRoute, { params: { id } })) };
}

export type JobPageData = Awaited<ReturnType<typeof loadJob>>;

export type JobsPageData = Awaited<ReturnType<typeof loadJobs>>;
