import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. The server enforces it before the handler runs; the web client uses it only to
 * decide whether to attach a token. `public`: anyone (a session is read when present); `member`: any
 * signed-in account; `{ permission }`: an account holding that permission code (or `*:*:*` / role admin).
 */
export type RouteAccess = 'public' | 'member' | { permission: string };

export interface RouteDescriptor<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below `/prod-api`, with `:name` path parameters. */
  path: string;
  summary: string;
  tags: string[];
  access: RouteAccess;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  /** The 2xx answer. It decides what leaves the server: fields it does not name are stripped. */
  response: TResponse;
  /** Status of a successful answer (200 unless said otherwise). */
  status?: 200 | 201 | 204;
  /** Per-route client timeout in ms (the seed's 20 s for phone-captcha calls); default 60 000. */
  timeoutMs?: number;
  /**
   * Whether the route reads the `Idempotency-Key` header (activity/ledger.contract.ts): `required` on routes
   * that spend money (400 without a valid key), `optional` on routes that only earn. The server's route layer
   * validates it once and hands it to the handler; the web client sends one for these routes.
   */
  idempotencyKey?: 'required' | 'optional';
}

export function defineRoute<
  TParams extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TBody extends z.ZodType = z.ZodUndefined,
  TResponse extends z.ZodType = z.ZodType,
>(route: RouteDescriptor<TParams, TQuery, TBody, TResponse>): RouteDescriptor<TParams, TQuery, TBody, TResponse> {
  return route;
}

export type ParamsOf<R> = R extends RouteDescriptor<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<R> = R extends RouteDescriptor<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<R> = R extends RouteDescriptor<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<R> = R extends RouteDescriptor<z.ZodType, z.ZodType, z.ZodType, infer S> ? z.infer<S> : never;

/** Turns `/bbs-user/:id` plus `{ id: 7 }` into `/bbs-user/7`, encoding each value. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g, (_m, name: string, optional?: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
