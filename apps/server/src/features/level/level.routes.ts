import { adminLevelRoutes, levelListRoute, levelUpgradeRoute, myLevelRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { LevelService } from './level.service.js';

/** The level table, my level, buying experience; staff edit the table. */
export function registerLevelRoutes(server: FastifyInstance, deps: { levels: LevelService }): void {
  const { levels } = deps;
  mountRoute(server, levelListRoute, ({ ctx, query }) => levels.list(ctx, query));
  mountRoute(server, myLevelRoute, ({ ctx }) => levels.mine(ctx));
  mountRoute(server, levelUpgradeRoute, ({ ctx, query, idempotencyKey }) =>
    levels.upgrade(ctx, query.experience, idempotencyKey),
  );
  mountRoute(server, adminLevelRoutes.list, ({ ctx }) => levels.adminList(ctx));
  mountRoute(server, adminLevelRoutes.update, ({ ctx, params, body }) => levels.update(ctx, params.currentLevel, body));
  mountRoute(server, adminLevelRoutes.create, ({ ctx, body }) => levels.create(ctx, body));
  mountRoute(server, adminLevelRoutes.remove, ({ ctx, params }) => levels.remove(ctx, params.currentLevel));
}
