import {
  API_BASE,
  buildPath,
  TENANT_HEADER,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDescriptor,
} from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { MIRROR_COOKIES } from './constants';
import { cookieValue } from './cookies';
import { serverCodeOf } from './http/errors';
import { toQueryString } from './http/url';

/** What the Fastify server puts in the load context: the API called in-process, no network hop. */
export type ApiFetch = (
  path: string,
  init?: { headers?: Record<string, string> },
) => Promise<{ status: number; json(): unknown }>;

/**
 * What the Fastify server puts in the load context beside it: a contract route's handler called directly, with
 * the API's checks and its response schema but no HTTP request (apps/server/src/plugins/route-caller.ts).
 * `params` and `query` are the address's parts; the body is the contract's response or the error envelope.
 */
export type CallRoute = (
  route: Pick<RouteDescriptor, 'method' | 'path'>,
  input?: { params?: Record<string, string>; query?: string; token?: string | null },
) => Promise<{ status: number; body: unknown }>;

declare module 'react-router' {
  interface AppLoadContext {
    callRoute?: CallRoute;
    apiFetch?: ApiFetch;
  }
}

/** Path parameters as the address carries them (what `buildPath` writes, before its encoding). */
function addressParams(params: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') out[name] = String(value);
  }
  return out;
}

/** A failure keeps the status and the envelope's error code (null without one), e.g. to tell hidden from private. */
export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number | null; code?: string | null };

/** `react-router dev` runs without the Fastify server around it, so loaders call the API over HTTP. */
const devApiFetch: ApiFetch = async (path, init) => {
  const origin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
  const response = await fetch(`${origin}${API_BASE}${path}`, { headers: init?.headers });
  const text = await response.text();
  return { status: response.status, json: () => (text ? (JSON.parse(text) as unknown) : undefined) };
};

/**
 * The visitor's tenant: the TenantId header when a client sends one, else the cookie the browser mirrors
 * from its tab (documents and React Router's data requests carry no custom headers).
 */
export function tenantOf(request: Request): string | null {
  const value = request.headers.get(TENANT_HEADER) ?? cookieValue(request.headers.get('cookie'), MIRROR_COOKIES.tenant);
  return value?.trim() || null;
}

/** The token the browser mirrors into a cookie (read only where a page's status depends on the visitor). */
export function tokenOf(request: Request): string | null {
  return cookieValue(request.headers.get('cookie'), MIRROR_COOKIES.token)?.trim() || null;
}

/**
 * A GET for a loader, as the visitor's tenant and, when `token` is given, as that member (otherwise the
 * guest: server rendering is the guest view). On the Fastify server the route's handler is called directly
 * (`callRoute`); under `react-router dev` the API is asked over HTTP. Failures come back as values, not throws:
 * a page whose API is down should still render (the status page exists precisely to show that).
 */
export async function loadFromApi<R extends RouteDescriptor>(
  context: AppLoadContext | undefined,
  request: Request,
  route: R,
  options: { params?: ParamsOf<R>; query?: QueryOf<R>; token?: string } = {},
): Promise<LoadResult<ResponseOf<R>>> {
  // Built in either case: a missing required parameter is the loader's mistake, thrown as before.
  const pathOnly = buildPath(route.path, options.params as Record<string, unknown> | undefined);
  const search = toQueryString(options.query);
  if (context?.callRoute) {
    try {
      const answer = await context.callRoute(route, {
        params: addressParams(options.params as Record<string, unknown> | undefined),
        query: search.slice(1),
        token: options.token ?? null,
      });
      if (answer.status < 200 || answer.status >= 300) {
        return { ok: false, status: answer.status, code: serverCodeOf(answer.body) };
      }
      return { ok: true, data: answer.body as ResponseOf<R> };
    } catch {
      return { ok: false, status: null };
    }
  }
  const path = pathOnly + search;
  const headers: Record<string, string> = { accept: 'application/json' };
  const tenant = tenantOf(request);
  if (tenant) headers[TENANT_HEADER] = tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  try {
    const apiFetch = context?.apiFetch ?? devApiFetch;
    const response = await apiFetch(path, { headers });
    if (response.status < 200 || response.status >= 300) {
      const body: unknown = await Promise.resolve()
        .then(() => response.json())
        .catch(() => null);
      return { ok: false, status: response.status, code: serverCodeOf(body) };
    }
    return { ok: true, data: (await response.json()) as ResponseOf<R> };
  } catch {
    return { ok: false, status: null };
  }
}
