import { ROLE_MEMBER } from '@clearsight/contracts';
import { hashPassword } from '../shared/password.js';
import { createRoleRepository, type Role } from '../features/account/role.repository.js';
import { createTransactor } from '../db/transaction.js';
import { newId } from '../shared/ids.js';
import type { TestApp } from './harness.js';

export interface TestMember {
  id: string;
  userName: string;
  password: string;
  phone: string;
  tenantId: string;
  token: string;
}

let counter = 0;

async function defaultTenantId(t: TestApp): Promise<string> {
  const row = await t.database.db
    .selectFrom('tenants')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Creates a member straight in the database with the given roles (default: member) and signs them in,
 * for tests of features other than registration. Registration itself is tested through its endpoints.
 */
export async function createMember(
  t: TestApp,
  options: {
    userName?: string;
    password?: string;
    roles?: string[];
    tenantId?: string;
    nick?: string;
    moneyCents?: number;
  } = {},
): Promise<TestMember> {
  counter += 1;
  const userName = options.userName ?? `member${Date.now().toString(36)}${counter}`;
  const password = options.password ?? 'Vision#2026x';
  const tenantId = options.tenantId ?? (await defaultTenantId(t));
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const id = newId();
  const now = t.clock.now().toISOString();
  await t.database.db
    .insertInto('users')
    .values({
      id,
      tenant_id: tenantId,
      user_name: userName,
      user_name_key: userName.toLowerCase(),
      nick: options.nick ?? userName,
      password_hash: await hashPassword(password),
      phone,
      email: `${userName}@example.com`,
      sex: 'unknown',
      introduction: '',
      icon: null,
      status: 'active',
      ban_reason: null,
      money_cents: 0,
      experience: 0,
      topic_count: 0,
      comment_count: 0,
      like_received_count: 0,
      created_at: now,
      updated_at: now,
      last_login_at: null,
      last_login_ip: '203.0.113.7',
    })
    .execute();
  const roles = createRoleRepository(t.database.db);
  for (const code of options.roles ?? [ROLE_MEMBER]) {
    const role = await roles.findByCode(tenantId, code);
    if (!role) throw new Error(`No role ${code} in tenant ${tenantId}`);
    await roles.assign(id, role.id);
  }
  // Money only through the wallet, with its ledger row, as everywhere else: the balance equals the ledger's sum.
  if (options.moneyCents) {
    await t.app.services.wallet.credit({
      tenantId,
      userId: id,
      amountCents: options.moneyCents,
      reason: 'opening',
      remark: 'test fixture',
    });
  }
  const session = await t.app.services.sessions.create({
    userId: id,
    tenantId,
    ip: '203.0.113.7',
    userAgent: 'vitest',
  });
  return { id, userName, password, phone, tenantId, token: session.token };
}

/** The seeded administrator, signed in. */
export async function adminSession(t: TestApp): Promise<{ id: string; token: string; tenantId: string }> {
  const tenantId = await defaultTenantId(t);
  const admin = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_name_key', '=', 'admin')
    .executeTakeFirstOrThrow();
  const session = await t.app.services.sessions.create({
    userId: admin.id,
    tenantId,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { id: admin.id, token: session.token, tenantId };
}

/** A second tenant, for isolation tests. */
export async function createTenant(
  t: TestApp,
  code = `t${Date.now().toString(36)}`,
): Promise<{ id: string; code: string }> {
  const id = newId();
  await t.database.db
    .insertInto('tenants')
    .values({ id, code, name: `Tenant ${code}`, is_default: false, created_at: t.clock.now().toISOString() })
    .execute();
  return { id, code };
}

/** A role with the given permissions, written the way the account feature writes roles (in a unit of work). */
export async function insertRole(t: TestApp, role: Role, permissions: readonly string[]): Promise<void> {
  await createTransactor(t.database.db).run((tx) =>
    createRoleRepository(t.database.db).insertRole(tx, role, permissions),
  );
}
