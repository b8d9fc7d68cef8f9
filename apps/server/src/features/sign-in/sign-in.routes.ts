import { signInRecordRoute, signInRoute } from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { SignInService } from './sign-in.service.js';

/** Daily sign-in and its calendar. */
export function registerSignInRoutes(server: FastifyInstance, deps: { signIns: SignInService }): void {
  const { signIns } = deps;
  mountRoute(server, signInRoute, ({ ctx, idempotencyKey }) => signIns.signIn(ctx, idempotencyKey));
  mountRoute(server, signInRecordRoute, ({ ctx, query }) => signIns.record(ctx, query.month));
}
