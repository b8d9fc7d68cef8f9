import { ALL_PERMISSIONS, Permissions, ROLE_ADMIN } from '@clearsight/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema/spine.js';

/** Members and roles as the forum needs them: look-ups, the visibility picker, write bans. */

export interface MemberRecord {
  id: string;
  userName: string;
  nick: string;
  icon: string | null;
  status: 'active' | 'banned' | 'disabled';
  banReason: string | null;
}

export function createMemberRepository(db: Db) {
  const columns = ['id', 'user_name', 'nick', 'icon', 'status', 'ban_reason'] as const;
  const toMember = (r: Pick<Selectable<UsersTable>, (typeof columns)[number]>): MemberRecord => ({
    id: r.id,
    userName: r.user_name,
    nick: r.nick,
    icon: r.icon,
    status: r.status as MemberRecord['status'],
    banReason: r.ban_reason,
  });
  return {
    async findById(tenantId: string, id: string): Promise<MemberRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toMember(row);
    },
    async findByUserName(tenantId: string, userName: string): Promise<MemberRecord | undefined> {
      const row = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('user_name_key', '=', userName.toLowerCase())
        .executeTakeFirst();
      return row && toMember(row);
    },
    async findMany(tenantId: string, ids: string[]): Promise<MemberRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .execute();
      return rows.map(toMember);
    },
    /** Members whose user name starts with the prefix (user names are letters and digits only). */
    async searchByUserName(tenantId: string, prefix: string, limit: number): Promise<MemberRecord[]> {
      if (!/^[A-Za-z0-9]{1,64}$/.test(prefix)) return [];
      const rows = await db
        .selectFrom('users')
        .select(columns)
        .where('tenant_id', '=', tenantId)
        .where('status', '!=', 'disabled')
        .where('user_name_key', 'like', `${prefix.toLowerCase()}%`)
        .orderBy('user_name_key', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toMember);
    },
    /** Whether the member holds the admin role, `*:*:*` or the moderator permission. */
    async isStaff(tenantId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .select('r.id')
        .where('r.tenant_id', '=', tenantId)
        .where('ur.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('r.code', '=', ROLE_ADMIN),
            eb('rp.permission_code', 'in', [ALL_PERMISSIONS, Permissions.forumModerate]),
          ]),
        )
        .executeTakeFirst();
      return !!row;
    },
    async roles(tenantId: string): Promise<Array<{ code: string; name: string }>> {
      return db
        .selectFrom('roles')
        .select(['code', 'name'])
        .where('tenant_id', '=', tenantId)
        .orderBy('code', 'asc')
        .execute();
    },
    async roleCodesExist(tenantId: string, codes: string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .selectFrom('roles')
        .select('code')
        .where('tenant_id', '=', tenantId)
        .where('code', 'in', codes)
        .execute();
      return new Set(rows.map((r) => r.code));
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
