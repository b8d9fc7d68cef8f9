import { accountRoute } from '@clearsight/contracts';
import { data, type AppLoadContext } from 'react-router';
import { loadFromApi, tokenOf } from '../../lib/api.server';
import { isStaff } from './menu';

/** Who opened the console, as far as the server can tell from the token's cookie copy. */
export type AdminAccess = 'guest' | 'member' | 'staff' | 'unknown';

/**
 * The console's layout loader: a guest's page request answers 401 and a member's 403 (with the console's
 * sign-in prompt or forbidden page), staff get 200. The API refuses them either way; this makes the page's
 * own status say so. When the account cannot be checked (API down) the browser decides, as before.
 */
export async function loadAdminAccess(context: AppLoadContext, request: Request) {
  const token = tokenOf(request);
  if (!token) return data({ access: 'guest' as AdminAccess }, { status: 401 });
  const account = await loadFromApi(context, request, accountRoute, { token });
  if (!account.ok) {
    return account.status === 401
      ? data({ access: 'guest' as AdminAccess }, { status: 401 })
      : { access: 'unknown' as AdminAccess };
  }
  const holder = { roles: account.data.roleCodes, permissions: account.data.permissionCodes };
  return isStaff(holder)
    ? { access: 'staff' as AdminAccess }
    : data({ access: 'member' as AdminAccess }, { status: 403 });
}
