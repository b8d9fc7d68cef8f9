import { API_BASE, ErrorCodes, ErrorEnvelope, type RouteDescriptor } from '@clearsight/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { SessionService } from '../features/account/session.service.js';
import type { TenantService } from '../features/tenant/tenant.service.js';
import { AppError } from '../shared/app-error.js';
import type { ReadOnce, RequestContext } from '../shared/request-context.js';
import { assertAccess, contractRoutesOf, routeKey, type HandlerInput, type MountedRoute } from './contract-routes.js';
import { envelope, validationEnvelope } from './error-envelope.js';
import { holdsNul, NUL_MESSAGE } from './nul-check.js';
import { resolveRequestContext } from './request-context.js';

/** What a loader asks of a contract route: its address's parts, and the member it speaks for, if any. */
export interface RouteCallInput {
  /** Path parameters as the address carries them. */
  params?: Record<string, string>;
  /** The query string as the address carries it, without the `?`. */
  query?: string;
  /** A member's token; without it the call is the guest's. */
  token?: string | null;
}

/** The route's answer: its status and its body (the contract's response, or the error envelope). */
export interface RouteAnswer {
  status: number;
  body: unknown;
}

export type CallRoute = (
  route: Pick<RouteDescriptor, 'method' | 'path'>,
  input?: RouteCallInput,
) => Promise<RouteAnswer>;

/** Who a page's loaders speak for: the page request's tenant, address and browser, never its cookies. */
export interface Visitor {
  /** The tenant the page is rendered for (plugins/web.ts), or none: the default tenant. */
  tenant: string | undefined;
  ip: string;
  userAgent: string | null;
  acceptLanguage: string | null;
  /** The page request's id and logger: what a handler logs is the page's line. */
  requestId: string;
  log: FastifyBaseLogger;
}

/** A handler's outcome before the contract shapes it: each caller of a shared outcome parses its own copy. */
interface Outcome {
  status: number;
  value: unknown;
  /** The schema the HTTP API would have serialised the value with, or none (a status the route does not declare). */
  schema: ZodType | null;
}

const ERROR_STATUSES = new Set([400, 401, 403, 404, 409, 413, 429]);
const INTERNAL_MESSAGE = '服务器内部错误，请稍后再试';

/**
 * What a handler may do with its reply on the direct path: choose a status and set headers (ignored: a loader
 * reads only the answer). A handler that sends its own answer (a file) cannot be called directly.
 */
function replyStandIn(request: FastifyRequest): FastifyReply & { sentHere: boolean } {
  const headers = new Map<string, unknown>();
  const reply = {
    statusCode: 200,
    sentHere: false,
    request,
    status(code: number) {
      reply.statusCode = code;
      return reply;
    },
    code(code: number) {
      reply.statusCode = code;
      return reply;
    },
    header(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return reply;
    },
    headers(values: Record<string, unknown>) {
      for (const [name, value] of Object.entries(values)) headers.set(name.toLowerCase(), value);
      return reply;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
      return reply;
    },
    type(value: string) {
      headers.set('content-type', value);
      return reply;
    },
    send() {
      reply.sentHere = true;
      return reply;
    },
  };
  return reply as unknown as FastifyReply & { sentHere: boolean };
}

/** The query string as Fastify parses it: repeated names give arrays. */
function parseQuery(search: string | undefined): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (!search) return query;
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    if (seen === undefined) query[name] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else query[name] = [seen, value];
  }
  return query;
}

/** Runs a route's schema on one part of the request as Fastify's validator does: the value, or the 400. */
function validate(schema: ZodType | undefined, data: unknown, part: 'params' | 'querystring'): unknown {
  if (!schema) return data;
  const result = validatorCompiler({ schema, method: 'GET', url: '', httpPart: part })(data) as
    { value: unknown; error?: undefined } | { error: Array<{ instancePath: string; message?: string }> };
  if (result.error) throw new RouteRefusal(400, validationEnvelope(result.error, part));
  return result.value;
}

/** A refusal already in its envelope (validation). */
class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorEnvelope,
  ) {
    super(body.error.message);
  }
}

/** The envelope and status the error handler (plugins/error-envelope.ts) gives the same failure. */
function errorOutcome(error: unknown, log: FastifyBaseLogger): Outcome {
  const schema = ErrorEnvelope as unknown as ZodType;
  if (error instanceof RouteRefusal) return { status: error.status, value: error.body, schema };
  if (error instanceof AppError) {
    return {
      status: error.status,
      value: envelope(error.code, error.message, error.details, error.validationErrors),
      schema,
    };
  }
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code =
      status === 404
        ? ErrorCodes.notFound
        : status === 401
          ? ErrorCodes.unauthorized
          : status === 429
            ? ErrorCodes.tooManyRequests
            : ErrorCodes.validation;
    return { status, value: envelope(code, (error as Error).message), schema };
  }
  log.error({ err: error }, 'unhandled error');
  return { status: 500, value: envelope(ErrorCodes.internal, INTERNAL_MESSAGE), schema };
}

/** One page's store of shared reads (RequestContext.readOnce). */
function sharedReads(): ReadOnce {
  const reads = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let read = reads.get(key) as Promise<T> | undefined;
    if (!read) {
      read = load();
      reads.set(key, read);
    }
    return read;
  };
}

/** The page's shared reads as one viewer's calls see them: what a read answers depends on who asks. */
function viewersReads(readOnce: ReadOnce, ctx: RequestContext): ReadOnce {
  const viewer = `${ctx.tenantId}:${ctx.user?.id ?? ''}:`;
  return (key, load) => readOnce(viewer + key, load);
}

/**
 * The server renderer's direct path to the API's contract routes (decision 0039): a loader's GET runs the
 * route's handler in this process without an HTTP request, but through the same steps the HTTP API takes —
 * the tenant and the member from the visitor's tenant and the given token (400/403 for an unknown or disabled
 * tenant), the NUL check, the route's access rule (401/403), its params and query schemas (400 with the same
 * envelope), the handler, and its answer passed through the contract's response schema, which drops every
 * field the contract does not name (a privacy boundary: what a loader receives is what the browser would).
 * No serialising, routing or JSON parsing. Rate limits and the overload guard do not apply, as to the
 * renderer's in-process calls before it: the page request that caused them was counted and admitted.
 */
/** A page request's `callRoute`, for the visitor it speaks for; `once`: each question of the page answered once. */
export type RouteCaller = (visitor: Visitor, options?: { once?: boolean }) => CallRoute;

export function createRouteCaller(
  server: FastifyInstance,
  deps: { tenants: TenantService; sessions: SessionService },
): RouteCaller {
  const routes = contractRoutesOf(server);

  async function invoke(
    mounted: MountedRoute,
    visitor: Visitor,
    input: RouteCallInput,
    readOnce?: ReadOnce,
  ): Promise<Outcome> {
    const { route } = mounted;
    const path = API_BASE + route.path;
    const rawParams = { ...input.params };
    const rawQuery = parseQuery(input.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (visitor.userAgent) headers['user-agent'] = visitor.userAgent;
    if (visitor.acceptLanguage) headers['accept-language'] = visitor.acceptLanguage;
    let ctx: RequestContext | null = null;
    // What a handler may read of its request here: no body, no cookies, no socket.
    const request = {
      id: visitor.requestId,
      log: visitor.log,
      method: 'GET',
      url: path,
      ip: visitor.ip,
      headers,
      params: rawParams,
      query: rawQuery,
      get ctx() {
        return ctx;
      },
    } as unknown as FastifyRequest;
    const reply = replyStandIn(request);
    try {
      const resolved = await resolveRequestContext(deps, {
        tenant: visitor.tenant,
        token: input.token ?? null,
        ip: visitor.ip,
        userAgent: visitor.userAgent,
      });
      ctx = readOnce ? { ...resolved, readOnce: viewersReads(readOnce, resolved) } : resolved;
      if (holdsNul(rawQuery)) throw AppError.badRequest(NUL_MESSAGE);
      assertAccess(route.access, ctx.user);
      const params = validate(route.params as ZodType | undefined, rawParams, 'params');
      const query = validate(route.query as ZodType | undefined, rawQuery, 'querystring');
      (request as { params: unknown }).params = params;
      (request as { query: unknown }).query = query;
      const value = await mounted.handler({
        params,
        query,
        body: undefined,
        ctx,
        user: ctx.user,
        idempotencyKey: null,
        request,
        reply,
      } as HandlerInput<RouteDescriptor>);
      if (value === reply || reply.sentHere) {
        throw new Error(`${route.method} ${path} sends its own answer; the direct path cannot call it`);
      }
      const declared = route.status ?? 200;
      const status = reply.statusCode === 200 ? declared : reply.statusCode;
      const schema =
        status === declared
          ? (route.response as ZodType)
          : ERROR_STATUSES.has(status)
            ? (ErrorEnvelope as unknown as ZodType)
            : null;
      return { status, value, schema };
    } catch (error) {
      return errorOutcome(error, visitor.log);
    }
  }

  /** The answer one caller receives: its own copy, shaped by the contract. */
  function answer(outcome: Outcome, visitor: Visitor): RouteAnswer {
    if (!outcome.schema) return { status: outcome.status, body: structuredClone(outcome.value) };
    const parsed = outcome.schema.safeParse(outcome.value);
    if (!parsed.success) {
      visitor.log.error({ err: parsed.error }, 'response did not match its contract');
      return { status: 500, body: envelope(ErrorCodes.internal, INTERNAL_MESSAGE) };
    }
    const body = parsed.data;
    if (outcome.status >= 400 && body && typeof body === 'object' && 'error' in body) {
      return {
        status: outcome.status,
        body: { error: { ...(body as ErrorEnvelope).error, requestId: visitor.requestId } },
      };
    }
    return { status: outcome.status, body };
  }

  return (visitor, options = {}) => {
    // One page's loaders often ask the same thing (the layouts' and the page's): each question runs once, and so
    // does each read that several questions make (RequestContext.readOnce).
    const asked = options.once ? new Map<string, Promise<Outcome>>() : null;
    const readOnce = options.once ? sharedReads() : undefined;
    return async (route, input = {}) => {
      const mounted = routes.get(routeKey(route));
      if (route.method !== 'GET') throw new Error(`the direct path reads only: ${route.method} ${route.path}`);
      if (!mounted) {
        return {
          status: 404,
          body: envelope(ErrorCodes.notFound, `接口不存在：GET ${API_BASE}${route.path}`),
        };
      }
      if (!asked) return answer(await invoke(mounted, visitor, input), visitor);
      const key = JSON.stringify([routeKey(route), input.params ?? {}, input.query ?? '', input.token ?? null]);
      let outcome = asked.get(key);
      if (!outcome) {
        outcome = invoke(mounted, visitor, input, readOnce);
        asked.set(key, outcome);
      }
      return answer(await outcome, visitor);
    };
  };
}
