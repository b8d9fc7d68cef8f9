import {
  articleGetRoute,
  articleTreeRoute,
  commentListRoute,
  commentPlaceRoute,
  DiscussTab,
  ErrorCodes,
  discussGetRoute,
  discussListRoute,
  modelSearchRoute,
  plateListRoute,
  type ArticleDetail,
  type DiscussDetail,
} from '@clearsight/contracts';
import { data, type AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';
import { pageOf } from '../../lib/labels';
import { notFound, queryEnum, queryText } from '../../lib/loader-utils.server';
import { COMMENTS_PAGE_SIZE, FIRST_REPLIES, TOPICS_PAGE_SIZE } from './forum-constants';
import type { BoardPageData, TopicAccess, TopicPageData } from './forum-types';

/** Ids in paths are never sent to the API unless they look like ids. */
const ID_RE = /^[A-Za-z0-9_.-]{1,64}$/;
function idParam(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!ID_RE.test(value)) notFound();
  return value;
}

/** `/discuss/:plateId?/:isPublish?` — boards, then the board's topics for the tab, search and page. */
export async function loadBoardPage(
  context: AppLoadContext,
  request: Request,
  params: { plateId?: string },
): Promise<BoardPageData> {
  const search = new URL(request.url).searchParams;
  const plateId = idParam(params.plateId);
  const tab = queryEnum(search, 'tab', DiscussTab.options) ?? 'new';
  const q = queryText(search, 'q', 40) ?? null;
  const modelId = idParam(search.get('model') ?? undefined);
  const page = pageOf(search);
  const [plates, list, models] = await Promise.all([
    loadFromApi(context, request, plateListRoute),
    loadFromApi(context, request, discussListRoute, {
      query: {
        plateId: plateId ?? undefined,
        tab,
        q: q ?? undefined,
        modelId: modelId ?? undefined,
        skipCount: (page - 1) * TOPICS_PAGE_SIZE,
        maxResultCount: TOPICS_PAGE_SIZE,
      },
    }),
    modelId ? loadFromApi(context, request, modelSearchRoute, { query: { ids: modelId, maxResultCount: 1 } }) : null,
  ]);
  const plateItems = plates.ok ? plates.data.items : [];
  if (plateId && plates.ok && !plateItems.some((p) => p.id === plateId)) notFound();
  const found = models?.ok ? models.data.items[0] : undefined;
  // An unknown or unpublished model has no topics to show: the address is wrong, not the list empty.
  if (modelId && models?.ok && !found) notFound();
  const model = found ? { id: found.id, modelNumber: found.modelNumber, name: found.name, nameEn: found.nameEn } : null;
  if (!list.ok && list.status === 400) notFound();
  return {
    plates: plateItems,
    plateId,
    tab,
    q,
    model,
    page,
    list: list.ok ? list.data : { items: [], totalCount: 0 },
    failed: !list.ok || !plates.ok,
  };
}

/**
 * `/article/:discussId` (the theme cover, with the first page of comments) and `/article/:discussId/:articleId`
 * (a child article). A topic the guest may not see answers 403 with a placeholder; a member who may see it
 * gets it in the browser.
 */
export async function loadTopicPage(
  context: AppLoadContext,
  request: Request,
  params: { discussId: string; articleId?: string },
) {
  const search = new URL(request.url).searchParams;
  const discussId = idParam(params.discussId);
  if (!discussId) notFound();
  const articleId = idParam(params.articleId);
  const commentSort = queryEnum(search, 'csort', ['newest', 'oldest'] as const) ?? 'newest';
  let commentPage = Math.max(1, Number.parseInt(search.get('cpage') ?? '1', 10) || 1);
  // A link to a comment (`commentHref`: notices, bookmarks, unread marks) opens at the page of comments holding it.
  // A malformed one is ignored (the page still opens), unlike a malformed topic id in the path.
  const comment = search.get('comment');
  const linked = !articleId && !search.has('cpage') && comment && ID_RE.test(comment) ? comment : null;
  if (linked) {
    const place = await loadFromApi(context, request, commentPlaceRoute, {
      params: { id: linked },
      query: { sort: commentSort, maxResultCount: COMMENTS_PAGE_SIZE },
    });
    if (place.ok && place.data.discussId === discussId) commentPage = place.data.page;
  }

  const [main, tree, comments] = await Promise.all([
    articleId
      ? loadFromApi(context, request, articleGetRoute, { params: { id: articleId } })
      : loadFromApi(context, request, discussGetRoute, { params: { id: discussId } }),
    loadFromApi(context, request, articleTreeRoute, { params: { discussId } }),
    articleId
      ? Promise.resolve(null)
      : loadFromApi(context, request, commentListRoute, {
          params: { discussId },
          query: {
            sort: commentSort,
            skipCount: (commentPage - 1) * COMMENTS_PAGE_SIZE,
            maxResultCount: COMMENTS_PAGE_SIZE,
            replyLimit: FIRST_REPLIES,
          },
        }),
  ]);

  if (!main.ok && (main.status === 404 || main.status === 400)) notFound();
  let access: TopicAccess = 'ok';
  if (!main.ok) {
    if (main.status !== 403 && main.status !== 401) access = 'unavailable';
    else access = main.code === ErrorCodes.topicHidden ? 'hidden' : 'forbidden';
  }

  let discuss: DiscussDetail | null = null;
  let article: ArticleDetail | null = null;
  if (main.ok) {
    if (articleId) {
      article = main.data as ArticleDetail;
      // An article id under another topic's address: send nobody to a page that mixes two topics.
      if (article.discussId !== discussId) notFound();
    } else {
      discuss = main.data as DiscussDetail;
    }
  }

  const result: TopicPageData = {
    discussId,
    articleId,
    access,
    discuss,
    article,
    tree: tree.ok ? tree.data : null,
    comments: comments && comments.ok ? comments.data : null,
    commentSort,
    commentPage,
  };
  const status = access === 'unavailable' ? 503 : access === 'ok' ? 200 : 403;
  return data(result, { status });
}
