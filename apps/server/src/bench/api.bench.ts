import { bench, describe } from 'vitest';
import { createTestApp } from '../test/harness.js';

/**
 * Throughput of the hottest public reads through the full Fastify stack (validation, tenant resolution,
 * serialisation), in-process so the numbers measure the server, not the network.
 * Target (2-core machine, SQLite): each ≥ 2,000 requests/s.
 */
const ready = createTestApp();

describe('public API reads', () => {
  bench('GET /prod-api/config', async () => {
    const t = await ready;
    await t.request({ method: 'GET', url: '/prod-api/config' });
  });

  bench('GET /prod-api/ProductType/ListLoadProductTypeAndSeries', async () => {
    const t = await ready;
    await t.request({ method: 'GET', url: '/prod-api/ProductType/ListLoadProductTypeAndSeries' });
  });

  bench('GET /prod-api/health', async () => {
    const t = await ready;
    await t.request({ method: 'GET', url: '/prod-api/health' });
  });
});
