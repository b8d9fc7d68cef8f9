import { useHydrated } from './hydrated';
import { isSignedIn, type SessionUser } from './session/session-state';
import { useSession } from './session/session-store';

/** A page of a list as the API answers it. */
export type Paged<T> = { items: T[]; totalCount: number };

/** Who is looking, from a session: see `useViewer`. */
export const viewerOf = (session: SessionUser): string | null =>
  !session.token ? 'guest' : isSignedIn(session) ? session.id : null;

/**
 * Who is looking: 'guest', the member's id, or null while a stored token's account is still loading. The
 * server renders every page as the guest; member-specific data (likes, private topics, abilities) is
 * fetched in the browser once the session is known (`useViewerData`, lib/query/viewer-data.ts, in the
 * app-like code that does it).
 */
export function useViewer(): { viewer: string | null; hydrated: boolean; signedIn: boolean } {
  const session = useSession();
  const hydrated = useHydrated();
  const viewer = viewerOf(session);
  return { viewer, hydrated, signedIn: viewer !== null && viewer !== 'guest' };
}
