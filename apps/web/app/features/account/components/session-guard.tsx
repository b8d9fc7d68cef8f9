import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { guardNavigation } from '../guard-navigation';

/**
 * The navigation guard for the page the browser opened (docs/product.md). Later navigations are guarded by the
 * root's client loader before their page is shown; the first page was rendered by the server, which cannot know
 * the session (its token lives in local storage), so the guard runs for it once the page is interactive.
 */
export function SessionGuard() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void guardNavigation(window.location.pathname).then((to) => {
      if (to && !cancelled) void navigate(to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return null;
}
