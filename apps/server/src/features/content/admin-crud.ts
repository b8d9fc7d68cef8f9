import type { RouteDescriptor } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import { AppError } from '../../shared/app-error.js';
import type { Page } from '../../shared/paging.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { AuditRepository } from '../admin/audit.repository.js';

/** What a content type's service offers its admin screens. Services own validation and rules. */
export interface AdminCrudService<TItem, TInput, TQuery> {
  list(ctx: RequestContext, query: TQuery): Promise<Page<TItem>>;
  get(ctx: RequestContext, id: string): Promise<TItem | undefined>;
  create(ctx: RequestContext, input: TInput): Promise<TItem>;
  update(ctx: RequestContext, id: string, input: TInput): Promise<TItem>;
  remove(ctx: RequestContext, id: string): Promise<void>;
}

interface CrudRoutes {
  list: RouteDescriptor;
  get: RouteDescriptor;
  create: RouteDescriptor;
  update: RouteDescriptor;
  remove: RouteDescriptor;
}

/**
 * Mounts the five admin routes of one content type. Every create, update and delete is written to the
 * audit log with who, what, when and the item before and after.
 */
export function mountAdminCrud<TItem extends { id: string }, TInput, TQuery>(
  server: FastifyInstance,
  routes: CrudRoutes,
  service: AdminCrudService<TItem, TInput, TQuery>,
  options: { audit: AuditRepository; targetType: string; notFound?: string },
): void {
  const { audit, targetType } = options;
  const missing = () => AppError.notFound(options.notFound);
  mountRoute(server, routes.list, ({ ctx, query }) => service.list(ctx, query as TQuery));
  mountRoute(server, routes.get, async ({ ctx, params }) => {
    const item = await service.get(ctx, (params as { id: string }).id);
    if (!item) throw missing();
    return item;
  });
  mountRoute(server, routes.create, async ({ ctx, body }) => {
    const item = await service.create(ctx, body as TInput);
    await audit.record(ctx, { action: `${targetType}.create`, targetType, targetId: item.id, after: item });
    return item;
  });
  mountRoute(server, routes.update, async ({ ctx, params, body }) => {
    const id = (params as { id: string }).id;
    const before = await service.get(ctx, id);
    if (!before) throw missing();
    const item = await service.update(ctx, id, body as TInput);
    await audit.record(ctx, { action: `${targetType}.update`, targetType, targetId: id, before, after: item });
    return item;
  });
  mountRoute(server, routes.remove, async ({ ctx, params }) => {
    const id = (params as { id: string }).id;
    const before = await service.get(ctx, id);
    if (!before) throw missing();
    await service.remove(ctx, id);
    await audit.record(ctx, { action: `${targetType}.delete`, targetType, targetId: id, before });
    return { ok: true as const };
  });
}

/** Audits a single write that is not part of a CRUD family (sub-resources, status changes). */
export async function audited<T extends { id: string } | void>(
  audit: AuditRepository,
  ctx: RequestContext,
  action: string,
  targetType: string,
  targetId: string | null,
  before: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const after = await run();
  await audit.record(ctx, {
    action,
    targetType,
    targetId: targetId ?? (after ? after.id : null),
    before,
    after: after ?? undefined,
  });
  return after;
}

/** Paging bounds shared by list queries. */
export function pageOf(query: { skipCount: number; maxResultCount: number }) {
  return { offset: query.skipCount, limit: query.maxResultCount };
}

/** `%text%` for LIKE with the wildcards in the text escaped (used with `escape '\\'`-free LIKE: we strip them). */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '')}%`;
}

export function fileUrlOf(id: string | null | undefined): string | null {
  return id ? `/prod-api/file/${encodeURIComponent(id)}` : null;
}
