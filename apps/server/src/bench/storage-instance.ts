/**
 * One server instance for the file storage benchmark (`npm run bench -- storage`, scripts/bench/cases/storage.mjs):
 * the whole app on a port, configured from the environment like `npm start` (DATA_DIR for local disk, or the
 * S3_* variables for a bucket), started as a child process with an IPC channel. It signs one member in, so
 * the benchmark can upload as the site's members do.
 *
 * Message out at start: { type: 'ready', port, token }; message in: { type: 'stop' } → exits.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { createKeyValueStore } from '../shared/kv-store.js';
import { hashPassword } from '../shared/password.js';
import { benchMemberRow } from './bench-member.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db, database.kind);
  await seedDatabase(database.db, { adminPassword: 'Bench#Admin-2026' });
  const kv = createKeyValueStore(config.redisUrl);
  const app = await buildApp({ config, database, kv });
  await app.server.listen({ port: config.port, host: '127.0.0.1' });
  const tenant = await database.db
    .selectFrom('tenants')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const userName = `storagebench${Date.now().toString(36)}`;
  const member = benchMemberRow({
    tenantId: tenant.id,
    userName,
    nick: '存储压测',
    passwordHash: await hashPassword('Bench#Member-2026'),
    now,
  });
  await database.db.insertInto('users').values(member).execute();
  const id = member.id;
  const session = await app.services.sessions.create({
    userId: id,
    tenantId: tenant.id,
    ip: '127.0.0.1',
    userAgent: 'bench',
  });

  process.on('message', (message: { type: 'stop' }) => {
    if (message.type !== 'stop') return;
    void app.server
      .close()
      .then(() => kv.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port: (app.server.server.address() as AddressInfo).port, token: session.token });
}

main().catch((error: unknown) => {
  process.stderr.write(`storage bench instance failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
