import type { HealthResult } from '@clearsight/contracts';
import type { KeyValueStore } from '../../shared/kv-store.js';

/** The status page's figures: version, database reachability and latency, Redis, uptime, the demo's files. */
export function createHealthService(deps: {
  database: { kind: HealthResult['database']['kind']; ping(): Promise<void> };
  kv?: KeyValueStore;
  version: string;
  /** The last ledger check of a tenant (the wallet's). */
  lastLedgerCheck?: (tenantId: string) => Promise<HealthResult['ledger']>;
  /** Whether the demo data's files are still being made in the background. */
  makingSeedFiles?: () => boolean;
}) {
  const startedAt = Date.now();
  return {
    async check(tenantId: string): Promise<HealthResult> {
      const t0 = performance.now();
      const reachable = await deps.database.ping().then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - t0) * 100) / 100;
      let redis: HealthResult['redis'] = 'not-configured';
      if (deps.kv?.redis) {
        redis = await deps.kv.redis.ping().then(
          () => 'connected' as const,
          () => 'unreachable' as const,
        );
      }
      return {
        status: reachable && redis !== 'unreachable' ? 'ok' : 'degraded',
        version: deps.version,
        database: { kind: deps.database.kind, reachable, latencyMs },
        redis,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        time: new Date().toISOString(),
        ledger: reachable && deps.lastLedgerCheck ? await deps.lastLedgerCheck(tenantId).catch(() => null) : null,
        seedFiles: deps.makingSeedFiles?.() ? 'making' : 'ready',
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
