import { replaceEqualDeep, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useViewer, type Paged } from '../viewer-data';

export type { Paged };

/**
 * Server data for guests, the same data fetched again with the member's token for members. While the
 * member's copy loads the server's copy shows, so nothing flickers. `fresh` says the member's copy is there.
 */
export function useViewerData<T extends object>(options: {
  key: (viewer: string) => QueryKey;
  loaderData: T | null;
  fetch: (signal: AbortSignal) => Promise<T>;
  /** Also fetch for guests (e.g. the topic detail, whose browser request counts the view). */
  guests?: boolean;
  enabled?: boolean;
}) {
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
