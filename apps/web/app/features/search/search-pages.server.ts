import { searchRoute, type SearchResult, SEARCH_KINDS } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { queryEnum, queryText } from '../../lib/loader-utils.server';
import { SEARCH_PAGE_SIZE } from './search';

export async function loadSearch(context: AppLoadContext, request: Request) {
  const search = new URL(request.url).searchParams;
  const q = queryText(search, 'q');
  const kind = queryEnum(search, 'kind', SEARCH_KINDS);
  const page = pageOf(search);
  if (!q) return { q: '', kind: kind ?? null, page, result: null as SearchResult | null, failed: false };
  const result = await loadFromApi(context, request, searchRoute, {
    query: kind
      ? { q, kind, skipCount: (page - 1) * SEARCH_PAGE_SIZE, maxResultCount: SEARCH_PAGE_SIZE }
      : { q, maxResultCount: 5 },
  });
  return { q, kind: kind ?? null, page, result: result.ok ? result.data : null, failed: !result.ok };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearch>>;
