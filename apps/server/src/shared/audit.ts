import { AppError } from './app-error.js';
import type { Page } from './paging.js';
import type { RequestContext } from './request-context.js';

/** One staff action: what was done to which target, with the item before and after. */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log as the services see it. Every staff write records itself here from the service that
 * performs it, so an HTTP route, a socket handler or a job calling the same service is audited alike.
 * The audit feature implements it; features receive it from the composition root.
 */
export interface Audit {
  record(ctx: RequestContext, entry: AuditEntry): Promise<void>;
}

/** What a content type's service offers its admin screens (list, get, create, update, delete). */
export interface AdminCrudService<TItem, TInput, TQuery> {
  list(ctx: RequestContext, query: TQuery): Promise<Page<TItem>>;
  get(ctx: RequestContext, id: string): Promise<TItem | undefined>;
  create(ctx: RequestContext, input: TInput): Promise<TItem>;
  update(ctx: RequestContext, id: string, input: TInput): Promise<TItem>;
  remove(ctx: RequestContext, id: string): Promise<void>;
}

/** The same operations once audited: `get` answers 404 for a missing item instead of undefined. */
export interface AuditedCrud<TItem, TInput, TQuery> {
  list(ctx: RequestContext, query: TQuery): Promise<Page<TItem>>;
  get(ctx: RequestContext, id: string): Promise<TItem>;
  create(ctx: RequestContext, input: TInput): Promise<TItem>;
  update(ctx: RequestContext, id: string, input: TInput): Promise<TItem>;
  remove(ctx: RequestContext, id: string): Promise<{ ok: true }>;
}

/**
 * Wraps a content type's CRUD so that every create, update and delete writes `<targetType>.create|update|delete`
 * with the item before and after, and a missing id is a 404 with `notFound` as its message.
 */
export function auditedCrud<TItem extends { id: string }, TInput, TQuery>(
  crud: AdminCrudService<TItem, TInput, TQuery>,
  audit: Audit,
  options: { targetType: string; notFound: string },
): AuditedCrud<TItem, TInput, TQuery> {
  const { targetType } = options;
  async function existing(ctx: RequestContext, id: string): Promise<TItem> {
    const item = await crud.get(ctx, id);
    if (!item) throw AppError.notFound(options.notFound);
    return item;
  }
  return {
    list: (ctx, query) => crud.list(ctx, query),
    get: existing,
    async create(ctx, input) {
      const item = await crud.create(ctx, input);
      await audit.record(ctx, { action: `${targetType}.create`, targetType, targetId: item.id, after: item });
      return item;
    },
    async update(ctx, id, input) {
      const before = await existing(ctx, id);
      const item = await crud.update(ctx, id, input);
      await audit.record(ctx, { action: `${targetType}.update`, targetType, targetId: id, before, after: item });
      return item;
    },
    async remove(ctx, id) {
      const before = await existing(ctx, id);
      await crud.remove(ctx, id);
      await audit.record(ctx, { action: `${targetType}.delete`, targetType, targetId: id, before });
      return { ok: true as const };
    },
  };
}
