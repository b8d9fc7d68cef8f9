import { API_BASE } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';

/** The balancer's readiness probe: 200 while this instance takes new work, 503 from the moment it is stopping. */
export const READY_PATH = `${API_BASE}/health/ready`;

export interface Shutdown {
  /** True from the first signal on. */
  readonly draining: boolean;
  /**
   * The rolling-restart sequence (docs/operations.md#rolling-restarts): readiness answers 503 and every answer
   * asks its connection to close; after `drainMs` (the balancer has noticed) the server stops listening, tells
   * its realtime connections to go (they reconnect, through the balancer, to another instance), finishes the
   * requests in flight and closes. Calling it again returns the same promise.
   */
  stop(): Promise<void>;
}

export function registerShutdown(server: FastifyInstance, options: { drainMs: number }): Shutdown {
  let draining = false;
  let stopping: Promise<void> | null = null;

  server.get(READY_PATH, { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.status(503).send({ status: 'draining' });
    return { status: 'ready' };
  });
  // A keep-alive connection would carry new requests here until the end: while draining, each answer closes
  // its connection, so the client (or the balancer) opens the next one elsewhere.
  server.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  async function run(): Promise<void> {
    draining = true;
    server.log.info({ drainMs: options.drainMs }, 'draining: readiness answers 503');
    if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
    // Fastify stops listening, runs preClose (the hubs disconnect their sockets), closes idle connections and
    // waits for the requests in flight, then runs onClose.
    await server.close();
  }

  return {
    get draining() {
      return draining;
    },
    stop() {
      stopping ??= run();
      return stopping;
    },
  };
}

/**
 * What the process does on SIGTERM or SIGINT: the sequence above, then `release` (Redis, the database), then
 * exit 0; exit 1 when something failed or when it has not finished within `timeoutMs` (a request that never
 * ends must not keep a stopped instance alive). A second signal changes nothing.
 */
export function exitOnSignals(deps: {
  shutdown: Shutdown;
  release: () => Promise<void>;
  timeoutMs: number;
  log: FastifyInstance['log'];
  process: { on(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown; exit(code: number): void };
}): void {
  let closing = false;
  const onSignal = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      deps.log.error({ timeoutMs: deps.timeoutMs }, 'shutdown did not finish in time: exiting');
      deps.process.exit(1);
    }, deps.timeoutMs);
    timer.unref();
    try {
      await deps.shutdown.stop();
      await deps.release();
      clearTimeout(timer);
      deps.process.exit(0);
    } catch (error) {
      deps.log.error({ err: error }, 'error during shutdown');
      clearTimeout(timer);
      deps.process.exit(1);
    }
  };
  deps.process.on('SIGINT', () => void onSignal('SIGINT'));
  deps.process.on('SIGTERM', () => void onSignal('SIGTERM'));
}
