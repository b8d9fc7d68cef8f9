import { z } from 'zod';
import { defineRoute } from './route.js';

export const HealthResult = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ kind: z.enum(['sqlite', 'postgres']), reachable: z.boolean(), latencyMs: z.number() }),
  redis: z.enum(['connected', 'not-configured', 'unreachable']),
  uptimeSeconds: z.number(),
  time: z.string(),
  /**
   * The last ledger check of the tenant (balances against the sums of their ledger rows) that staff ran from
   * the console (`POST /admin/ledger/check`); null before the first.
   */
  ledger: z.object({ checkedAt: z.string(), mismatchCount: z.number().int() }).nullable(),
  /**
   * The demo data's files the server makes in the background after it starts (lesson videos, scene pictures):
   * `making` until the last is written (a request for one meanwhile waits for it), then `ready`. Their encoders
   * take the processor for a minute or two, so whoever measures the server waits for `ready`.
   */
  seedFiles: z.enum(['making', 'ready']),
});
export type HealthResult = z.infer<typeof HealthResult>;

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and readiness: database reachable, version',
  tags: ['health'],
  access: 'public',
  response: HealthResult,
});
