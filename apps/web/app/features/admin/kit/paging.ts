/**
 * ABP paging (docs/product.md): the API takes `skipCount` (items skipped, not a page number) and
 * `maxResultCount`, and answers `{ items, totalCount }`. The console keeps a 1-based page and a page size
 * in the URL, so lists survive reloads and the back button; these functions translate between the two.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListState {
  page: number;
  size: number;
  /** The search box text ('' when empty). */
  search: string;
  /** Extra filters by query name (select values); absent when not set. */
  filters: Record<string, string>;
}

export function skipOf(page: number, size: number): number {
  return Math.max(0, (Math.max(1, Math.floor(page)) - 1) * size);
}

export function pageOfSkip(skip: number, size: number): number {
  return Math.floor(Math.max(0, skip) / size) + 1;
}

export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A page past the end (after deleting the last row of the last page, or a stale link) falls back to the last one. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(1, page), lastPage(total, size));
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** Reads the list state from the URL, ignoring anything malformed. */
export function readListState(params: URLSearchParams, filterNames: readonly string[] = []): ListState {
  const size = positiveInt(params.get('size'));
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: (params.get('q') ?? '').slice(0, 100),
    filters,
  };
}

/** Writes the state back, leaving defaults out so URLs stay short. Other parameters are kept. */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  filterNames: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', state.page > 1 ? String(state.page) : null);
  set('size', state.size !== DEFAULT_PAGE_SIZE ? String(state.size) : null);
  set('q', state.search.trim() ? state.search.trim() : null);
  for (const name of filterNames) set(name, state.filters[name] ?? null);
  return next;
}

export interface QueryOptions {
  /** 'server': the API pages; 'client': the API answers everything and the table pages locally. */
  paging: 'server' | 'client';
  /** The API's name for the search text (`filter` on most admin lists, `q` on the forum's); null: none. */
  searchParam: string | null;
}

/** The API query for a list state. */
export function listQuery(state: ListState, options: QueryOptions): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (options.paging === 'server') {
    query.skipCount = skipOf(state.page, state.size);
    query.maxResultCount = state.size;
  }
  if (options.searchParam && state.search.trim()) query[options.searchParam] = state.search.trim();
  for (const [name, value] of Object.entries(state.filters)) query[name] = value;
  return query;
}

/** Client-side paging and search for lists the API answers whole (site config, boards). */
export function pageLocally<T>(items: readonly T[], state: ListState, matches?: (item: T, search: string) => boolean) {
  const search = state.search.trim().toLowerCase();
  const filtered = search && matches ? items.filter((item) => matches(item, search)) : [...items];
  const start = skipOf(clampPage(state.page, filtered.length, state.size), state.size);
  return { items: filtered.slice(start, start + state.size), totalCount: filtered.length };
}
