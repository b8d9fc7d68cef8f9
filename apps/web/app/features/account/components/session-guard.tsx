import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { decideNavigation } from '../../../lib/session/navigation-guard';
import { getSession, resetUserInfo } from '../../../lib/session/session-store';
import { endSessionAfterLoadFailure, loadUserInfo, tokenRefused } from '../session-actions';

/**
 * Carries out the navigation guard (docs/product.md) after each navigation. The session lives in the browser, so
 * the guard cannot run on the server; it runs once the page is there, which is also when the
 * original's router guard ran for the first page.
 */
export function SessionGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { key, pathname } = location;

  useEffect(() => {
    let cancelled = false;
    const run = (repeated: boolean) => {
      const action = decideNavigation(pathname, getSession());
      switch (action.type) {
        case 'redirect':
          void navigate(action.to, { replace: true });
          return;
        case 'proceed-reset-user':
          resetUserInfo();
          return;
        case 'load-user':
          if (repeated) return;
          loadUserInfo()
            .then(() => {
              if (!cancelled) run(true);
            })
            .catch((error: unknown) => {
              // Refused by the server: the token is of no use any more, so the session ends everywhere, as a
              // logout would. A load that never got an answer (a reload cut it off) keeps the session.
              if (!cancelled && tokenRefused(error)) endSessionAfterLoadFailure(error);
            });
          return;
        case 'proceed':
          return;
      }
    };
    run(false);
    return () => {
      cancelled = true;
    };
  }, [key, pathname, navigate]);

  return null;
}
