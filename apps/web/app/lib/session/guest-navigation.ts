import { decideNavigation } from './navigation-guard';
import { getSession, resetUserInfo } from './session-store';

/**
 * The navigation guard of a visitor without a token (docs/product.md): a guest is never sent elsewhere, only
 * stored user info is reset. Decided at once, without the member's guard and session actions
 * (`features/account/guard-navigation.ts`), which a guest's page never loads.
 */
export function guardGuestNavigation(pathname: string): void {
  if (decideNavigation(pathname, getSession()).type === 'proceed-reset-user') resetUserInfo();
}
