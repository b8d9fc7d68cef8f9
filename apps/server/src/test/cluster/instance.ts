/**
 * One instance of the cluster proof (`npm run test:cluster`, test/cluster-proof.ts), started as a child process
 * with an IPC channel: what `main.ts` does — migrations and seed under the startup lock, the same SIGTERM
 * sequence — configured from the environment, without the web build (its pages are the page-cached sitemap).
 *
 * CLUSTER_REDIS_PREFIX names the Redis key prefix (keys, the Socket.IO adapter's channels, presence), so a proof
 * never sees another run's events or cached pages on a shared Redis.
 *
 * Messages out: { type: 'ready', port } once listening; { type: 'metrics', text } after a SIGTERM, once the
 * server has closed and every request has been answered: the lifetime's final counts, which no scrape can read.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createDatabase } from '../../db/database.js';
import { prepareDatabase } from '../../db/startup-lock.js';
import { exitOnSignals } from '../../plugins/shutdown.js';
import { createKeyValueStore, RedisKeyValueStore } from '../../shared/kv-store.js';

function send(message: unknown): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database, { adminPassword: config.adminPassword, timeZone: config.timeZone });
  const prefix = process.env.CLUSTER_REDIS_PREFIX;
  const kv =
    config.redisUrl && prefix ? new RedisKeyValueStore(config.redisUrl, prefix) : createKeyValueStore(config.redisUrl);
  const { server, shutdown, metrics } = await buildApp({ config, database, kv });
  exitOnSignals({
    shutdown,
    release: async () => {
      await send({ type: 'metrics', text: await metrics.text() });
      await kv.close();
      await database.close();
    },
    timeoutMs: config.shutdown.timeoutMs,
    log: server.log,
    process,
  });
  await server.listen({ port: config.port, host: '127.0.0.1' });
  await send({ type: 'ready', port: (server.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  process.stderr.write(`cluster instance failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
