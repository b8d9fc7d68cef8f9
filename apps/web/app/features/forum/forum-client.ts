import {
  bbsUserRoute,
  commentListRoute,
  commentRepliesRoute,
  discussGetRoute,
  type BbsUserCard,
  type DiscussDetail,
} from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/http/client';
import { presentFailure } from '../../lib/http/present';
import { COMMENTS_PAGE_SIZE, FIRST_REPLIES, REPLIES_PAGE_SIZE, type CommentSort } from './forum-constants';

/**
 * The forum's browser requests that guests make too, as plain calls (no query cache): public pages load no
 * TanStack Query (docs/decisions/0017-light-public-pages.md). The member layer's cached reads and writes are
 * in member/forum-api.ts.
 */

/** Asks a guest to log in (the seed's 401 dialog), for buttons that need a member. */
export function askToLogin(): void {
  presentFailure({ kind: 'login-confirm' });
}

export function fetchComments(discussId: string, sort: CommentSort, page: number, signal?: AbortSignal) {
  return callApi(commentListRoute, {
    params: { discussId },
    query: {
      sort,
      skipCount: (page - 1) * COMMENTS_PAGE_SIZE,
      maxResultCount: COMMENTS_PAGE_SIZE,
      replyLimit: FIRST_REPLIES,
    },
    signal,
    silent: true,
  });
}

export function fetchReplies(rootId: string, skipCount: number) {
  return callApi(commentRepliesRoute, {
    params: { id: rootId },
    query: { skipCount, maxResultCount: REPLIES_PAGE_SIZE },
  });
}

const AUTHOR_CARD_TTL_MS = 60_000;
const authorCards = new Map<string, { at: number; card: Promise<BbsUserCard> }>();

/** A member's public card (counts, level, introduction), shared by the views of a minute. */
export function fetchAuthorCard(id: string): Promise<BbsUserCard> {
  const hit = authorCards.get(id);
  if (hit && Date.now() - hit.at < AUTHOR_CARD_TTL_MS) return hit.card;
  const card = callApi(bbsUserRoute, { params: { id }, silent: true });
  authorCards.set(id, { at: Date.now(), card });
  card.catch(() => authorCards.delete(id));
  return card;
}

/** Where a request stands, in the shape the topic's placeholders read (topic/topic-missing.tsx). */
export interface RequestState {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
}

/**
 * The topic as a guest sees it: the loader's copy, then the browser's, whose request counts the view (the
 * server's own request for the page does not: it carries neither the visitor's address nor browser). Only
 * when `enabled` (a guest, after hydration); members get theirs from the member layer.
 */
export function useGuestTopic(
  discussId: string,
  loaderData: DiscussDetail | null,
  enabled: boolean,
): { topic: DiscussDetail | null; request: RequestState } {
  const [state, setState] = useState<{ id: string; topic: DiscussDetail | null; error: unknown } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    callApi(discussGetRoute, { params: { id: discussId }, signal: controller.signal, silent: true })
      .then((topic) => setState({ id: discussId, topic, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ id: discussId, topic: null, error });
      });
    return () => controller.abort();
    // A newer copy from the loader (a live page ran it again) is followed by the browser's own.
  }, [discussId, enabled, loaderData]);
  const mine = state?.id === discussId ? state : null;
  return {
    topic: mine?.topic ?? loaderData,
    // The page keeps what it shows while the request runs (a private topic's notice does not blink).
    request: { isError: !!mine?.error, error: mine?.error ?? null, isFetching: false },
  };
}
