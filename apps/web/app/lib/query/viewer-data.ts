import { replaceEqualDeep, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserQueryClient } from './query-scope';
import { getSession, subscribe } from '../session/session-store';
import { useViewer, viewerOf, type Paged } from '../viewer-data';

export type { Paged };

/** A read of data a member sees their own way: its cache key for a viewer, and how the browser fetches it. */
export interface ViewerRead<T> {
  key: (viewer: string) => QueryKey;
  fetch: (signal: AbortSignal) => Promise<T>;
}

/**
 * Server data for guests, the same data fetched again with the member's token for members. While the
 * member's copy loads the server's copy shows, so nothing flickers. `fresh` says the member's copy is there.
 */
export function useViewerData<T extends object>(
  options: ViewerRead<T> & {
    loaderData: T | null;
    /** Also fetch for guests (e.g. the topic detail, whose browser request counts the view). */
    guests?: boolean;
    enabled?: boolean;
  },
) {
  const { viewer, hydrated } = useViewer();
  const active = hydrated && viewer !== null && (viewer !== 'guest' || !!options.guests) && (options.enabled ?? true);
  // The server's copy stands in while the member's loads (see `data` below).
  const query = useQuery<T, Error, T>({
    queryKey: options.key(viewer ?? 'pending'),
    queryFn: ({ signal }) => options.fetch(signal),
    enabled: active,
  });
  // The member's copy keeps the server's objects wherever they are equal: a list item that did not change stays the
  // same object, so a server island holding it (decision 0041) is not opened and rendered again for nothing.
  const memberData = useMemo(
    () => (query.data === undefined ? undefined : replaceEqualDeep(options.loaderData, query.data)),
    [options.loaderData, query.data],
  );
  const data = active ? (memberData ?? options.loaderData) : options.loaderData;
  return { data, query, viewer, active, fresh: active && query.data !== undefined };
}

/** Settles once the viewer is known: a stored token's account has loaded, or the token has gone. */
function viewerKnown(): Promise<void> {
  if (viewerOf(getSession()) !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = subscribe(() => {
      if (viewerOf(getSession()) === null) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Loads the member's copies of `reads` into the browser's query cache (those not there yet), once the viewer is
 * known; settles when each has arrived or failed, and at once for a guest. A member layer swapped in for the
 * guest's view on screen waits for it before it first renders (features/forum/components/member-layer.ts): it
 * then renders once, with the member's data, instead of rendering the whole page with the server's copy and
 * again as the account and each copy arrive.
 */
export async function loadViewerReads(reads: ViewerRead<unknown>[]): Promise<void> {
  await viewerKnown();
  const viewer = viewerOf(getSession());
  if (viewer === null || viewer === 'guest') return;
  const client = browserQueryClient();
  await Promise.allSettled(
    reads
      .filter((read) => client.getQueryState(read.key(viewer))?.data === undefined)
      .map((read) =>
        client.ensureQueryData({ queryKey: read.key(viewer), queryFn: ({ signal }) => read.fetch(signal) }),
      ),
  );
}
