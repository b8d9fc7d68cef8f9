import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { API_BASE } from '@clearsight/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from '../config.js';
import { AppError } from '../shared/app-error.js';
import type { KeyValueStore } from '../shared/kv-store.js';
import { registerErrorEnvelope } from './error-envelope.js';
import { loggerOptions, type LogStream } from './log-redaction.js';
import { createMetrics, type Metrics } from '../metrics/metrics.js';
import { registerMetrics } from './metrics.js';
import { createContentSecurityPolicy, registerContentSecurityPolicy } from './content-security-policy.js';
import { registerSecurityHeaders } from './security-headers.js';
import { MIN_COMPRESSED_BYTES, registerResponseCompression } from './response-compression.js';
import { INTERNAL_RENDER_HEADER } from './web.js';
import { registerOverloadGuard } from './overload-guard.js';
import { holdsNul, NUL_MESSAGE } from './nul-check.js';
import { contractRoutesOf } from './contract-routes.js';

/**
 * Fastify's `trustProxy` from the configuration: the proxies' addresses as they are, or a hop count as a
 * function (Fastify reads a bare number as "trust nobody"). Never `true`: request.ip (rate limits,
 * sessions, audit) must be the address the nearest trusted proxy saw, not the left-most X-Forwarded-For
 * entry, which is whatever the client wrote.
 */

/** What an incoming request id may look like: short, and nothing a log line or a header could be bent by. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the balancer's `x-request-id` when a proxy is trusted (TRUST_PROXY) and the value is a
 * safe short token, so one id follows a request through nginx and here; otherwise a new UUID. Without a
 * trusted proxy the header is whatever the client wrote, and a client must not choose the id of its lines.
 */
export function requestIdFrom(trust: TrustProxy): (request: IncomingMessage) => string {
  const honour = trust !== false && trust !== 0 && !(Array.isArray(trust) && trust.length === 0);
  return (request) => {
    const incoming = honour ? request.headers['x-request-id'] : undefined;
    if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
    return randomUUID();
  };
}

export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/**
 * The HTTP server and the plugins every route relies on: zod validation and serialisation, the error
 * envelope, JSON that accepts empty bodies, security headers, compression, cookies, multipart, the
 * overload guard and the rate limiter (Redis-backed with several instances).
 */
export async function createHttpServer(deps: {
  config: AppConfig;
  kv: KeyValueStore;
  /** The per-process secret that marks the server renderer's own API calls. */
  internalRenderToken: string;
  /**
   * An extra health check for the overload guard, run every few seconds: while it answers false, requests
   * get the overload answer (tests use it to switch the guard on without loading the machine).
   */
  overloadCheck?: () => Promise<boolean>;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: LogStream;
  /** Counts every request (and serves `GET /metrics` with METRICS_TOKEN); the app's, or a fresh set. */
  metrics?: Metrics;
}): Promise<FastifyInstance> {
  const { config, kv } = deps;
  const server = Fastify({
    // Secrets in a query string (a form sent before its script took over) never reach the log (log-redaction.ts).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries its id (Fastify's per-request logger binds `reqId`), and so do the
    // `x-request-id` header and the error envelope. The balancer's id is kept only from a trusted proxy.
    requestIdHeader: false,
    genReqId: requestIdFrom(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Start-up work in onReady (the demo files, the first search index) takes longer than Fastify's 10 s
    // default on a busy two-core machine; a slow start is not a failed one.
    pluginTimeout: 60_000,
    // A request arriving on an open connection while the server closes is served, not refused with 503: the
    // rolling restart (plugins/shutdown.ts) already asked every connection to close after its answer.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(server);
  // The contract routes' registry on the root, so every route mounted in any scope lands in the one the renderer reads.
  contractRoutesOf(server);
  registerMetrics(server, { metrics: deps.metrics ?? createMetrics(), token: config.metricsToken });

  // Clients (axios among them) send `Content-Type: application/json` on body-less POSTs such as logout;
  // an empty body is "no body", not invalid JSON. Everything else goes to Fastify's own parser, which
  // keeps its prototype-poisoning protection.
  const defaultJsonParser = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, text, (error, value) => {
      if (error) return done(error);
      // JSON can only carry NUL escaped, so the parsed value is walked only when the text holds the escape.
      if (text.includes('\\u0000') && holdsNul(value)) return done(AppError.badRequest(NUL_MESSAGE));
      return done(null, value);
    });
  });
  // The same for the query string (`?q=%00`).
  server.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') && holdsNul(request.query)) throw AppError.badRequest(NUL_MESSAGE);
  });

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Helmet's headers but the policy, which depends on the request's host and, for a page, on its inline scripts.
  registerSecurityHeaders(server, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  registerContentSecurityPolicy(server, createContentSecurityPolicy({ publicUrl: config.publicUrl }));
  // Whole answers are compressed in one call (response-compression.ts); the plugin compresses streams.
  registerResponseCompression(server);
  await server.register(compress, { global: true, threshold: MIN_COMPRESSED_BYTES });
  await server.register(cookie);
  await server.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  if (config.overloadGuard) {
    // Sheds new requests under sustained overload only, never static files or health answers (overload-guard.ts).
    await registerOverloadGuard(server, {
      internalRenderToken: deps.internalRenderToken,
      ...(deps.overloadCheck ? { extraCheck: deps.overloadCheck } : {}),
    });
  }
  // The one request rate limiter: 600 API calls a minute per address, and tighter per-route limits that
  // routes declare through mountRoute's `rateLimit` option.
  await server.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: 60_000,
    // Pages are not API calls; the server renderer's own in-process calls are bounded by the page
    // requests that caused them, and are recognised by a secret only this process knows.
    allowList: (request) =>
      config.rateLimitDisabled ||
      !request.url.startsWith(API_BASE) ||
      request.headers[INTERNAL_RENDER_HEADER] === deps.internalRenderToken,
    ...(kv.redis ? { redis: kv.redis, nameSpace: `${kv.namespace}rl:` } : {}),
    // An AppError, so the error envelope keeps the message (with the wait) instead of a generic one.
    errorResponseBuilder: (_request, context) => AppError.retryLater('操作太频繁', context.ttl / 1000),
  });
  return server;
}
