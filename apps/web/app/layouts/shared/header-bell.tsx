import { lazy, Suspense } from 'react';
import { isSignedIn } from '../../lib/session/session-state';
import { useSession } from '../../lib/session/session-store';

/** Members-only, with the query cache it reads: loaded once a member is signed in, never for a guest. */
const NoticeBell = lazy(() => import('../../features/notice/member/layers').then((layers) => layers.noticeBell()));

/** The header's bell for a signed-in member; nothing for guests. */
export function HeaderBell() {
  const session = useSession();
  if (!isSignedIn(session) || !session.id) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell userId={session.id} />
    </Suspense>
  );
}
