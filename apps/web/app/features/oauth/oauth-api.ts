import {
  oauthAuthorizeRoute,
  oauthBindRoute,
  oauthLinkRoute,
  oauthLoginRoute,
  oauthProvidersRoute,
  oauthRegisterRoute,
  type BodyOf,
  type OAuthCallbackQuery,
  type OAuthPurpose,
  type ResponseOf,
} from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/http/client';

/** Where the member wanted to go when they chose a provider on the login page; read back after the round trip. */
export const OAUTH_REDIRECT_KEY = 'oauthRedirect';

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
