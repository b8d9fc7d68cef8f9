import type { DiscussTab } from '@clearsight/contracts';

/** Where forum things live (seed §2 routes). Ids are URL-encoded; nothing else is ever interpolated. */

export function boardHref(plateId?: string | null, query?: { tab?: DiscussTab; q?: string; page?: number }): string {
  const path = plateId ? `/discuss/${encodeURIComponent(plateId)}` : '/discuss';
  const search = new URLSearchParams();
  if (query?.tab && query.tab !== 'new') search.set('tab', query.tab);
  if (query?.q) search.set('q', query.q);
  if (query?.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function topicHref(discussId: string, hash?: string): string {
  return `/article/${encodeURIComponent(discussId)}${hash ? `#${hash}` : ''}`;
}

export function articleHref(discussId: string, articleId: string): string {
  return `/article/${encodeURIComponent(discussId)}/${encodeURIComponent(articleId)}`;
}

export function profileHref(userName: string, tab?: string): string {
  const path = `/profile/${encodeURIComponent(userName)}`;
  return tab && tab !== 'topics' ? `${path}?tab=${encodeURIComponent(tab)}` : path;
}

export type EditorHrefInput =
  | { operType: 'create'; artType: 'discuss'; plateId?: string | null }
  | { operType: 'update'; artType: 'discuss'; discussId: string }
  | { operType: 'create'; artType: 'article'; discussId: string; parentArticleId?: string | null }
  | { operType: 'update'; artType: 'article'; discussId: string; articleId: string };

/** `/editArt?operType=…&artType=…` with the query values of PRODUCT.md §3. */
export function editorHref(input: EditorHrefInput): string {
  const search = new URLSearchParams({ operType: input.operType, artType: input.artType });
  if ('plateId' in input && input.plateId) search.set('plateId', input.plateId);
  if ('discussId' in input) search.set('discussId', input.discussId);
  if ('parentArticleId' in input && input.parentArticleId) search.set('parentArticleId', input.parentArticleId);
  if ('articleId' in input) search.set('articleId', input.articleId);
  return `/editArt?${search.toString()}`;
}

export function commentAnchor(commentId: string): string {
  return `comment-${commentId}`;
}
