/**
 * One server instance for the realtime benchmark (`npm run bench -- realtime`, scripts/bench/cases/realtime.mjs):
 * the whole app on a port, configured from the environment like `npm start` (DATA_DIR, DATABASE_URL,
 * REDIS_URL, JWT_SECRET), started as a child process with an IPC channel. The benchmark asks it over IPC to
 * raise a site notice (the broadcast it times), and for its memory after a garbage collection
 * (run with `--expose-gc`).
 *
 * Messages in: { type: 'broadcast', id } → { type: 'broadcasted', id, sentAt, emitMs };
 * { type: 'memory' } → { type: 'memory', rss, heapUsed }; { type: 'stop' } → exits.
 * Message out at start: { type: 'ready', port }.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { withStartupLock } from '../db/startup-lock.js';
import { createKeyValueStore } from '../shared/kv-store.js';

type Message = { type: 'broadcast'; id: string } | { type: 'memory' } | { type: 'stop' };

/** Wall-clock milliseconds with a fraction, comparable between processes on one machine. */
const wallNow = () => performance.timeOrigin + performance.now();

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.kind);
  await withStartupLock(database, () => seedDatabase(database.db, { adminPassword: 'Bench#Admin-2026' }));
  const kv = createKeyValueStore(config.redisUrl);
  const app = await buildApp({ config, database, kv });
  await app.server.listen({ port: config.port, host: '127.0.0.1' });
  const tenant = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();

  process.on('message', (message: Message) => {
    if (message.type === 'broadcast') {
      const sentAt = wallNow();
      // The bridge emits synchronously on the event; the listener runs on the next microtask.
      app.events.emit('site-notice.published', {
        tenantId: tenant.id,
        id: message.id,
        type: 'Popup',
        title: 'bench',
        html: String(sentAt),
      });
      void Promise.resolve().then(() =>
        process.send?.({ type: 'broadcasted', id: message.id, sentAt, emitMs: wallNow() - sentAt }),
      );
    } else if (message.type === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ type: 'memory', rss, heapUsed });
    } else if (message.type === 'stop') {
      void app.server
        .close()
        .then(() => kv.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    }
  });
  process.send?.({ type: 'ready', port: (app.server.server.address() as AddressInfo).port });
}

main().catch((error: unknown) => {
  process.stderr.write(`realtime bench instance failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
