import {
  API_BASE,
  ErrorEnvelope,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  LEDGER_MESSAGES,
  hasAny,
  type RouteDescriptor,
} from '@clearsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../shared/app-error.js';
import type { RequestContext, SessionUser } from '../shared/request-context.js';

type Infer<R, K extends 0 | 1 | 2 | 3> =
  R extends RouteDescriptor<infer P, infer Q, infer B, infer S> ? z.infer<[P, Q, B, S][K]> : never;

export interface HandlerInput<R extends RouteDescriptor> {
  params: Infer<R, 0>;
  query: Infer<R, 1>;
  body: Infer<R, 2>;
  ctx: RequestContext;
  /** The signed-in user; set (non-null) on member and permission routes. */
  user: SessionUser | null;
  /**
   * The validated `Idempotency-Key` on routes that read it (`route.idempotencyKey`): always a string where it
   * is required, null where it is optional and absent, null on every other route.
   */
  idempotencyKey: R extends { idempotencyKey: 'required' } ? string : string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<R extends RouteDescriptor> = (
  input: HandlerInput<R>,
) => Promise<Infer<R, 3> | FastifyReply> | Infer<R, 3> | FastifyReply;

/** A mounted contract route as the server renderer's direct path calls it (plugins/route-caller.ts). */
export interface MountedRoute {
  route: RouteDescriptor;
  handler: (input: HandlerInput<RouteDescriptor>) => unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract route mounted on this server, by `routeKey`: what the direct path may call. */
    contractRoutes?: Map<string, MountedRoute>;
  }
}

/**
 * How a route is known to the direct path: method and contract path. Not the descriptor object itself, since
 * the web build carries its own copy of the contracts.
 */
export function routeKey(route: Pick<RouteDescriptor, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** The server's registry of mounted contract routes (made on first use; plugins/http.ts makes it on the root). */
export function contractRoutesOf(app: FastifyInstance): Map<string, MountedRoute> {
  if (!app.contractRoutes) app.decorate('contractRoutes', new Map<string, MountedRoute>());
  return app.contractRoutes!;
}

const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  413: ErrorEnvelope,
  429: ErrorEnvelope,
};

/** Requests per client address and window for one route, counted by @fastify/rate-limit (Redis when shared). */
export interface RouteRateLimit {
  max: number;
  windowMs: number;
  /** What the 429 says was too frequent, e.g. "登录尝试太频繁"; the wait is added ("，请 3 分钟后再试"). */
  message?: string;
  /**
   * Count per signed-in member instead of per address (members behind one office address do not share a
   * limit; a member does not escape it by changing address). Counted after the access check.
   */
  perMember?: boolean;
}

/** Answers that depend on who asks must never be stored by a shared cache (or kept by the browser). */
const PERSONAL_CACHE_CONTROL = 'private, no-store';

const IDEMPOTENCY_HEADER_NAME = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Reads a route's `Idempotency-Key` once, for every route that declares it: 400 on the header when it is
 * required and missing, or present and malformed.
 */
export function readIdempotencyKey(route: RouteDescriptor, request: FastifyRequest): string | null {
  if (!route.idempotencyKey) return null;
  const raw = request.headers[IDEMPOTENCY_HEADER_NAME];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') {
    if (route.idempotencyKey === 'required') {
      throw AppError.field(IDEMPOTENCY_KEY_HEADER, LEDGER_MESSAGES.idempotencyKeyRequired);
    }
    return null;
  }
  const parsed = IdempotencyKeySchema.safeParse(value);
  if (!parsed.success) {
    throw AppError.field(
      IDEMPOTENCY_KEY_HEADER,
      parsed.error.issues[0]?.message ?? LEDGER_MESSAGES.idempotencyKeyRequired,
    );
  }
  return parsed.data;
}

/** Checks a route's access rule against the request's session; throws 401/403 as the envelope says. */
export function assertAccess(access: RouteDescriptor['access'], user: SessionUser | null): void {
  if (access === 'public') return;
  if (!user) throw AppError.unauthorized();
  if (access === 'member') return;
  if (!hasAny(user, { permissions: [access.permission] })) throw AppError.forbidden();
}

/**
 * Mounts one contract route: validation and serialisation from its zod schemas, the OpenAPI entry from its
 * summary and tags, its access rule enforced before the handler runs, `Cache-Control: private, no-store` on
 * personal answers, and an optional per-address rate limit of its own.
 */
export function mountRoute<R extends RouteDescriptor>(
  app: FastifyInstance,
  route: R,
  handler: Handler<R>,
  extra: Partial<Pick<RouteOptions, 'bodyLimit'>> & {
    /** A tighter limit than the API-wide one, per client address (forms anyone may submit). */
    rateLimit?: RouteRateLimit;
    /** The answer's Cache-Control when the route knows it (a shared public list, a one-time captcha). */
    cacheControl?: string;
  } = {},
): void {
  const status = route.status ?? 200;
  const { rateLimit } = extra;
  contractRoutesOf(app).set(routeKey(route), { route, handler: handler as MountedRoute['handler'] });
  app.route({
    method: route.method,
    url: API_BASE + route.path,
    ...(extra.bodyLimit ? { bodyLimit: extra.bodyLimit } : {}),
    ...(rateLimit
      ? {
          config: {
            rateLimit: {
              max: rateLimit.max,
              timeWindow: rateLimit.windowMs,
              ...(rateLimit.perMember
                ? {
                    hook: 'preHandler' as const,
                    keyGenerator: (request: FastifyRequest) =>
                      request.ctx.user ? `member:${request.ctx.user.tenantId}:${request.ctx.user.id}` : request.ip,
                  }
                : {}),
              errorResponseBuilder: (_request, context) =>
                AppError.retryLater(rateLimit.message ?? '操作太频繁', context.ttl / 1000),
            },
          },
        }
      : {}),
    schema: {
      summary: route.summary,
      tags: route.tags,
      ...(route.access !== 'public' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: route.response, ...errorResponses },
    },
    // Access is decided before validation: a member probing an admin route learns "forbidden", not
    // what the route would have accepted.
    preValidation: async (request) => {
      assertAccess(route.access, request.ctx.user);
    },
    handler: async (request, reply) => {
      // Member and staff answers, and any answer given to a signed-in visitor, are personal unless the route
      // says otherwise. Set first, so a handler that knows better (a file's own caching) overrides it.
      if (extra.cacheControl) reply.header('cache-control', extra.cacheControl);
      else if (route.access !== 'public' || request.ctx.user) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
      const result = await handler({
        params: request.params as HandlerInput<R>['params'],
        query: request.query as HandlerInput<R>['query'],
        body: request.body as HandlerInput<R>['body'],
        ctx: request.ctx,
        user: request.ctx.user,
        idempotencyKey: readIdempotencyKey(route, request) as HandlerInput<R>['idempotencyKey'],
        request,
        reply,
      });
      if (result === reply) return reply;
      // A handler that chose another status (a 503 health answer) keeps it.
      if (reply.statusCode === 200) reply.status(status);
      return result;
    },
  });
}
