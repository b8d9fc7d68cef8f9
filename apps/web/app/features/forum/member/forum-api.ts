import {
  agreeOperateRoute,
  answerClearRoute,
  answerMarkRoute,
  bookmarkCommentRoute,
  bookmarkListRoute,
  bookmarkRemoveRoute,
  bookmarkTopicRoute,
  type BookmarkItem,
  type BookmarkTargetType,
  articleDeleteRoute,
  articleGetRoute,
  articleRevisionsRoute,
  articleTreeRoute,
  commentAgreeOperateRoute,
  commentCreateRoute,
  commentDeleteRoute,
  commentModerationRoute,
  discussDeleteRoute,
  discussGetRoute,
  discussListRoute,
  discussModerationRoute,
  discussRevisionsRoute,
  plateListRoute,
  reportCreateRoute,
  type ArticleDetail,
  type ArticleNode,
  type BodyOf,
  type CommentRoot,
  type DiscussCard,
  type DiscussDetail,
  type DiscussTab,
  type PlateItem,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { useViewerData, type Paged, type ViewerRead } from '../../../lib/query/viewer-data';
import { useViewer } from '../../../lib/viewer-data';
import { fetchComments } from '../forum-client';
import { TOPICS_PAGE_SIZE, type CommentSort } from '../forum-constants';

/**
 * The forum's reads and writes for members (and the editor): TanStack Query, cached per viewer, so a member's
 * likes and abilities replace the guest's copy the server rendered (docs/decisions/0017-light-public-pages.md).
 * Requests guests make too are plain calls in ../forum-client.ts.
 */

export const forumKeys = {
  all: ['forum'] as const,
  plates: (viewer: string) => ['forum', 'plates', viewer] as const,
  list: (
    viewer: string,
    q: { plateId: string | null; tab: DiscussTab; q: string | null; modelId: string | null; page: number },
  ) => ['forum', 'list', viewer, q] as const,
  discuss: (viewer: string, id: string) => ['forum', 'discuss', viewer, id] as const,
  tree: (viewer: string, discussId: string) => ['forum', 'tree', viewer, discussId] as const,
  article: (viewer: string, id: string) => ['forum', 'article', viewer, id] as const,
  comments: (viewer: string, discussId: string, sort: CommentSort, page: number) =>
    ['forum', 'comments', viewer, discussId, sort, page] as const,
  revisions: (kind: 'discuss' | 'article', id: string) => ['forum', 'revisions', kind, id] as const,
  bookmarks: (userName: string, page: number) => ['forum', 'bookmarks', userName, page] as const,
};

// ---------------------------------------------------------------------------------------------------------
// Reads

export function usePlates(loaderData: PlateItem[] | null) {
  return useViewerData<PlateItem[]>({
    key: (viewer) => forumKeys.plates(viewer),
    loaderData,
    fetch: (signal) => callApi(plateListRoute, { signal, silent: true }).then((r) => r.items),
  });
}

export function useDiscussList(
  q: { plateId: string | null; tab: DiscussTab; q: string | null; modelId: string | null; page: number },
  loaderData: Paged<DiscussCard> | null,
) {
  return useViewerData<Paged<DiscussCard>>({
    key: (viewer) => forumKeys.list(viewer, q),
    loaderData,
    fetch: (signal) =>
      callApi(discussListRoute, {
        signal,
        silent: true,
        query: {
          plateId: q.plateId ?? undefined,
          tab: q.tab,
          q: q.q ?? undefined,
          modelId: q.modelId ?? undefined,
          skipCount: (q.page - 1) * TOPICS_PAGE_SIZE,
          maxResultCount: TOPICS_PAGE_SIZE,
        },
      }),
  });
}

/** The member's copy of a topic (their likes and abilities, a private topic). */
export const discussRead = (id: string): ViewerRead<DiscussDetail> => ({
  key: (viewer) => forumKeys.discuss(viewer, id),
  fetch: (signal) => callApi(discussGetRoute, { params: { id }, signal, silent: true }),
});

/** The member's copy of a topic's tree of child articles. */
export const treeRead = (discussId: string): ViewerRead<ArticleNode[]> => ({
  key: (viewer) => forumKeys.tree(viewer, discussId),
  fetch: (signal) => callApi(articleTreeRoute, { params: { discussId }, signal, silent: true }),
});

/** The member's copy of a child article. */
export const articleRead = (id: string): ViewerRead<ArticleDetail> => ({
  key: (viewer) => forumKeys.article(viewer, id),
  fetch: (signal) => callApi(articleGetRoute, { params: { id }, signal, silent: true }),
});

/** The member's copy of a page of a topic's comments (their likes, bookmarks, what they may do). */
export const commentsRead = (discussId: string, sort: CommentSort, page: number): ViewerRead<Paged<CommentRoot>> => ({
  key: (viewer) => forumKeys.comments(viewer, discussId, sort, page),
  fetch: (signal) => fetchComments(discussId, sort, page, signal),
});

export function useDiscussDetail(id: string, loaderData: DiscussDetail | null) {
  return useViewerData<DiscussDetail>({ ...discussRead(id), loaderData });
}

export function useArticleTree(discussId: string, loaderData: ArticleNode[] | null) {
  return useViewerData<ArticleNode[]>({ ...treeRead(discussId), loaderData });
}

export function useArticleDetail(id: string, loaderData: ArticleDetail | null) {
  return useViewerData<ArticleDetail>({ ...articleRead(id), loaderData });
}

export function useComments(
  discussId: string,
  sort: CommentSort,
  page: number,
  loaderData: Paged<CommentRoot> | null,
  enabled = true,
) {
  return useViewerData<Paged<CommentRoot>>({ ...commentsRead(discussId, sort, page), loaderData, enabled });
}

export function useRevisions(kind: 'discuss' | 'article', id: string, enabled: boolean) {
  return useQuery({
    queryKey: forumKeys.revisions(kind, id),
    enabled,
    queryFn: ({ signal }) =>
      kind === 'discuss'
        ? callApi(discussRevisionsRoute, { params: { id }, query: { maxResultCount: 50 }, signal })
        : callApi(articleRevisionsRoute, { params: { id }, query: { maxResultCount: 50 }, signal }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Writes

export function useToggleTopicLike(discussId: string) {
  const client = useQueryClient();
  const { viewer } = useViewer();
  return useMutation({
    mutationFn: () => callApi(agreeOperateRoute, { params: { discussId } }),
    onSuccess: (result) => {
      if (!viewer) return;
      client.setQueryData<DiscussDetail>(forumKeys.discuss(viewer, discussId), (old) =>
        old ? { ...old, isAgree: result.isAgree, likeCount: result.likeCount } : old,
      );
    },
  });
}

export function useToggleTopicBookmark(discussId: string) {
  const client = useQueryClient();
  const { viewer } = useViewer();
  return useMutation({
    mutationFn: () => callApi(bookmarkTopicRoute, { params: { discussId } }),
    onSuccess: (result) => {
      if (!viewer) return;
      client.setQueryData<DiscussDetail>(forumKeys.discuss(viewer, discussId), (old) =>
        old ? { ...old, isBookmarked: result.isBookmarked } : old,
      );
      void client.invalidateQueries({ queryKey: ['forum', 'bookmarks'] });
    },
  });
}

/** Marks a comment as the topic's answer (or clears it with null); the topic and its comments are read again. */
export function useMarkAnswer(discussId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string | null) =>
      commentId
        ? callApi(answerMarkRoute, { params: { id: discussId }, body: { commentId } })
        : callApi(answerClearRoute, { params: { id: discussId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['forum', 'discuss'] });
      void client.invalidateQueries({ queryKey: ['forum', 'comments'] });
      void client.invalidateQueries({ queryKey: ['forum', 'list'] });
    },
  });
}

/** The member's own bookmarks, a page at a time (the server refuses anyone else's). */
export function useBookmarks(userName: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: forumKeys.bookmarks(userName, page),
    queryFn: ({ signal }) =>
      callApi(bookmarkListRoute, {
        signal,
        silent: true,
        params: { userName },
        query: { skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
      }) as Promise<Paged<BookmarkItem>>,
  });
}

export function useRemoveBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (b: { targetType: BookmarkTargetType; targetId: string }) =>
      callApi(bookmarkRemoveRoute, { params: b }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['forum', 'bookmarks'] }),
  });
}

type CommentPatch = Partial<
  Pick<CommentRoot, 'isAgree' | 'likeCount' | 'isHidden' | 'hiddenReason' | 'content' | 'isBookmarked'>
>;

/** Applies a change to one comment wherever it sits in the cached comment pages (roots and replies). */
function patchCachedComment(client: ReturnType<typeof useQueryClient>, commentId: string, patch: CommentPatch) {
  client.setQueriesData<Paged<CommentRoot>>({ queryKey: ['forum', 'comments'] }, (page) => {
    if (!page) return page;
    let changed = false;
    const items = page.items.map((root) => {
      const replies = root.replies.map((r) => {
        if (r.id !== commentId) return r;
        changed = true;
        return { ...r, ...patch };
      });
      if (root.id === commentId) {
        changed = true;
        return { ...root, ...patch, replies };
      }
      return changed ? { ...root, replies } : root;
    });
    return changed ? { ...page, items } : page;
  });
}

export function useToggleCommentLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => callApi(commentAgreeOperateRoute, { params: { commentId } }),
    onSuccess: (result, commentId) =>
      patchCachedComment(client, commentId, { isAgree: result.isAgree, likeCount: result.likeCount }),
  });
}

export function useToggleCommentBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => callApi(bookmarkCommentRoute, { params: { commentId } }),
    onSuccess: (result, commentId) => {
      patchCachedComment(client, commentId, { isBookmarked: result.isBookmarked });
      void client.invalidateQueries({ queryKey: ['forum', 'bookmarks'] });
    },
  });
}

export function useCreateComment(discussId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; parentId?: string | null }) =>
      callApi(commentCreateRoute, { body: { discussId, content: body.content, parentId: body.parentId ?? null } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['forum', 'comments'] }),
  });
}

export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => callApi(commentDeleteRoute, { params: { id: commentId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['forum', 'comments'] }),
  });
}

export function useModerateComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { commentId: string; isHidden: boolean; hiddenReason?: string }) =>
      callApi(commentModerationRoute, {
        params: { id: input.commentId },
        body: { isHidden: input.isHidden, hiddenReason: input.hiddenReason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['forum', 'comments'] }),
  });
}

export function useModerateDiscuss(discussId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof discussModerationRoute>) =>
      callApi(discussModerationRoute, { params: { id: discussId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useDeleteDiscuss(discussId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(discussDeleteRoute, { params: { id: discussId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) => callApi(articleDeleteRoute, { params: { id: articleId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof reportCreateRoute>) => callApi(reportCreateRoute, { body }),
  });
}
