/**
 * One server instance for the chat benchmark (`npm run bench -- chat`, scripts/bench/cases/chat.mjs): the
 * whole app on a port, configured from the environment like `npm start`, started as a child process with an
 * IPC channel. The benchmark asks it for signed-in members with money (created straight in the database, one
 * password hash for all), then opens their tabs and sends through the API like browsers do.
 *
 * Messages in: { type: 'members', count } → { type: 'members', members: [{ id, token }] };
 * { type: 'stop' } → exits. Message out at start: { type: 'ready', port }.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { withStartupLock } from '../db/startup-lock.js';
import { createKeyValueStore } from '../shared/kv-store.js';
import { hashPassword } from '../shared/password.js';
import { benchMemberRow } from './bench-member.js';

type Message = { type: 'members'; count: number } | { type: 'stop' };

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
  const passwordHash = await hashPassword('Bench#Member-2026');

  async function members(count: number): Promise<Array<{ id: string; token: string }>> {
    const now = new Date().toISOString();
    const stamp = Date.now().toString(36);
    const rows = Array.from({ length: count }, (_, i) =>
      benchMemberRow({ tenantId: tenant.id, userName: `chatbench${stamp}${i}`, nick: `压测${i}`, passwordHash, now }),
    );
    for (let i = 0; i < rows.length; i += 200) {
      await database.db
        .insertInto('users')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    // Enough money for every message a sender can send in the run, through the wallet like any other money.
    for (const row of rows) {
      await app.services.wallet.credit({
        tenantId: tenant.id,
        userId: row.id,
        amountCents: 100_000_000,
        reason: 'opening',
        remark: 'chat benchmark',
      });
    }
    const out: Array<{ id: string; token: string }> = [];
    for (const row of rows) {
      const session = await app.services.sessions.create({
        userId: row.id,
        tenantId: tenant.id,
        ip: '127.0.0.1',
        userAgent: 'bench',
      });
      out.push({ id: row.id, token: session.token });
    }
    return out;
  }

  process.on('message', (message: Message) => {
    if (message.type === 'members') {
      members(message.count).then(
        (list) => process.send?.({ type: 'members', members: list }),
        (error: unknown) => {
          process.stderr.write(`creating members failed: ${String(error)}\n`);
          process.exit(1);
        },
      );
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
  process.stderr.write(`chat bench instance failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
