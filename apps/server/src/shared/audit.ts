import { AppError } from './app-error.js';
import type { Page } from './paging.js';
import type { RequestContext } from './request-context.js';
import type { Transactor, Tx } from './transaction.js';

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
 *
 * The row is written in the transaction of the write it describes (decision 0018): both commit or neither,
 * so a change never stands unaudited and a retry after a failure is a real retry, not a replay that skips
 * the record.
 */
export interface Audit {
  record(tx: Tx, ctx: RequestContext, entry: AuditEntry): Promise<void>;
}

/**
 * What a content type's service offers its admin screens (list, get, create, update, delete). The writes run
 * inside the unit of work `auditedCrud` opens, so every query they make takes its `tx`.
 */
export interface AdminCrudService<TItem, TInput, TQuery> {
  list(ctx: RequestContext, query: TQuery): Promise<Page<TItem>>;
  get(ctx: RequestContext, id: string, tx?: Tx): Promise<TItem | undefined>;
  create(tx: Tx, ctx: RequestContext, input: TInput): Promise<TItem>;
  update(tx: Tx, ctx: RequestContext, id: string, input: TInput): Promise<TItem>;
  remove(tx: Tx, ctx: RequestContext, id: string): Promise<void>;
}

/** The same operations once audited: `get` answers 404 for a missing item instead of undefined. */
export interface AuditedCrud<TItem, TInput, TQuery> {
  list(ctx: RequestContext, query: TQuery): Promise<Page<TItem>>;
  get(ctx: RequestContext, id: string): Promise<TItem>;
  create(ctx: RequestContext, input: TInput): Promise<TItem>;
  update(ctx: RequestContext, id: string, input: TInput): Promise<TItem>;
  remove(ctx: RequestContext, id: string): Promise<{ ok: true }>;
}

/** What `auditedCrud` needs: the audit log and the transactor its writes and their records share. */
export interface AuditedWrites {
  audit: Audit;
  transactor: Transactor;
}

/**
 * Wraps a content type's CRUD so that every create, update and delete runs in one unit of work with its
 * `<targetType>.create|update|delete` record (the item before and after), and a missing id is a 404 with
 * `notFound` as its message.
 */
export function auditedCrud<TItem extends { id: string }, TInput, TQuery>(
  crud: AdminCrudService<TItem, TInput, TQuery>,
  writes: AuditedWrites,
  options: { targetType: string; notFound: string },
): AuditedCrud<TItem, TInput, TQuery> {
  const { targetType } = options;
  const { audit, transactor } = writes;
  async function existing(ctx: RequestContext, id: string, tx?: Tx): Promise<TItem> {
    const item = await crud.get(ctx, id, tx);
    if (!item) throw AppError.notFound(options.notFound);
    return item;
  }
  return {
    list: (ctx, query) => crud.list(ctx, query),
    get: (ctx, id) => existing(ctx, id),
    create: (ctx, input) =>
      transactor.run(async (tx) => {
        const item = await crud.create(tx, ctx, input);
        await audit.record(tx, ctx, { action: `${targetType}.create`, targetType, targetId: item.id, after: item });
        return item;
      }),
    update: (ctx, id, input) =>
      transactor.run(async (tx) => {
        const before = await existing(ctx, id, tx);
        const item = await crud.update(tx, ctx, id, input);
        await audit.record(tx, ctx, { action: `${targetType}.update`, targetType, targetId: id, before, after: item });
        return item;
      }),
    remove: (ctx, id) =>
      transactor.run(async (tx) => {
        const before = await existing(ctx, id, tx);
        await crud.remove(tx, ctx, id);
        await audit.record(tx, ctx, { action: `${targetType}.delete`, targetType, targetId: id, before });
        return { ok: true as const };
      }),
  };
}
