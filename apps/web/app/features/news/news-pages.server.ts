import { newsDetailRoute, newsListRoute, NEWS_CATEGORIES } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { notFound, optional, queryEnum, queryText, required } from '../../lib/loader-utils.server';
import { NEWS_PAGE_SIZE } from './news';

export async function loadNewsList(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const filters = { category: queryEnum(search, 'category', NEWS_CATEGORIES), q: queryText(search, 'q') };
  const page = pageOf(search);
  const list = await loadFromApi(context, request, newsListRoute, {
    query: { ...filters, skipCount: (page - 1) * NEWS_PAGE_SIZE, maxResultCount: NEWS_PAGE_SIZE },
  });
  return { filters, page, list: optional(list, { items: [], totalCount: 0 }), failed: !list.ok };
}

export async function loadNewsDetail(context: AppLoadContext, request: Request) {
  const id = new URL(request.url).searchParams.get('id')?.trim();
  if (!id) notFound();
  return { news: required(await loadFromApi(context, request, newsDetailRoute, { params: { id } })) };
}

export type NewsDetailPageData = Awaited<ReturnType<typeof loadNewsDetail>>;

export type NewsPageData = Awaited<ReturnType<typeof loadNewsList>>;
