import { LEVELS, ROLE_ADMIN, SEEDED_ROLES } from '@clearsight/contracts';
import { createLevelRepository } from '../../features/level/level.repository.js';
import { createRoleRepository } from '../../features/account/role.repository.js';
import { createSiteConfigRepository } from '../../features/site-config/site-config.repository.js';
import { newId } from '../../shared/ids.js';
import type { Db } from '../database.js';
import { seedActivityTables } from './activity.js';
import { DEMO_BOARDS } from './forum-content.js';
import { SITE_CONFIG } from './taxonomy.js';
import { createTransactor } from '../transaction.js';

/** The first administrator of a tenant: created only when the tenant has no account of that name. */
export interface TenantAdministrator {
  userName: string;
  nick: string;
  introduction: string;
  passwordHash: string;
}

/**
 * A named tenant's own value of a setting that would otherwise show the host company to its visitors (its name, its
 * copyright line, its registration number, its hotline and e-mail, its community link), or undefined to keep the
 * install's default. Empty values hide their line in the footer until the tenant's staff fill them in.
 */
function ownSiteSetting(key: string, name: string, now: Date): string | undefined {
  switch (key) {
    case 'bbs.site.name':
    case 'bbs.site.name-en':
    case 'bbs.site.author':
    case 'bbs.site.author-en':
      return name;
    case 'bbs.site.bottom':
    case 'bbs.site.bottom-en':
      return `© ${now.getUTCFullYear()} ${name}`;
    case 'bbs.site.icp':
    case 'bbs.site.community-url':
    case 'company.phone':
    case 'company.email':
      return '';
    default:
      return undefined;
  }
}

/**
 * What every tenant starts with, the first one at install and each one staff create later (decision 0015):
 * the seeded roles and their permission codes, the default site settings, the forum's boards, the level
 * table, the task definitions and the draw games' prize tables, and its first administrator. No demo
 * content: no members, posts, catalogue or history (db/seed/index.ts adds those to the first tenant only).
 *
 * Idempotent and careful with staff edits: roles gain missing permission codes, settings are written per
 * key when absent, boards, levels and tasks only when the tenant has none, each draw table when absent. So
 * running it again completes an interrupted setup and changes nothing else (enabling a tenant does that).
 */
export async function setupTenantDefaults(
  db: Db,
  tenantId: string,
  options: {
    now?: Date | undefined;
    administrator?: TenantAdministrator | undefined;
    /** The tenant's own name for the site name settings; the install's defaults when absent. */
    siteName?: string | undefined;
  } = {},
): Promise<{ administratorId: string | null; administratorCreated: boolean }> {
  const nowDate = options.now ?? new Date();
  const now = nowDate.toISOString();

  const roles = createRoleRepository(db);
  for (const role of SEEDED_ROLES) {
    const existing = await roles.findByCode(tenantId, role.code);
    if (existing) {
      await roles.ensurePermissions(existing.id, role.permissions);
    } else {
      await createTransactor(db).run((tx) =>
        roles.insertRole(
          tx,
          { id: newId(), tenantId, code: role.code, name: role.name, description: '', isSystem: true, createdAt: now },
          role.permissions,
        ),
      );
    }
  }

  let administratorId: string | null = null;
  let administratorCreated = false;
  if (options.administrator) {
    const a = options.administrator;
    const key = a.userName.toLowerCase();
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_name_key', '=', key)
      .executeTakeFirst();
    administratorId = found?.id ?? null;
    if (!found) {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          tenant_id: tenantId,
          user_name: a.userName,
          user_name_key: key,
          nick: a.nick,
          password_hash: a.passwordHash,
          phone: null,
          email: null,
          sex: 'unknown',
          introduction: a.introduction,
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
      administratorId = id;
      administratorCreated = true;
    }
  }

  const config = createSiteConfigRepository(db);
  const named = options.siteName?.trim();
  for (const item of SITE_CONFIG) {
    const value = named ? (ownSiteSetting(item.key, named, nowDate) ?? item.value) : item.value;
    await config.insertIfAbsent(tenantId, item.key, value, item.remark, now);
  }

  const anyBoard = await db
    .selectFrom('forum_plates')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (!anyBoard) {
    await db
      .insertInto('forum_plates')
      .values(
        DEMO_BOARDS.map((b, i) => ({
          id: newId(nowDate.getTime() + i),
          tenant_id: tenantId,
          name: b.name,
          code: b.code,
          logo: null,
          introduction: b.introduction,
          name_en: b.nameEn,
          introduction_en: b.introductionEn,
          order_num: i + 1,
          is_posting_disabled: false,
          is_question_board: false,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  await createLevelRepository(db).insertDefaultsIfEmpty(
    tenantId,
    LEVELS.map((l) => ({
      id: newId(nowDate.getTime()),
      currentLevel: l.level,
      minExperience: l.minExperience,
      name: l.name,
      nick: '',
      nameEn: l.nameEn,
      nickEn: '',
      logo: null,
    })),
    now,
  );

  await seedActivityTables(db, tenantId, nowDate);
  return { administratorId, administratorCreated };
}
