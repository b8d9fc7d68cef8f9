import { accountRoute, loginRoute, logoutRoute, type BodyOf } from '@clearsight/contracts';
import { callApi } from '../../lib/http/client';
import { isApiError } from '../../lib/http/errors';
import { LOGOUT_MESSAGE_MS } from '../../lib/constants';
import { userFromAccount, type SessionUser } from '../../lib/session/session-state';
import { clearEverything, getToken, setSession, setToken } from '../../lib/session/session-store';
import { navigateTo, t, uiApi } from '../../lib/ui';

let loading: Promise<SessionUser> | null = null;

/**
 * Loads the account behind the current token into the session (seed §3: user, roleCodes,
 * permissionCodes; no roles → ROLE_DEFAULT). Concurrent callers share one request.
 */
export function loadUserInfo(): Promise<SessionUser> {
  if (loading) return loading;
  const token = getToken();
  if (!token) return Promise.reject(new Error('no token'));
  loading = callApi(accountRoute, { silent: true, token })
    .then((account) => {
      // A logout while the request was in flight wins.
      if (getToken() !== token) throw new Error('session changed');
      const user = userFromAccount(account, token);
      setSession(user);
      return user;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Seed §4: save the token, load the account info; if that fails, the token goes again. */
export async function login(body: BodyOf<typeof loginRoute>): Promise<SessionUser> {
  const { token } = await callApi(loginRoute, { body });
  setToken(token);
  try {
    return await loadUserInfo();
  } catch (error) {
    setToken(null);
    throw error;
  }
}

/** Only same-site paths, and never back to the login page itself. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/index';
  const path = target.split(/[?#]/)[0];
  if (path === '/login' || path === '/register' || path === '/forgotPassword') return '/index';
  return target;
}

function afterLogout(): void {
  clearEverything();
  uiApi()?.message.success({ content: t('account.logoutSuccess'), duration: LOGOUT_MESSAGE_MS / 1000 });
  navigateTo('/index');
}

/**
 * Seed §4: logout clears the token, roles, permissions and all storage. When the call fails the visitor
 * is asked whether to force it. A 401 means the server already ended the session, which is a success.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(logoutRoute, { silent: true });
    afterLogout();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      afterLogout();
      return;
    }
    uiApi()?.modal.confirm({
      title: t('http.promptTitle'),
      content: t('account.logoutFailed'),
      okText: t('http.confirm'),
      cancelText: t('http.cancel'),
      onOk: () => {
        clearEverything();
        navigateTo('/index');
      },
    });
  }
}
