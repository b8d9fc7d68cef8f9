import type { Db } from '../../db/database.js';
import { bool, iso } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export interface Role {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  description: string;
  isSystem: boolean;
  createdAt: string;
}

export function createRoleRepository(db: Db) {
  return {
    async rolesAndPermissionsOf(
      userId: string,
      tx?: Tx | null,
    ): Promise<{ roleCodes: string[]; permissionCodes: string[] }> {
      const rows = await onTx(db, tx)
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .select(['r.code as role_code', 'rp.permission_code'])
        .where('ur.user_id', '=', userId)
        .execute();
      const roleCodes = [...new Set(rows.map((r) => r.role_code))].sort();
      const permissionCodes = [
        ...new Set(rows.map((r) => r.permission_code).filter((p): p is string => typeof p === 'string')),
      ].sort();
      return { roleCodes, permissionCodes };
    },
    async findByCode(tenantId: string, code: string, tx?: Tx | null): Promise<Role | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('roles')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          tenantId: row.tenant_id,
          code: row.code,
          name: row.name,
          description: row.description,
          isSystem: bool(row.is_system),
          createdAt: iso(row.created_at),
        }
      );
    },
    async insertRole(tx: Tx, role: Role, permissionCodes: readonly string[]): Promise<void> {
      {
        const trx = onTx(db, tx);
        await trx
          .insertInto('roles')
          .values({
            id: role.id,
            tenant_id: role.tenantId,
            code: role.code,
            name: role.name,
            description: role.description,
            is_system: role.isSystem,
            created_at: role.createdAt,
          })
          .execute();
        if (permissionCodes.length > 0) {
          await trx
            .insertInto('role_permissions')
            .values(permissionCodes.map((p) => ({ role_id: role.id, permission_code: p })))
            .execute();
        }
      }
    },
    /** Adds any permission codes the role lacks (seeding stays idempotent when the catalogue grows). */
    async ensurePermissions(roleId: string, permissionCodes: readonly string[]): Promise<void> {
      const existing = new Set(
        (await db.selectFrom('role_permissions').select('permission_code').where('role_id', '=', roleId).execute()).map(
          (r) => r.permission_code,
        ),
      );
      const missing = permissionCodes.filter((p) => !existing.has(p));
      if (missing.length > 0) {
        await db
          .insertInto('role_permissions')
          .values(missing.map((p) => ({ role_id: roleId, permission_code: p })))
          .execute();
      }
    },
    /** Role codes of several users at once (admin lists), sorted per user. */
    async roleCodesOfUsers(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>();
      if (userIds.length === 0) return result;
      const rows = await db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.code'])
        .where('ur.user_id', 'in', [...userIds])
        .execute();
      for (const row of rows) result.set(row.user_id, [...(result.get(row.user_id) ?? []), row.code]);
      for (const codes of result.values()) codes.sort();
      return result;
    },
    async findByCodes(
      tenantId: string,
      codes: readonly string[],
      tx?: Tx | null,
    ): Promise<Array<{ id: string; code: string }>> {
      if (codes.length === 0) return [];
      return onTx(db, tx)
        .selectFrom('roles')
        .select(['id', 'code'])
        .where('tenant_id', '=', tenantId)
        .where('code', 'in', [...codes])
        .execute();
    },
    /** Replaces all of a user's roles in one transaction, so a failure never leaves them half-assigned. */
    async replaceUserRoles(tx: Tx, userId: string, roleIds: readonly string[]): Promise<void> {
      {
        const trx = onTx(db, tx);
        await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
        if (roleIds.length > 0) {
          await trx
            .insertInto('user_roles')
            .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })))
            .execute();
        }
      }
    },
    async assign(userId: string, roleId: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('user_roles')
        .values({ user_id: userId, role_id: roleId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}
export type RoleRepository = ReturnType<typeof createRoleRepository>;
