import { decideNavigation } from '../../lib/session/navigation-guard';
import { getSession, resetUserInfo } from '../../lib/session/session-store';
import { endSessionAfterLoadError, loadCutOff, loadUserInfo } from './session-actions';

/**
 * The navigation guard (docs/product.md) for one navigation to `pathname`, carried out before the page is shown:
 * answers where to go instead, or null to let it through.
 *
 * - A token opening /login goes to `/`.
 * - A token without roles: the account is loaded first, then the guard runs again for the same navigation. If
 *   loading fails, the visitor is logged out, shown the message that came back (the server's, or the error
 *   catalogue's for a 5xx, a network error or a timeout) and sent to `/`. A load the page's own reload or
 *   departure cut off got no answer at all: the session stays and the navigation proceeds.
 * - No token: the navigation proceeds and stored user info is reset.
 */
export async function guardNavigation(pathname: string, repeated = false): Promise<string | null> {
  const action = decideNavigation(pathname, getSession());
  switch (action.type) {
    case 'redirect':
      return action.to;
    case 'proceed-reset-user':
      resetUserInfo();
      return null;
    case 'proceed':
      return null;
    case 'load-user':
      // Loaded once for this navigation already (another tab changed the token meanwhile): the next one loads.
      if (repeated) return null;
      try {
        await loadUserInfo();
      } catch (error) {
        if (loadCutOff(error)) return null;
        endSessionAfterLoadError(error);
        return '/';
      }
      // Once more for the same navigation, now with the roles.
      return guardNavigation(pathname, true);
  }
}
