import { richListRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../../lib/api.server';
import { pageOf } from '../../../lib/labels';
import { optional } from '../../../lib/loader-utils.server';
import { RICH_LIST_DEFAULT_SIZE, RICH_LIST_SIZES, type RichListSize } from './rank-constants';

function sizeOf(search: URLSearchParams): RichListSize {
  const size = Number(search.get('size'));
  return (RICH_LIST_SIZES as readonly number[]).includes(size) ? (size as RichListSize) : RICH_LIST_DEFAULT_SIZE;
}

/** `/money`: one page of the rich list (public, so the server renders it for everyone). */
export async function loadRichList(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const page = pageOf(search);
  const size = sizeOf(search);
  const list = await loadFromApi(context, request, richListRoute, {
    query: { skipCount: (page - 1) * size, maxResultCount: size },
  });
  return { page, size, list: optional(list, { items: [], totalCount: 0 }), failed: !list.ok };
}

export type RichListPageData = Awaited<ReturnType<typeof loadRichList>>;
