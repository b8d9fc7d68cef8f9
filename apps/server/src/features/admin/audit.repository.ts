import type { Db } from '../../db/database.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Every staff action is written here: who, what, when, before and after. */
export function createAuditRepository(db: Db) {
  return {
    async record(ctx: RequestContext, entry: AuditEntry, at: Date = new Date()): Promise<void> {
      await db
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
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
