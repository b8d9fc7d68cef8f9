// First: with NODE_ENV=production, React Router's production build from here on (production-builds.ts).
import './production-builds.js';
import { HUBS, WS_BASE } from '@clearsight/contracts';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase } from './db/database.js';
import { prepareDatabase } from './db/startup-lock.js';
import { exitOnSignals } from './plugins/shutdown.js';
import { createKeyValueStore } from './shared/kv-store.js';

/** Loads config, migrates and seeds, serves, and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Under the startup lock on PostgreSQL: instances starting together migrate and seed one after the other.
  const seeded = await prepareDatabase(database, { adminPassword: config.adminPassword, timeZone: config.timeZone });
  // The seed may just have written every demo row: statistics for the query planner before serving.
  await database.optimize();
  const kv = createKeyValueStore(config.redisUrl);
  const { server, shutdown: drain } = await buildApp({ config, database, kv, serveWeb: true });

  // SIGTERM (a rolling restart) or SIGINT: readiness answers 503, the drain delay lets the balancer see it, then
  // the server closes — the realtime hubs tell their connections to reconnect (elsewhere), the requests in flight
  // finish — and the process exits, within SHUTDOWN_TIMEOUT_SECONDS in any case (docs/operations.md#rolling-restarts).
  exitOnSignals({
    shutdown: drain,
    release: async () => {
      await kv.close();
      await database.close();
    },
    timeoutMs: config.shutdown.timeoutMs,
    log: server.log,
    process,
  });

  await server.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `  ClearSight Vision is running at ${url}`,
    `  Database: ${database.kind}${database.kind === 'sqlite' ? ` (${config.dataDir}/app.db)` : ''}` +
      `   Redis: ${config.redisUrl ? 'on' : 'off (single instance)'}`,
    `  API docs: ${config.apiDocs ? `${url}/prod-api/docs` : 'off (API_DOCS=on serves them)'}`,
    `  Realtime: ${url.replace(/^http/, 'ws')}${WS_BASE} (hubs ${Object.values(HUBS).join(', ')})`,
  ];
  if (seeded.generatedAdminPassword) {
    lines.push(
      '',
      '  First start: an administrator account was created.',
      `    user name: admin`,
      `    password:  ${seeded.generatedAdminPassword}`,
      '  This password is shown only once. Change it after logging in.',
    );
  } else if (seeded.adminCreated) {
    lines.push('', '  Administrator "admin" created with the password from ADMIN_PASSWORD.');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
