import {
  IDEMPOTENCY_KEY_HEADER,
  TENANT_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteDescriptor,
} from '@clearsight/contracts';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { readCookie } from '../cookies';
import { urlOf } from './url';
import { getToken, tenantId } from '../session/session-store';
import { ApiError, classifyFailure, NETWORK_ERROR_MESSAGE, serverMessageOf, type Failure } from './errors';
import { presentFailure, textOf } from './present';

export interface CallOptions<R extends RouteDescriptor> {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  body?: BodyOf<R>;
  signal?: AbortSignal;
  /** The caller shows its own message (the error is still thrown, nothing is presented). */
  silent?: boolean;
  /** Overrides the token from the session store (login checks a fresh token before keeping it). */
  token?: string | null;
  /**
   * Sent as `Idempotency-Key` (docs/product.md#money-ledger): one key per user action, repeated unchanged
   * when that action is retried, so the server changes money at most once for it.
   */
  idempotencyKey?: string;
}

export function requestHeaders(options: {
  token: string | null;
  tenant: string | null;
  xsrf: string | null;
  hasBody: boolean;
  idempotencyKey?: string;
}) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Like axios, the JSON content type goes with a body only: a JSON content type with an empty body is
  // a malformed request to the server (POST /account/logout, PUT /bbs-notice/read-all carry none).
  if (options.hasBody) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.tenant) headers[TENANT_HEADER] = options.tenant;
  if (options.xsrf) headers[XSRF_HEADER] = options.xsrf;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function fail(failure: Failure, silent: boolean | undefined): never {
  const outcome = classifyFailure(failure);
  if (!silent) presentFailure(outcome);
  const message =
    outcome.kind === 'silent' || outcome.kind === 'login-confirm'
      ? (serverMessageOf(failure.body) ?? textOf(outcome))
      : textOf(outcome);
  throw new ApiError({ message, failure, outcome });
}

/**
 * One call to the API described by a contract route (docs/product.md): base `/prod-api`, JSON, the bearer token,
 * the tenant from session storage, the XSRF cookie echoed as a header, the route's timeout (60 s unless it
 * says otherwise, e.g. the phone-captcha calls' 20 s), and the seed's error catalogue on failure.
 */
export async function callApi<R extends RouteDescriptor>(
  route: R,
  options: CallOptions<R> = {},
): Promise<ResponseOf<R>> {
  const timeoutMs = route.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(urlOf(route, options.params, options.query), {
      method: route.method,
      headers: requestHeaders({
        token: options.token === undefined ? getToken() : options.token,
        tenant: tenantId(),
        xsrf: readCookie(XSRF_COOKIE),
        hasBody: options.body !== undefined,
        idempotencyKey: options.idempotencyKey,
      }),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    // A caller that cancels (a component unmounting, a superseded query) wants no message at all.
    if (options.signal?.aborted && !timedOut) throw error;
    return fail({ message: timedOut ? `timeout of ${timeoutMs}ms exceeded` : NETWORK_ERROR_MESSAGE }, options.silent);
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
  if (timedOut) return fail({ message: `timeout of ${timeoutMs}ms exceeded` }, options.silent);
  if (!response.ok) return fail({ status: response.status, body }, options.silent);
  return body as ResponseOf<R>;
}
