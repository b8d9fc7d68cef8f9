import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, num } from '../../shared/values.js';
import type { Selectable } from 'kysely';
import type { SignInsTable } from '../../db/schema/economy.js';

export interface SignInRecordRow {
  id: string;
  tenantId: string;
  userId: string;
  /** `YYYY-MM-DD` in the server's time zone. */
  date: string;
  continuousNumber: number;
  valueCents: number;
  createdAt: string;
}

type Row = Selectable<SignInsTable>;

const toRecord = (r: Row): SignInRecordRow => ({
  id: r.id,
  tenantId: r.tenant_id,
  userId: r.user_id,
  date: r.sign_date,
  continuousNumber: num(r.continuous_number),
  valueCents: num(r.value_cents),
  createdAt: iso(r.created_at),
});

/** Sign-ins: one row per member and calendar day (unique), the month's calendar and the latest row. */
export function createSignInRepository(db: Db) {
  return {
    async latest(tenantId: string, userId: string, tx?: Tx | null): Promise<SignInRecordRow | undefined> {
      const row = await onTx(db, tx)
        .selectFrom('sign_ins')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('sign_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    async findById(tenantId: string, id: string): Promise<SignInRecordRow | undefined> {
      const row = await db
        .selectFrom('sign_ins')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRecord(row);
    },

    /** Days `from` (inclusive) to `to` (exclusive), `YYYY-MM-DD` keys compared as text. */
    async between(tenantId: string, userId: string, from: string, to: string): Promise<SignInRecordRow[]> {
      const rows = await db
        .selectFrom('sign_ins')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('sign_date', '>=', from)
        .where('sign_date', '<', to)
        .orderBy('sign_date')
        .execute();
      return rows.map(toRecord);
    },

    /** Fails with a unique violation when the member already signed that day. */
    async insert(tx: Tx, r: SignInRecordRow): Promise<void> {
      await onTx(db, tx)
        .insertInto('sign_ins')
        .values({
          id: r.id,
          tenant_id: r.tenantId,
          user_id: r.userId,
          sign_date: r.date,
          continuous_number: r.continuousNumber,
          value_cents: r.valueCents,
          created_at: r.createdAt,
        })
        .execute();
    },
  };
}
export type SignInRepository = ReturnType<typeof createSignInRepository>;
