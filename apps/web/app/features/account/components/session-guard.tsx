import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { guardGuestNavigation } from '../../../lib/session/guest-navigation';
import { getToken } from '../../../lib/session/session-store';

/**
 * The navigation guard for the page the browser opened (docs/product.md). Later navigations are guarded by the
 * root's client loader before their page is shown; the first page was rendered by the server, which cannot know
 * the session (its token lives in local storage), so the guard runs for it once the page is interactive. A
 * guest's is decided at once; a member's loads the guard with the session actions (its own chunk), as the root's
 * client loader does.
 */
export function SessionGuard() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!getToken()) {
      guardGuestNavigation(window.location.pathname);
      return;
    }
    let cancelled = false;
    void import('../guard-navigation')
      .then(({ guardNavigation }) => guardNavigation(window.location.pathname))
      .then((to) => {
        if (to && !cancelled) void navigate(to, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return null;
}
