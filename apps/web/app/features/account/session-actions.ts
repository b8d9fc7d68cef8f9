import { feedback } from '../../lib/feedback';
import { PAGES, accountRoute, loginRoute, logoutRoute, type BodyOf } from '@clearsight/contracts';
import { callApi } from '../../lib/http/client';
import { isApiError } from '../../lib/http/errors';
import { LOGOUT_MESSAGE_MS } from '../../lib/constants';
import { expectOwnLogout } from '../../lib/realtime/effects';
import { userFromAccount, type SessionUser } from '../../lib/session/session-state';
import { clearEverything, getToken, setSession, setToken } from '../../lib/session/session-store';
import { navigateTo, t, toastError } from '../../lib/ui';

let loading: Promise<SessionUser> | null = null;

/**
 * Loads the account behind the current token into the session (docs/product.md). Concurrent callers share one request.
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

/**
 * Whether a failed account load means the token is of no use: the server answered and refused it (a 4xx such
 * as 401 for an ended session or 403 for a disabled account). A request that never got an answer (the page
 * was reloaded or left mid-request, the network dropped), a busy server (429, 5xx, 503 under overload) or a
 * timeout says nothing about the token: the session stays and the next navigation tries again.
 */
export function tokenRefused(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.status;
  if (status === undefined || status === 0) return false;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The navigation guard's rule (docs/product.md) when the account behind a token cannot be loaded: log out (the
 * server session too), show the message that came back, and go to `/`.
 */
export function endSessionAfterLoadFailure(error: unknown): void {
  expectOwnLogout();
  // The logout call reads the token now, before the session is cleared below.
  void callApi(logoutRoute, { silent: true }).catch(() => undefined);
  clearEverything();
  const message = error instanceof Error ? error.message : String(error);
  if (message) toastError(message);
  navigateTo('/');
}

/** Thrown by login/registration when the new session's account could not be loaded (already handled). */
export class SessionLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'SessionLoadError';
  }
}

/**
 * Keep the token, load the account info. If that fails the guard's rule applies (log out, show
 * the message, go to `/`) and a SessionLoadError tells the caller that it was already dealt with.
 */
export async function startSession(token: string): Promise<SessionUser> {
  setToken(token);
  try {
    return await loadUserInfo();
  } catch (error) {
    endSessionAfterLoadFailure(error);
    throw new SessionLoadError(error);
  }
}

export async function login(body: BodyOf<typeof loginRoute>): Promise<SessionUser> {
  const { token } = await callApi(loginRoute, { body });
  return startSession(token);
}

/** Only same-site paths, and never back to the login page itself. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return PAGES.home;
  const path = target.split(/[?#]/)[0];
  if (path === PAGES.login || path === PAGES.register || path === PAGES.forgotPassword) return PAGES.home;
  return target;
}

function afterLogout(): void {
  clearEverything();
  feedback.message.success({ content: t('account.logoutSuccess'), duration: LOGOUT_MESSAGE_MS / 1000 });
  navigateTo(PAGES.home);
}

/**
 * Logout clears the token, roles, permissions and all storage. When the call fails the visitor
 * is asked whether to force it. A 401 means the server already ended the session, which is a success.
 */
export async function logout(): Promise<void> {
  // Ending the session makes the server force every tab of it out; this tab says goodbye itself.
  expectOwnLogout();
  try {
    await callApi(logoutRoute, { silent: true });
    afterLogout();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      afterLogout();
      return;
    }
    feedback.modal.confirm({
      title: t('http.promptTitle'),
      content: t('account.logoutFailed'),
      okText: t('http.confirm'),
      cancelText: t('http.cancel'),
      onOk: () => {
        clearEverything();
        navigateTo(PAGES.home);
      },
    });
  }
}
