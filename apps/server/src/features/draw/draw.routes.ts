import { adminDrawRoutes, drawGameRoute, drawGamesRoute, drawRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { DrawService } from './draw.service.js';

/** Lucky draws: the games and their tables, one draw per click; staff edit the tables. */
export function registerDrawRoutes(server: FastifyInstance, deps: { draws: DrawService }): void {
  const { draws } = deps;
  mountRoute(server, drawGamesRoute, ({ ctx }) => draws.list(ctx));
  mountRoute(server, drawGameRoute, ({ ctx, params }) => draws.game(ctx, params.game));
  mountRoute(server, drawRoute, ({ ctx, params, idempotencyKey }) => draws.draw(ctx, params.game, idempotencyKey));
  mountRoute(server, adminDrawRoutes.list, ({ ctx }) => draws.adminList(ctx));
  mountRoute(server, adminDrawRoutes.update, ({ ctx, params, body }) => draws.update(ctx, params.game, body));
}
