import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's own figures (event-loop lag, heap, CPU, open handles: prom-client's default metrics), collected
 * once per process: every app built in it (the tests build many) reports the same process.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; requests from a cached page (a millisecond) to a slow upload or report (10 s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; most statements take well under a millisecond on SQLite and a few on PostgreSQL. */
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * One app's metrics (docs/operations.md#metrics). Every label has a small fixed set of values — a route
 * pattern, a status, a hub, a ledger reason — never a raw URL or an id, so the series stay few.
 */
export function createMetrics() {
  const registry = new Registry();
  let socketCounts: () => Record<string, number> = () => ({});
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'clearsight_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'clearsight_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'clearsight_rate_limited_total',
      help: 'Requests refused with 429 (the request rate limiter and the per-action limits), by route pattern.',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    overloaded: new Counter({
      name: 'clearsight_overloaded_total',
      help: 'Requests the overload guard answered with 503 under sustained overload, by route pattern.',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    dbQueryDuration: new Histogram({
      name: 'clearsight_db_query_duration_seconds',
      help: 'Time of one database statement, by kind (select, insert, update, delete, raw) and outcome.',
      labelNames: ['statement', 'outcome'] as const,
      buckets: DB_BUCKETS,
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'clearsight_page_cache_requests_total',
      help: "Guests' pages answered from the page cache (hit) or rendered and stored (miss).",
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    realtimeSockets: new Gauge({
      name: 'clearsight_realtime_sockets',
      help: 'Realtime connections open on this instance, by hub.',
      labelNames: ['hub'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [hub, count] of Object.entries(socketCounts())) this.set({ hub }, count);
      },
    }),
    realtimeEvents: new Counter({
      name: 'clearsight_realtime_events_total',
      help: 'Realtime events this instance sent to its rooms (every instance delivers them), by hub and event.',
      labelNames: ['hub', 'event'] as const,
      registers: [registry],
    }),
    ledgerEntries: new Counter({
      name: 'clearsight_ledger_entries_total',
      help: 'Committed ledger entries (changes of a member’s money), by reason.',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    assistantCalls: new Counter({
      name: 'clearsight_assistant_calls_total',
      help: 'Questions put to the chat assistant, by outcome (answered, failed, stopped).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    /** Where the socket gauge reads its counts when it is scraped. */
    countSocketsWith(read: () => Record<string, number>): void {
      socketCounts = read;
    },
    contentType: registry.contentType,
    /** The exposition text: this app's series, then the process's. */
    async text(): Promise<string> {
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
  };
  processMetrics();
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
