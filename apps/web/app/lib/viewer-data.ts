import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useHydrated } from './hydrated';
import { isSignedIn } from './session/session-state';
import { useSession } from './session/session-store';

/** A page of a list as the API answers it. */
export type Paged<T> = { items: T[]; totalCount: number };

/**
 * Who is looking: 'guest', the member's id, or null while a stored token's account is still loading. The
 * server renders every page as the guest; member-specific data (likes, private topics, abilities) is
 * fetched in the browser once the session is known.
 */
export function useViewer(): { viewer: string | null; hydrated: boolean; signedIn: boolean } {
  const session = useSession();
  const hydrated = useHydrated();
  const viewer = !session.token ? 'guest' : isSignedIn(session) ? session.id : null;
  return { viewer, hydrated, signedIn: viewer !== null && viewer !== 'guest' };
}

/**
 * Server data for guests, the same data fetched again with the member's token for members. While the
 * member's copy loads the server's copy shows, so nothing flickers.
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
  const data = active ? (query.data ?? options.loaderData) : options.loaderData;
  return { data, query, viewer, active };
}
