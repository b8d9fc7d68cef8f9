import type { LevelItem } from '@clearsight/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { num } from '../../shared/values.js';

export interface LevelRow {
  currentLevel: number;
  minExperience: number;
  name: string;
  nick: string;
  nameEn: string;
  nickEn: string;
  logo: string | null;
}

/** Each tenant's level table, and the experience column that buying experience moves. */
export function createLevelRepository(db: Db) {
  return {
    async list(tenantId: string, tx?: Tx | null): Promise<LevelItem[]> {
      const rows = await onTx(db, tx)
        .selectFrom('levels')
        .select(['id', 'current_level', 'min_experience', 'name', 'nick', 'name_en', 'nick_en', 'logo'])
        .where('tenant_id', '=', tenantId)
        .orderBy('current_level')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        currentLevel: num(r.current_level),
        minExperience: num(r.min_experience),
        name: r.name,
        nick: r.nick,
        nameEn: r.name_en,
        nickEn: r.nick_en,
        logo: r.logo,
      }));
    },

    async insert(tenantId: string, id: string, row: LevelRow, at: string, tx?: Tx | null): Promise<void> {
      await onTx(db, tx)
        .insertInto('levels')
        .values({
          id,
          tenant_id: tenantId,
          current_level: row.currentLevel,
          min_experience: row.minExperience,
          name: row.name,
          nick: row.nick,
          name_en: row.nameEn,
          nick_en: row.nickEn,
          logo: row.logo,
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    /** Writes the table a tenant starts with, when it has none (the demo seed). */
    async insertDefaultsIfEmpty(
      tenantId: string,
      rows: ReadonlyArray<LevelRow & { id: string }>,
      at: string,
      tx?: Tx | null,
    ): Promise<boolean> {
      const any = await onTx(db, tx)
        .selectFrom('levels')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .limit(1)
        .executeTakeFirst();
      if (any) return false;
      await onTx(db, tx)
        .insertInto('levels')
        .values(
          rows.map((r) => ({
            id: r.id,
            tenant_id: tenantId,
            current_level: r.currentLevel,
            min_experience: r.minExperience,
            name: r.name,
            nick: r.nick,
            name_en: r.nameEn,
            nick_en: r.nickEn,
            logo: r.logo,
            created_at: at,
            updated_at: at,
          })),
        )
        .onConflict((oc) => oc.columns(['tenant_id', 'current_level']).doNothing())
        .execute();
      return true;
    },

    async update(
      tenantId: string,
      currentLevel: number,
      row: Omit<LevelRow, 'currentLevel'>,
      at: string,
      tx?: Tx | null,
    ) {
      const result = await onTx(db, tx)
        .updateTable('levels')
        .set({
          min_experience: row.minExperience,
          name: row.name,
          nick: row.nick,
          name_en: row.nameEn,
          nick_en: row.nickEn,
          logo: row.logo,
          updated_at: at,
        })
        .where('tenant_id', '=', tenantId)
        .where('current_level', '=', currentLevel)
        .executeTakeFirst();
      return num(result.numUpdatedRows) > 0;
    },

    async remove(tenantId: string, currentLevel: number, tx?: Tx | null): Promise<boolean> {
      const result = await onTx(db, tx)
        .deleteFrom('levels')
        .where('tenant_id', '=', tenantId)
        .where('current_level', '=', currentLevel)
        .executeTakeFirst();
      return num(result.numDeletedRows) > 0;
    },

    async experienceOf(tenantId: string, userId: string, tx?: Tx | null): Promise<number | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('users')
        .select('experience')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? num(row.experience) : undefined;
    },

    async experiences(tenantId: string, userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'experience'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', [...userIds])
        .execute();
      return new Map(rows.map((r) => [r.id, num(r.experience)]));
    },

    /** Adds bought experience in the purchase's transaction; answers the new total. */
    async addExperience(tx: Tx, tenantId: string, userId: string, amount: number): Promise<number> {
      const row = await onTx(db, tx)
        .updateTable('users')
        .set({ experience: sql<number>`experience + ${amount}` })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', userId)
        .returning('experience')
        .executeTakeFirstOrThrow();
      return num(row.experience);
    },
  };
}
export type LevelRepository = ReturnType<typeof createLevelRepository>;
