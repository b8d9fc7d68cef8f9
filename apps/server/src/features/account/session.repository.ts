import type { Db } from '../../db/database.js';
import { iso, isoOrNull } from '../../shared/values.js';
import type { Tx } from '../../shared/transaction.js';
import { onTx } from '../../db/transaction.js';

export interface SessionPrincipalRow {
  sessionId: string;
  tenantId: string;
  expiresAt: string;
  revokedAt: string | null;
  userId: string;
  userName: string;
  nick: string;
  status: string;
}

export function createSessionRepository(db: Db) {
  return {
    async insert(s: {
      id: string;
      tenantId: string;
      userId: string;
      createdAt: string;
      expiresAt: string;
      ip: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: s.id,
          tenant_id: s.tenantId,
          user_id: s.userId,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          revoked_at: null,
          revoke_reason: null,
          ip: s.ip,
          user_agent: s.userAgent?.slice(0, 500) ?? null,
        })
        .execute();
    },
    async findPrincipal(sessionId: string): Promise<SessionPrincipalRow | undefined> {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id as session_id',
          's.tenant_id',
          's.expires_at',
          's.revoked_at',
          'u.id as user_id',
          'u.user_name',
          'u.nick',
          'u.status',
        ])
        .where('s.id', '=', sessionId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        sessionId: row.session_id,
        tenantId: row.tenant_id,
        expiresAt: iso(row.expires_at),
        revokedAt: isoOrNull(row.revoked_at),
        userId: row.user_id,
        userName: row.user_name,
        nick: row.nick,
        status: row.status,
      };
    },
    async revoke(sessionId: string, at: string, reason: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at, revoke_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** Revokes every live session of a user except `keepSessionId`; returns the revoked ids. */
    async revokeAllForUser(
      userId: string,
      at: string,
      reason: string,
      keepSessionId?: string,
      tx?: Tx | null,
    ): Promise<string[]> {
      const conn = onTx(db, tx);
      let q = conn.selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepSessionId) q = q.where('id', '!=', keepSessionId);
      const ids = (await q.execute()).map((r) => r.id);
      if (ids.length > 0) {
        await conn
          .updateTable('sessions')
          .set({ revoked_at: at, revoke_reason: reason })
          .where('id', 'in', ids)
          .execute();
      }
      return ids;
    },
    async deleteExpired(before: string): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
