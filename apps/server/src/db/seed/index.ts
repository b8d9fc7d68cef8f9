import { randomBytes } from 'node:crypto';
import { ROLE_ADMIN, SEEDED_ROLES } from '@clearsight/contracts';
import type { Db } from '../database.js';
import { createRoleRepository } from '../../features/account/role.repository.js';
import { hashPassword } from '../../shared/password.js';
import { createSiteConfigRepository } from '../../features/site-config/site-config.repository.js';
import { createTenantRepository } from '../../features/tenant/tenant.repository.js';
import { newId } from '../../shared/ids.js';
import { PRODUCT_TYPES, SITE_CONFIG, SOLUTION_TYPES } from './taxonomy.js';
import { seedForum } from './forum.js';
import { seedCorporate } from './corporate.js';
import { seedActivity } from './activity.js';
import { seedEconomy } from './economy.js';

export interface SeedResult {
  /** Set only when this run created the administrator with a generated password (print it once). */
  generatedAdminPassword: string | null;
  adminCreated: boolean;
}

export const DEFAULT_TENANT_CODE = 'default';

/**
 * Idempotent: every step inserts only what is missing, so it runs at every start and never overwrites
 * what staff changed (site config, renamed series, the admin's password).
 */
export async function seedDatabase(
  db: Db,
  options: { adminPassword?: string | undefined; now?: Date; timeZone?: string | undefined } = {},
): Promise<SeedResult> {
  const now = (options.now ?? new Date()).toISOString();
  const tenants = createTenantRepository(db);
  let tenant = await tenants.findDefault();
  if (!tenant) {
    tenant = { id: newId(), code: DEFAULT_TENANT_CODE, name: '澄镜视觉', isDefault: true, createdAt: now };
    await tenants.insert(tenant);
  }
  const tenantId = tenant.id;

  const roles = createRoleRepository(db);
  for (const role of SEEDED_ROLES) {
    const existing = await roles.findByCode(tenantId, role.code);
    if (existing) {
      await roles.ensurePermissions(existing.id, role.permissions);
    } else {
      await roles.insertRole(
        { id: newId(), tenantId, code: role.code, name: role.name, description: '', isSystem: true, createdAt: now },
        role.permissions,
      );
    }
  }

  let generatedAdminPassword: string | null = null;
  let adminCreated = false;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_name_key', '=', 'admin')
    .executeTakeFirst();
  if (!admin) {
    const password = options.adminPassword ?? randomBytes(12).toString('base64url');
    if (!options.adminPassword) generatedAdminPassword = password;
    const id = newId();
    await db
      .insertInto('users')
      .values({
        id,
        tenant_id: tenantId,
        user_name: 'admin',
        user_name_key: 'admin',
        nick: '管理员',
        password_hash: await hashPassword(password),
        phone: null,
        email: null,
        sex: 'unknown',
        introduction: '站点管理员',
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
        last_login_ip: null,
      })
      .execute();
    const adminRole = await roles.findByCode(tenantId, ROLE_ADMIN);
    if (adminRole) await roles.assign(id, adminRole.id);
    adminCreated = true;
  }

  const config = createSiteConfigRepository(db);
  for (const item of SITE_CONFIG) await config.insertIfAbsent(tenantId, item.key, item.value, item.remark, now);

  for (const [typeIndex, type] of PRODUCT_TYPES.entries()) {
    let typeRow = await db
      .selectFrom('product_types')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', type.name)
      .executeTakeFirst();
    if (!typeRow) {
      typeRow = { id: newId() };
      await db
        .insertInto('product_types')
        .values({
          id: typeRow.id,
          tenant_id: tenantId,
          name: type.name,
          name_en: type.nameEn,
          description: type.description,
          description_en: type.descriptionEn,
          icon: null,
          order_num: typeIndex + 1,
          is_published: true,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    for (const [seriesIndex, series] of type.series.entries()) {
      await db
        .insertInto('product_series')
        .values({
          id: newId(),
          tenant_id: tenantId,
          product_type_id: typeRow.id,
          name: series.name,
          name_en: series.nameEn,
          description: series.description,
          description_en: series.descriptionEn,
          is_flagship: series.flagship ?? false,
          order_num: seriesIndex + 1,
          is_published: true,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['product_type_id', 'name']).doNothing())
        .execute();
    }
  }

  for (const [index, solution] of SOLUTION_TYPES.entries()) {
    await db
      .insertInto('solution_types')
      .values({
        id: newId(),
        tenant_id: tenantId,
        name: solution.name,
        name_en: solution.nameEn,
        description: solution.description,
        description_en: solution.descriptionEn,
        order_num: index + 1,
        is_published: true,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
      .execute();
  }

  await seedCorporate(db, tenantId, options.now);
  await seedForum(db, tenantId, options.now);
  // Members' money history first: the activity history is written only where the ledger explains the balance.
  await seedEconomy(db, tenantId, { now: options.now, timeZone: options.timeZone });
  await seedActivity(db, tenantId, options.now);
  return { generatedAdminPassword, adminCreated };
}
