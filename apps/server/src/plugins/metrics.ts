import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Metrics } from '../metrics/metrics.js';
import { OverloadedError } from './overload-guard.js';

/** Where Prometheus scrapes this instance. */
export const METRICS_PATH = '/metrics';

/** Scrapes answered by the metrics hook, which no route matched: they are labelled with the path. */
const scrapes = new WeakSet<FastifyRequest>();

/** The route pattern of a request (`/prod-api/bbs/discuss/:id`), never its address: the label must stay small. */
function routeOf(request: FastifyRequest): string {
  if (scrapes.has(request)) return METRICS_PATH;
  return request.routeOptions.url ?? '(unmatched)';
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * HTTP metrics for every request, and `GET /metrics` for a scraper holding `METRICS_TOKEN` as its bearer token.
 * The scrape is answered before routing would (a hook, not a route), and only with the token: any other
 * request for the address goes on as for any unknown one — the API's 404, or the site's own "not found" page —
 * so the endpoint is invisible to visitors (docs/decisions/0025). Registered before the overload guard, so a
 * saturated instance still reports why.
 */
export function registerMetrics(server: FastifyInstance, deps: { metrics: Metrics; token: string | undefined }): void {
  const { metrics, token } = deps;
  server.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
    // The page cache says what it did in its response header.
    const cached = reply.getHeader('x-page-cache');
    if (cached === 'hit' || cached === 'miss') metrics.pageCache.inc({ result: cached });
  });
  server.addHook('onError', async (request, _reply, error: FastifyError) => {
    if (error instanceof OverloadedError) metrics.overloaded.inc({ route: routeOf(request) });
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  server.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.split('?')[0] !== METRICS_PATH) return;
    // Compared as digests of equal length, in constant time: the token is not guessed a character at a time.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return;
    scrapes.add(request);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.text());
  });
}
