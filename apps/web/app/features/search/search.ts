export const SEARCH_PAGE_SIZE = 20;

export function searchHref(q: string, kind?: string): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  return `/search?${params.toString()}`;
}
