import {
  WATCH_MAX,
  WATCH_MESSAGES,
  type WatchItem,
  type WatchLevel,
  type WatchState,
  type WatchTargetType,
} from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { DiscussService } from './discuss.service.js';
import { viewerOf } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';

function signedIn(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw AppError.unauthorized();
  return ctx.user;
}

/**
 * Watch levels, the member's side (decision 0034): read and set a topic's or a board's level, list what one
 * watches or mutes. A level is no content anyone else sees, so banned members (read-only, decision 0005) may
 * set theirs too; a topic's level needs a topic the member may read.
 */
export function createWatchService(deps: ForumDeps, topics: DiscussService) {
  const { watches, plates, transactor, clock } = deps;

  /** The items whose levels decide this one's: a topic and its board, or a board alone (404 when unknown). */
  async function chainOf(ctx: RequestContext, targetType: WatchTargetType, targetId: string) {
    if (targetType === 'discuss') {
      const { topic } = await topics.requireReadable(ctx, targetId);
      return [
        { type: 'discuss' as const, id: topic.id },
        { type: 'plate' as const, id: topic.plateId },
      ];
    }
    const plate = await plates.find(ctx.tenantId, targetId);
    if (!plate) throw AppError.notFound(WATCH_MESSAGES.boardNotFound);
    return [{ type: 'plate' as const, id: plate.id }];
  }

  async function stateOf(
    ctx: RequestContext,
    userId: string,
    chain: Array<{ type: WatchTargetType; id: string }>,
  ): Promise<WatchState> {
    const levels = await watches.levelsOf(ctx.tenantId, userId, chain);
    const own = levels.get(`${chain[0]!.type}:${chain[0]!.id}`);
    if (own) return { level: own, source: 'own' };
    const board = chain[1] ? levels.get(`plate:${chain[1].id}`) : undefined;
    if (board) return { level: board, source: 'board' };
    return { level: 'normal', source: 'default' };
  }

  return {
    async get(ctx: RequestContext, targetType: WatchTargetType, targetId: string): Promise<WatchState> {
      const user = signedIn(ctx);
      return stateOf(ctx, user.id, await chainOf(ctx, targetType, targetId));
    },

    /**
     * Sets the level. On a topic every level is kept (a topic's "normal" overrides a watched or muted board);
     * a board's "normal" clears it.
     */
    async set(
      ctx: RequestContext,
      targetType: WatchTargetType,
      targetId: string,
      level: WatchLevel,
    ): Promise<WatchState & { message: string }> {
      const user = signedIn(ctx);
      const chain = await chainOf(ctx, targetType, targetId);
      const target = chain[0]!;
      await transactor.run(async (tx) => {
        if (target.type === 'plate' && level === 'normal') {
          await watches.clear(tx, ctx.tenantId, user.id, 'plate', target.id);
          return;
        }
        const had = await watches.levelsOf(ctx.tenantId, user.id, [target], tx);
        if (had.size === 0 && (await watches.countOf(ctx.tenantId, user.id, tx)) >= WATCH_MAX) {
          throw AppError.badRequest(WATCH_MESSAGES.limit);
        }
        await watches.set(
          tx,
          { tenantId: ctx.tenantId, userId: user.id, targetType: target.type, targetId: target.id, level },
          clock.now().toISOString(),
        );
      });
      return { ...(await stateOf(ctx, user.id, chain)), message: WATCH_MESSAGES.saved };
    },

    async list(
      ctx: RequestContext,
      level: Exclude<WatchLevel, 'normal'> | undefined,
      skip: number,
      take: number,
    ): Promise<{ items: WatchItem[]; totalCount: number }> {
      const user = signedIn(ctx);
      const page = await watches.list(ctx.tenantId, viewerOf(user)!, level, skip, take);
      return {
        items: page.items.map((w) => ({
          targetType: w.targetType,
          targetId: w.targetId,
          title: w.title,
          titleEn: w.titleEn,
          level: w.level,
          updateTime: w.updatedAt,
        })),
        totalCount: page.totalCount,
      };
    },
  };
}
