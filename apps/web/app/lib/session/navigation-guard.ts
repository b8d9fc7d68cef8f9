import { PAGES } from '@clearsight/contracts';
import { WHITELIST } from '../constants';

/** What the guard does with one navigation (docs/product.md, "Navigation guard"). */
export type GuardAction =
  /** Let it through. */
  | { type: 'proceed' }
  /** A signed-in visitor opening /login goes to the landing target instead. */
  | { type: 'redirect'; to: '/' }
  /** A token without roles: load the user info, then run the guard again for the same navigation. */
  | { type: 'load-user' }
  /** No token: the navigation proceeds (no forced login) and any stored user info is reset. */
  | { type: 'proceed-reset-user' };

export interface GuardSession {
  token: string | null;
  roles: readonly string[];
}

export function isWhitelisted(path: string): boolean {
  return WHITELIST.includes(path);
}

export function decideNavigation(path: string, session: GuardSession): GuardAction {
  if (session.token) {
    if (path === PAGES.login) return { type: 'redirect', to: '/' };
    if (session.roles.length === 0) return { type: 'load-user' };
    return { type: 'proceed' };
  }
  if (isWhitelisted(path)) return { type: 'proceed' };
  return { type: 'proceed-reset-user' };
}
