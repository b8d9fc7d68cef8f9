import type { Db } from '../../db/database.js';
import { iso, isoOrNull, num } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export type SmsPurpose = 'register' | 'repassword';

export interface SmsCodeRecord {
  id: string;
  tenantId: string;
  phone: string;
  purpose: string;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

export function createSmsCodeRepository(db: Db) {
  return {
    async insert(c: {
      id: string;
      tenantId: string;
      phone: string;
      purpose: SmsPurpose;
      codeHash: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('sms_codes')
        .values({
          id: c.id,
          tenant_id: c.tenantId,
          phone: c.phone,
          purpose: c.purpose,
          code_hash: c.codeHash,
          attempts: 0,
          created_at: c.createdAt,
          expires_at: c.expiresAt,
          consumed_at: null,
        })
        .execute();
    },

    /** The most recent code sent to a phone for a purpose: only that one is accepted. */
    async latest(tenantId: string, phone: string, purpose: SmsPurpose): Promise<SmsCodeRecord | undefined> {
      const r = await db
        .selectFrom('sms_codes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!r) return undefined;
      return {
        id: r.id,
        tenantId: r.tenant_id,
        phone: r.phone,
        purpose: r.purpose,
        codeHash: r.code_hash,
        attempts: num(r.attempts),
        createdAt: iso(r.created_at),
        expiresAt: iso(r.expires_at),
        consumedAt: isoOrNull(r.consumed_at),
      };
    },

    /** When a code was last sent to a phone (any purpose): the resend cooldown as the database sees it. */
    async lastSentAt(tenantId: string, phone: string): Promise<string | null> {
      const r = await db
        .selectFrom('sms_codes')
        .select('created_at')
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r ? iso(r.created_at) : null;
    },

    async recordFailedAttempt(id: string): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * Uses the code once: true only for the single caller whose update changed the row, so two requests
     * carrying the same code cannot both succeed.
     */
    async consume(id: string, at: string, maxAttempts: number, tx?: Tx | null): Promise<boolean> {
      const result = await onTx(db, tx)
        .updateTable('sms_codes')
        .set({ consumed_at: at })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
    },

    async deleteForPhoneBefore(tenantId: string, phone: string, before: string): Promise<void> {
      await db
        .deleteFrom('sms_codes')
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', phone)
        .where('created_at', '<', before)
        .execute();
    },
  };
}
export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
