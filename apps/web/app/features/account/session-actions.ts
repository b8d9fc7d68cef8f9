import { feedback } from '../../lib/feedback';
import { PAGES, accountRoute, loginRoute, logoutRoute, type BodyOf } from '@clearsight/contracts';
import { callApi } from '../../lib/http/client';
import { isApiError } from '../../lib/http/errors';
import { watchPageLeaving } from '../../lib/http/page-leaving';
import { LOGOUT_MESSAGE_MS } from '../../lib/constants';
import { expectOwnLogout } from '../../lib/realtime/own-logout';
import { userFromAccount, type SessionUser } from '../../lib/session/session-state';
import { clearEverything, getToken, setSession, setToken } from '../../lib/session/session-store';
import { navigateTo, t, toastError } from '../../lib/ui';

let loading: Promise<SessionUser> | null = null;

/** The token changed while its account was loading (a logout, another tab): the newer session wins. */
class SessionChangedError extends Error {
  constructor() {
    super('session changed');
    this.name = 'SessionChangedError';
  }
}

/** The page was being left or reloaded while the account loaded: the browser dropped the request. */
class LoadCutOffError extends Error {
  constructor(cause: unknown) {
    super('cut off by the page leaving', { cause });
    this.name = 'LoadCutOffError';
  }
}

/**
 * Loads the account behind the current token into the session (docs/product.md). Concurrent callers share one request.
 */
export function loadUserInfo(): Promise<SessionUser> {
  if (loading) return loading;
  const token = getToken();
  if (!token) return Promise.reject(new SessionChangedError());
  const page = watchPageLeaving();
  loading = callApi(accountRoute, { silent: true, token })
    .then(
      (account) => {
        // A logout while the request was in flight wins.
        if (getToken() !== token) throw new SessionChangedError();
        const user = userFromAccount(account, token);
        setSession(user);
        return user;
      },
      (error: unknown) => {
        throw page.leaving() ? new LoadCutOffError(error) : error;
      },
    )
    .finally(() => {
      page.stop();
      loading = null;
    });
  return loading;
}

/**
 * Whether a failed account load was cut off rather than answered: the page was being reloaded or left while it
 * ran (the browser drops its requests, which fail as a network error would), or the session it was loading for
 * changed meanwhile. Then nothing is known about the token and the session stays. Every answer that is a failure
 * (a 4xx, a 5xx, a network error or a timeout while the page stays) ends it, as the navigation guard says.
 */
export function loadCutOff(error: unknown): boolean {
  if (error instanceof LoadCutOffError || error instanceof SessionChangedError) return true;
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The navigation guard's rule (docs/product.md) when the account behind a token cannot be loaded: log out (the
 * server session too) and show the message that came back. The caller goes to `/`.
 */
export function endSessionAfterLoadError(error: unknown): void {
  expectOwnLogout();
  // The logout call reads the token now, before the session is cleared below.
  void callApi(logoutRoute, { silent: true }).catch(() => undefined);
  clearEverything();
  const message = error instanceof Error ? error.message : String(error);
  if (message) toastError(message);
}

/** The same, then to `/` (after a login or registration whose new session's account could not be loaded). */
export function endSessionAfterLoadFailure(error: unknown): void {
  endSessionAfterLoadError(error);
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
