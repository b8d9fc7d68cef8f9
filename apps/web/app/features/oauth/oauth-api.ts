import {
  oauthAccountRoute,
  oauthAuthorizeRoute,
  oauthBindRoute,
  oauthLinkRoute,
  oauthLoginRoute,
  oauthProvidersRoute,
  oauthRegisterRoute,
  oauthUnbindRoute,
  type BodyOf,
  type OAuthCallbackQuery,
  type OAuthPurpose,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '../../lib/hydrated';
import { callApi } from '../../lib/http/client';

export const oauthKeys = {
  providers: ['oauth', 'providers'] as const,
  mine: (userId: string | null) => ['oauth', 'mine', userId] as const,
};

/** Where the member wanted to go when they chose a provider on the login page; read back after the round trip. */
export const OAUTH_REDIRECT_KEY = 'oauthRedirect';

/** The providers this site offers (none unless configured). */
export function useOAuthProviders() {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: oauthKeys.providers,
    queryFn: ({ signal }) => callApi(oauthProvidersRoute, { signal, silent: true }),
    enabled: hydrated,
    staleTime: 5 * 60_000,
  });
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

export function useMyBindings(userId: string | null) {
  const hydrated = useHydrated();
  return useQuery({
    queryKey: oauthKeys.mine(userId),
    queryFn: ({ signal }) => callApi(oauthAccountRoute, { signal, silent: true }),
    enabled: hydrated && userId !== null,
  });
}

export function useUnbind(userId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(oauthUnbindRoute, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: oauthKeys.mine(userId) }),
  });
}
