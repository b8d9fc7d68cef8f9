import { randomBytes } from 'node:crypto';
import type { Db } from '../database.js';
import { hashPassword } from '../../shared/password.js';
import { createTenantRepository } from '../../features/tenant/tenant.repository.js';
import { newId } from '../../shared/ids.js';
import { PRODUCT_TYPES, SOLUTION_TYPES } from './taxonomy.js';
import { setupTenantDefaults } from './tenant-defaults.js';
import { seedForum } from './forum.js';
import { seedCorporate } from './corporate.js';
import { seedActivity } from './activity.js';
import { seedEconomy } from './economy.js';
import { seedChat } from './chat.js';

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
    tenant = {
      id: newId(),
      code: DEFAULT_TENANT_CODE,
      name: '澄镜视觉',
      isDefault: true,
      createdAt: now,
      disabledAt: null,
    };
    await tenants.insert(tenant);
  }
  const tenantId = tenant.id;

  // What every tenant starts with, and the administrator with the given or a generated password.
  const existingAdmin = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_name_key', '=', 'admin')
    .executeTakeFirst();
  let generatedAdminPassword: string | null = null;
  let password: string | null = null;
  if (!existingAdmin) {
    password = options.adminPassword ?? randomBytes(12).toString('base64url');
    if (!options.adminPassword) generatedAdminPassword = password;
  }
  const { administratorCreated: adminCreated } = await setupTenantDefaults(db, tenantId, {
    now: options.now,
    administrator: password
      ? { userName: 'admin', nick: '管理员', introduction: '站点管理员', passwordHash: await hashPassword(password) }
      : undefined,
  });

  // The demo content of the first tenant only: the catalogue, corporate pages, forum posts and histories.
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
  await seedChat(db, tenantId, options.now);
  return { generatedAdminPassword, adminCreated };
}
