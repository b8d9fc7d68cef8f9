import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for `options`, worked out once. Helmet's middleware parses and validates its options
 * every time it is built, and the Fastify wrapper builds it for every request: a tenth of the CPU of a page
 * answered from the page cache. The options here are the same for every request, so are the headers.
 */
export function securityHeaderList(options: HelmetOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Sets Helmet's headers for `options` on every answer (a route may still replace one, as the API docs do). */
export function registerSecurityHeaders(server: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaderList(options);
  server.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
