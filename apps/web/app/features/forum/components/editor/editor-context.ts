import {
  articleGetRoute,
  articleTreeRoute,
  discussGetRoute,
  type ArticleDetail,
  type ArticleNode,
  type DiscussDetail,
} from '@clearsight/contracts';
import { callApi } from '../../../../lib/http/client';
import type { EditorParams } from '../../editor-params';

/** What the editor works on: the topic or article being edited, and the topic's article tree. */
export interface EditorContext {
  discuss: DiscussDetail | null;
  article: ArticleDetail | null;
  tree: ArticleNode[];
  discussId: string | null;
}

/** Loads what the editor needs: the topic or article being edited, the topic's article tree. */
export async function loadContext(params: EditorParams, signal: AbortSignal): Promise<EditorContext> {
  if (params.artType === 'discuss') {
    if (params.operType === 'create') return { discuss: null, article: null, tree: [], discussId: null };
    const discuss = await callApi(discussGetRoute, { params: { id: params.discussId }, signal, silent: true });
    return { discuss, article: null, tree: [], discussId: discuss.id };
  }
  if (params.operType === 'create') {
    const [discuss, tree] = await Promise.all([
      callApi(discussGetRoute, { params: { id: params.discussId }, signal, silent: true }),
      callApi(articleTreeRoute, { params: { discussId: params.discussId }, signal, silent: true }),
    ]);
    return { discuss, article: null, tree, discussId: discuss.id };
  }
  const article = await callApi(articleGetRoute, { params: { id: params.articleId }, signal, silent: true });
  const tree = await callApi(articleTreeRoute, { params: { discussId: article.discussId }, signal, silent: true });
  return { discuss: null, article, tree, discussId: article.discussId };
}
