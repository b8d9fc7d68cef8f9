import { healthRoute } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { DbHandle } from '../../db/database.js';
import type { KeyValueStore } from '../../shared/kv-store.js';
import { mountRoute } from '../../plugins/contract-routes.js';

export function createHealthFeature(deps: { database: DbHandle; config: AppConfig; kv?: KeyValueStore }): Feature {
  const startedAt = Date.now();
  return {
    registerRoutes(server: FastifyInstance) {
      mountHealth(server, deps, startedAt);
    },
  };
}

function mountHealth(
  server: FastifyInstance,
  deps: { database: DbHandle; config: AppConfig; kv?: KeyValueStore },
  startedAt: number,
) {
  mountRoute(server, healthRoute, async ({ reply }) => {
    const t0 = performance.now();
    let reachable = true;
    try {
      await sql`select 1`.execute(deps.database.db);
    } catch {
      reachable = false;
    }
    const latencyMs = Math.round((performance.now() - t0) * 100) / 100;
    let redis: 'connected' | 'not-configured' | 'unreachable' = 'not-configured';
    if (deps.kv?.redis) {
      try {
        await deps.kv.redis.ping();
        redis = 'connected';
      } catch {
        redis = 'unreachable';
      }
    }
    reply.header('Cache-Control', 'no-store');
    if (!reachable) reply.status(503);
    return {
      status: reachable && redis !== 'unreachable' ? ('ok' as const) : ('degraded' as const),
      version: deps.config.version,
      database: { kind: deps.database.kind, reachable, latencyMs },
      redis,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      time: new Date().toISOString(),
    };
  });
}
