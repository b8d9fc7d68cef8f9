import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { onTx } from '../../db/transaction.js';
import type { AuditEntry } from '../../shared/audit.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Tx } from '../../shared/transaction.js';
import { iso, json, num } from '../../shared/values.js';

export interface AuditLogFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  skip: number;
  take: number;
}

export interface AuditLogRecord {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  creationTime: string;
}

/** Timestamps are compared as ISO text on SQLite: parameters must have the stored format. */
const isoParam = (value: string) => new Date(value).toISOString();

/** The audit log: every staff action (who, what, when, before and after), and its console listing. */
export function createAuditRepository(db: Db) {
  return {
    /** Takes the transaction of the write the entry describes (shared/audit.ts). */
    async insert(tx: Tx, ctx: RequestContext, entry: AuditEntry, at: Date): Promise<void> {
      await onTx(db, tx)
        .insertInto('audit_logs')
        .values({
          id: newId(),
          tenant_id: ctx.tenantId,
          actor_id: ctx.user?.id ?? null,
          actor_name: ctx.user?.userName ?? null,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
          after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
          ip: ctx.ip,
          created_at: at.toISOString(),
        })
        .execute();
    },

    async list(tenantId: string, f: AuditLogFilter): Promise<{ items: AuditLogRecord[]; totalCount: number }> {
      let base = db.selectFrom('audit_logs').where('tenant_id', '=', tenantId);
      if (f.action) {
        // `forum.` selects a family of actions; substr keeps `_` and `%` literal on both engines.
        base = f.action.endsWith('.')
          ? base.where(sql<string>`substr(action, 1, ${f.action.length})`, '=', f.action)
          : base.where('action', '=', f.action);
      }
      if (f.targetType) base = base.where('target_type', '=', f.targetType);
      if (f.targetId) base = base.where('target_id', '=', f.targetId);
      if (f.actor) base = base.where(sql<string>`lower(actor_name)`, '=', f.actor.toLowerCase());
      if (f.from) base = base.where('created_at', '>=', isoParam(f.from));
      if (f.to) base = base.where('created_at', '<', isoParam(f.to));
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          // UUIDv7 ids grow with time: a stable order among rows written in the same millisecond.
          .orderBy('id', 'desc')
          .offset(f.skip)
          .limit(f.take)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          actorId: r.actor_id,
          actorName: r.actor_name,
          action: r.action,
          targetType: r.target_type,
          targetId: r.target_id,
          before: json<unknown>(r.before_json, null),
          after: json<unknown>(r.after_json, null),
          ip: r.ip,
          creationTime: iso(r.created_at),
        })),
        totalCount: num(count?.n ?? 0),
      };
    },

    async facets(tenantId: string): Promise<{ actions: string[]; targetTypes: string[] }> {
      const [actions, types] = await Promise.all([
        db
          .selectFrom('audit_logs')
          .select('action')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .orderBy('action')
          .limit(500)
          .execute(),
        db
          .selectFrom('audit_logs')
          .select('target_type')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .orderBy('target_type')
          .limit(200)
          .execute(),
      ]);
      return { actions: actions.map((r) => r.action), targetTypes: types.map((r) => r.target_type) };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
