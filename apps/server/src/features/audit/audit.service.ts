import type { AuditLogItem } from '@clearsight/contracts';
import type { Audit, AuditEntry } from '../../shared/audit.js';
import { AppError } from '../../shared/app-error.js';
import type { Clock } from '../../shared/clock.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { Tx } from '../../shared/transaction.js';
import type { AuditLogFilter, AuditRepository } from './audit.repository.js';

export interface AuditService extends Audit {
  list(
    ctx: RequestContext,
    query: Omit<AuditLogFilter, 'skip' | 'take'> & { skipCount: number; maxResultCount: number },
  ): Promise<{ items: AuditLogItem[]; totalCount: number; actions: string[]; targetTypes: string[] }>;
}

/** Writes staff actions for every feature (passed to them as `Audit`) and lists them for the console. */
export function createAuditService(deps: { repo: AuditRepository; clock: Clock }): AuditService {
  const { repo, clock } = deps;
  return {
    async record(tx: Tx, ctx: RequestContext, entry: AuditEntry) {
      await repo.insert(tx, ctx, entry, clock.now());
    },

    async list(ctx, query) {
      if (query.from && query.to && new Date(query.from) >= new Date(query.to)) {
        throw AppError.field('to', '结束时间必须晚于开始时间');
      }
      const [page, facets] = await Promise.all([
        repo.list(ctx.tenantId, { ...query, skip: query.skipCount, take: query.maxResultCount }),
        repo.facets(ctx.tenantId),
      ]);
      return { ...page, ...facets };
    },
  };
}
