import { myRankRoute, richListRoute, richListTopRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { RankService } from './rank.service.js';

/** The rich list, its top ten and my position. */
export function registerRankRoutes(server: FastifyInstance, deps: { ranks: RankService }): void {
  const { ranks } = deps;
  mountRoute(server, richListRoute, ({ ctx, query }) => ranks.page(ctx, query.skipCount, query.maxResultCount));
  mountRoute(server, richListTopRoute, ({ ctx }) => ranks.top(ctx));
  mountRoute(server, myRankRoute, ({ ctx }) => ranks.mine(ctx));
}
