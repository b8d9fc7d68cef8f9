/**
 * Signs one new member in for the member pages benchmark (`npm run bench -- member-pages`,
 * scripts/bench/cases/member-pages.mjs): run beside the server under test with the same DATA_DIR or
 * DATABASE_URL and JWT_SECRET, it adds an active member of the default tenant (with the member role, as
 * registration gives it) and a session, and prints `{ "userName": …, "token": … }` as one JSON line.
 * Production forbids the captcha's test mode, so the benchmark cannot sign in through the login form.
 */
import { ROLE_MEMBER } from '@clearsight/contracts';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { createKeyValueStore } from '../shared/kv-store.js';
import { hashPassword } from '../shared/password.js';
import { benchMemberRow } from './bench-member.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const kv = createKeyValueStore(config.redisUrl);
  // The app only for its session service (the token's signature and the session's row, as a login makes them).
  const app = await buildApp({ config, database, kv });
  try {
    const { db } = database;
    const tenant = await db.selectFrom('tenants').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('code', '=', ROLE_MEMBER)
      .executeTakeFirstOrThrow();
    const userName = `pagebench${Date.now().toString(36)}`;
    const member = benchMemberRow({
      tenantId: tenant.id,
      userName,
      nick: '页面压测',
      passwordHash: await hashPassword('Bench#Member-2026'),
      now: new Date().toISOString(),
    });
    await db.insertInto('users').values(member).execute();
    await db.insertInto('user_roles').values({ user_id: member.id, role_id: role.id }).execute();
    const session = await app.services.sessions.create({
      userId: member.id,
      tenantId: tenant.id,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    process.stdout.write(`${JSON.stringify({ userName, token: session.token })}\n`);
  } finally {
    await app.server.close();
    await kv.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`member session failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
