/**
 * One instance of the cluster proof (`npm run test:cluster`, test/cluster-proof.ts), started as a child process
 * with an IPC channel: what `main.ts` does — migrations and seed under the startup lock, the same SIGTERM
 * sequence — configured from the environment, without the web build (its pages are the page-cached sitemap).
 *
 * Message out once listening: { type: 'ready', port }.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { prepareDatabase } from '../db/startup-lock.js';
import { exitOnSignals } from '../plugins/shutdown.js';
import { createKeyValueStore } from '../shared/kv-store.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database, { adminPassword: config.adminPassword, timeZone: config.timeZone });
  const kv = createKeyValueStore(config.redisUrl);
  const { server, shutdown } = await buildApp({ config, database, kv });
  exitOnSignals({
    shutdown,
    release: async () => {
      await kv.close();
      await database.close();
    },
    timeoutMs: config.shutdown.timeoutMs,
    log: server.log,
    process,
  });
  await server.listen({ port: config.port, host: '127.0.0.1' });
  process.send?.({ type: 'ready', port: (server.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  process.stderr.write(`cluster instance failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
