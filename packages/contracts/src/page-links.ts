import type { DiscussTab } from './forum/shared.contract.js';

/**
 * Where every public page lives, for the server (search results, notices, the sitemap) and the web (links)
 * alike, so a page's address is written once. Ids are URL-encoded; nothing else is ever interpolated.
 * The paths are the site's route table (docs/product.md, "Pages").
 */
export const PAGES = {
  home: '/index',
  /** The catalogue: without `?id=`, the first product type. */
  products: '/productsAndSolutions/productSeries',
  softwareDownload: '/serviceSupport/softwareDownload',
  documentDownload: '/serviceSupport/documentDownload',
  college: '/serviceSupport/college',
  news: '/news',
  company: '/aboutUs/companyInformation',
  jobs: '/aboutUs/joinUs',
  contactSales: '/contactus',
  contact: '/contact',
  start: '/start',
  search: '/search',
  forum: '/discuss',
  /** The topic and article editor (its query values: editorHref). */
  editor: '/editArt',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotPassword',
  status: '/test',
  admin: '/admin',
  // The daily activities (docs/product.md#activities-and-points), the rich list and the shop.
  signIn: '/activity/sign',
  level: '/activity/level',
  tasks: '/activity/assignment',
  lucky: '/activity/lucky',
  bank: '/activity/bank',
  richList: '/money',
  shop: '/shop',
  // The chat room (docs/product.md#chat-room-and-assistant); /hub redirects to it.
  chat: '/chat',
} as const;

const q = encodeURIComponent;

/** `path?query` with the empty values left out, so a link never carries `?a=&b=`. */
function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The login page, coming back to `redirect` (a site path) afterwards. */
export function loginHref(redirect?: string | null): string {
  return withQuery(PAGES.login, { redirect });
}

/** The product type page with extra query values (its filters) and an optional `#fragment`. */
export function productTypePageHref(id: string, query = '', hash = ''): string {
  return `${productTypeHref(id)}${query ? `&${query}` : ''}${hash}`;
}

export function productTypeHref(id: string): string {
  return `${PAGES.products}?id=${q(id)}`;
}

/** A series is a section of its type's page. */
export function productSeriesHref(typeId: string, seriesId: string): string {
  return `${productTypeHref(typeId)}#series-${q(seriesId)}`;
}

export function modelHref(id: string): string {
  return `/materialDetails?id=${q(id)}`;
}

export function compareHref(ids: readonly string[]): string {
  return `${PAGES.products}/contrast?ids=${ids.map(q).join(',')}`;
}

/** The sales-lead form, about one model when given. */
export function contactSalesHref(modelId?: string | null): string {
  return withQuery(PAGES.contactSales, { model: modelId });
}

export function solutionTypeHref(id: string): string {
  return `/productsAndSolutions/solution?id=${q(id)}`;
}

export function solutionHref(id: string): string {
  return `/productsAndSolutions/solution/solutionDetails?id=${q(id)}`;
}

export function courseHref(id: string, lessonId?: string): string {
  return `/serviceSupport/college/collageDetail?id=${q(id)}${lessonId ? `&lesson=${q(lessonId)}` : ''}`;
}

export function newsHref(id: string): string {
  return `/news/newsdetail?id=${q(id)}`;
}

/** The news list, filtered by category and/or words. */
export function newsListHref(query: { category?: string | null; q?: string | null } = {}): string {
  return withQuery(PAGES.news, { category: query.category, q: query.q });
}

/** The document downloads, filtered (e.g. one model's documents). */
export function documentDownloadHref(
  query: { modelId?: string | null; productTypeId?: string | null; q?: string | null } = {},
): string {
  return withQuery(PAGES.documentDownload, { modelId: query.modelId, productTypeId: query.productTypeId, q: query.q });
}

/** The id of a package's card on the software downloads page. */
export function softwarePackageAnchor(packageId: string): string {
  return `pkg-${packageId}`;
}

/** The software downloads filtered by words, scrolled to one package's card when given. */
export function softwareDownloadHref(query: { q?: string | null } = {}, packageId?: string | null): string {
  const path = withQuery(PAGES.softwareDownload, { q: query.q });
  return packageId ? `${path}#${softwarePackageAnchor(packageId)}` : path;
}

/** Site search for `text`, optionally one kind of result. */
export function searchHref(text: string, kind?: string | null): string {
  return withQuery(PAGES.search, { q: text, kind });
}

export function jobHref(id: string): string {
  return `/aboutUs/joinUs/details?id=${q(id)}`;
}

export function boardHref(
  plateId?: string | null,
  query?: { tab?: DiscussTab; q?: string; page?: number; model?: string | null },
): string {
  const path = plateId ? `/discuss/${q(plateId)}` : '/discuss';
  const search = new URLSearchParams();
  if (query?.tab && query.tab !== 'new') search.set('tab', query.tab);
  if (query?.q) search.set('q', query.q);
  // Topics naming one product model (the model page's "all topics").
  if (query?.model) search.set('model', query.model);
  if (query?.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function commentAnchor(commentId: string): string {
  return `comment-${commentId}`;
}

export function topicHref(discussId: string, hash?: string): string {
  return `/article/${q(discussId)}${hash ? `#${hash}` : ''}`;
}

/**
 * A comment in its topic: `?comment=` lets the page open at the page of comments that holds it (the server works it
 * out, so the link works from a notice, a bookmark or an unread mark whatever page the comment is on), and the
 * anchor scrolls to it.
 */
export function commentHref(discussId: string, commentId: string): string {
  return `/article/${q(discussId)}?comment=${q(commentId)}#${commentAnchor(commentId)}`;
}

export function articleHref(discussId: string, articleId: string): string {
  return `/article/${q(discussId)}/${q(articleId)}`;
}

export function profileHref(userName: string, tab?: string): string {
  const path = `/profile/${q(userName)}`;
  return tab && tab !== 'topics' ? `${path}?tab=${q(tab)}` : path;
}

export type EditorHrefInput =
  | { operType: 'create'; artType: 'discuss'; plateId?: string | null; modelId?: string | null }
  | { operType: 'update'; artType: 'discuss'; discussId: string }
  | { operType: 'create'; artType: 'article'; discussId: string; parentArticleId?: string | null }
  | { operType: 'update'; artType: 'article'; discussId: string; articleId: string };

/** `/editArt?operType=…&artType=…` with the editor's query values. */
export function editorHref(input: EditorHrefInput): string {
  const search = new URLSearchParams({ operType: input.operType, artType: input.artType });
  if ('plateId' in input && input.plateId) search.set('plateId', input.plateId);
  // A new topic about a product model (the model page's "ask the community"): the editor names it.
  if ('modelId' in input && input.modelId) search.set('modelId', input.modelId);
  if ('discussId' in input) search.set('discussId', input.discussId);
  if ('parentArticleId' in input && input.parentArticleId) search.set('parentArticleId', input.parentArticleId);
  if ('articleId' in input) search.set('articleId', input.articleId);
  return `${PAGES.editor}?${search.toString()}`;
}

/**
 * Atom feeds (served by the server at the site root, not under the API): the news, a board's new topics, a
 * topic's new comments. `lang` picks the language of the feed's own words and of the news' titles.
 */
export const FEEDS = { news: '/feeds/news' } as const;

function withFeedLang(path: string, lang?: 'zh-CN' | 'en'): string {
  return lang === 'en' ? `${path}?lang=en` : path;
}

export function newsFeedHref(lang?: 'zh-CN' | 'en'): string {
  return withFeedLang(FEEDS.news, lang);
}

export function boardFeedHref(plateId: string, lang?: 'zh-CN' | 'en'): string {
  return withFeedLang(`/feeds/board/${q(plateId)}`, lang);
}

export function topicFeedHref(discussId: string, lang?: 'zh-CN' | 'en'): string {
  return withFeedLang(`/feeds/topic/${q(discussId)}`, lang);
}
