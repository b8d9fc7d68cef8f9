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
import { toQueryString } from './http/url';

/** What the Fastify server puts in the load context: the API called in-process, no network hop. */
export type ApiFetch = (
  path: string,
  init?: { headers?: Record<string, string> },
) => Promise<{ status: number; json(): unknown }>;

declare module 'react-router' {
  interface AppLoadContext {
    apiFetch?: ApiFetch;
  }
}

export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number | null };

/** `react-router dev` runs without the Fastify server around it, so loaders call the API over HTTP. */
const devApiFetch: ApiFetch = async (path, init) => {
  const origin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
  const response = await fetch(`${origin}${API_BASE}${path}`, { headers: init?.headers });
  const text = await response.text();
  return { status: response.status, json: () => (text ? (JSON.parse(text) as unknown) : undefined) };
};

/**
 * A public GET for a loader. Failures come back as values, not throws: a page whose API is down should
 * still render (the status page exists precisely to show that).
 */
export async function loadFromApi<R extends RouteDescriptor>(
  context: AppLoadContext | undefined,
  request: Request,
  route: R,
  options: { params?: ParamsOf<R>; query?: QueryOf<R> } = {},
): Promise<LoadResult<ResponseOf<R>>> {
  const path =
    buildPath(route.path, options.params as Record<string, unknown> | undefined) + toQueryString(options.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  const tenant = request.headers.get(TENANT_HEADER);
  if (tenant) headers[TENANT_HEADER] = tenant;
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  try {
    const apiFetch = context?.apiFetch ?? devApiFetch;
    const response = await apiFetch(path, { headers });
    if (response.status < 200 || response.status >= 300) return { ok: false, status: response.status };
    return { ok: true, data: (await response.json()) as ResponseOf<R> };
  } catch {
    return { ok: false, status: null };
  }
}
