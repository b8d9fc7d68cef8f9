import {
  oauthAuthorizeRoute,
  oauthBindRoute,
  oauthLinkRoute,
  oauthLoginRoute,
  oauthProvidersRoute,
  oauthRegisterRoute,
  type BodyOf,
  type OAuthCallbackQuery,
  type OAuthLoginResult,
  type OAuthPurpose,
  type ResponseOf,
} from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/http/client';
import { isApiError } from '../../lib/http/errors';

/** Where the member wanted to go when they chose a provider on the login page; read back after the round trip. */
export const OAUTH_REDIRECT_KEY = 'oauthRedirect';

/**
 * The third-party login's own pages besides the provider's way back (`/auth/:type`, `/bind/:type`), the
 * navigation guard's whitelist (docs/product.md#third-party-login): reachable without a session.
 *
 * - `/auth-redirect?type=…&redirect=…`: on the way out. The login page's provider buttons lead here; the page
 *   asks the server for the provider's address (the server keeps the PKCE verifier, state and nonce) and leaves.
 * - `/bind`: a provider's identity seen for the first time is bound here to a new account or an existing one.
 */
export const OAUTH_PAGES = { redirect: '/auth-redirect', bind: '/bind' } as const;

/** The way out to a provider for logging in, coming back to `redirect` (a site path) afterwards. */
export function authRedirectHref(type: string, redirect?: string | null): string {
  const query = new URLSearchParams({ type });
  if (redirect) query.set('redirect', redirect);
  return `${OAUTH_PAGES.redirect}?${query.toString()}`;
}

/** An identity the site has not seen: its one-use ticket, spent on a new account or by linking one. */
export type NewIdentity = Extract<OAuthLoginResult, { status: 'new-identity' }>;

/**
 * The identity waiting at `/bind`, kept in the tab's session storage until it is bound (a reload of the page keeps
 * it); the ticket itself only works in this browser and for its ten minutes.
 */
export const OAUTH_FIRST_TIME_KEY = 'oauthFirstTime';

export function keepFirstTime(identity: NewIdentity, now = Date.now()): void {
  try {
    sessionStorage.setItem(OAUTH_FIRST_TIME_KEY, JSON.stringify({ identity, savedAt: now }));
  } catch {
    // Storage off: the page cannot carry the ticket over, and says there is nothing to bind.
  }
}

/** The identity waiting to be bound, unless its ticket has expired or there is none. */
export function readFirstTime(now = Date.now()): NewIdentity | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(OAUTH_FIRST_TIME_KEY) ?? 'null') as {
      identity?: NewIdentity;
      savedAt?: number;
    } | null;
    const identity = saved?.identity;
    if (!identity || identity.status !== 'new-identity' || typeof identity.ticket !== 'string') return null;
    if (typeof saved.savedAt !== 'number' || now - saved.savedAt > identity.expiresInSeconds * 1000) return null;
    return identity;
  } catch {
    return null;
  }
}

export function forgetFirstTime(): void {
  try {
    sessionStorage.removeItem(OAUTH_FIRST_TIME_KEY);
  } catch {
    // See keepFirstTime.
  }
}

/** What to tell the visitor about a failed call: the server's own words when it sent them. */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export type OAuthProvider = ResponseOf<typeof oauthProvidersRoute>['items'][number];

/** The providers this site offers (none unless configured), asked for in the browser once the page is there. */
export function useOAuthProviders(): OAuthProvider[] {
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    callApi(oauthProvidersRoute, { signal: controller.signal, silent: true })
      .then((answer) => setProviders(answer.items))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return providers;
}

/**
 * Asks the server for the provider's address (it keeps the PKCE verifier, state and nonce, and ties them to
 * this browser with an httpOnly cookie), then leaves for the provider.
 */
export async function startRoundTrip(type: string, purpose: OAuthPurpose): Promise<void> {
  const { url } = await callApi(oauthAuthorizeRoute, { params: { type }, body: { purpose } });
  window.location.assign(url);
}

/** What the provider put on the address it sent the browser back to. */
export function callbackQuery(search: URLSearchParams): OAuthCallbackQuery | null {
  const state = search.get('state');
  if (!state) return null;
  const query: OAuthCallbackQuery = { state };
  for (const key of ['code', 'error', 'error_description', 'iss'] as const) {
    const value = search.get(key);
    if (value !== null) query[key] = value;
  }
  return query;
}

// A state is spent by its first use: a second render (React's development double effects, a remount) must
// share the first call instead of replaying it.
const exchanges = new Map<string, Promise<unknown>>();
function once<T>(key: string, run: () => Promise<T>): Promise<T> {
  let pending = exchanges.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = run();
    exchanges.set(key, pending);
  }
  return pending;
}

export function finishLogin(type: string, query: OAuthCallbackQuery) {
  return once(`login:${query.state}`, () => callApi(oauthLoginRoute, { params: { type }, query, silent: true }));
}

export function finishBind(type: string, query: OAuthCallbackQuery) {
  return once(`bind:${query.state}`, () => callApi(oauthBindRoute, { params: { type }, query, silent: true }));
}

export function registerWithTicket(body: BodyOf<typeof oauthRegisterRoute>) {
  return callApi(oauthRegisterRoute, { body, silent: true });
}

export function linkWithTicket(body: BodyOf<typeof oauthLinkRoute>) {
  return callApi(oauthLinkRoute, { body, silent: true });
}
