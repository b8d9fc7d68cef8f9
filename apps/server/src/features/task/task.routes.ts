import {
  adminAssignmentDefineRoutes,
  assignmentAcceptRoute,
  assignmentCompleteRoute,
  assignmentListRoute,
  assignmentReceivableRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { TaskService } from './task.service.js';

/** Tasks: what I may accept, accepting, my tasks, claiming; staff manage the definitions. */
export function registerTaskRoutes(server: FastifyInstance, deps: { tasks: TaskService }): void {
  const { tasks } = deps;
  mountRoute(server, assignmentReceivableRoute, ({ ctx }) => tasks.receivable(ctx));
  mountRoute(server, assignmentAcceptRoute, ({ ctx, params }) => tasks.accept(ctx, params.defineId));
  mountRoute(server, assignmentListRoute, ({ ctx, query }) => tasks.list(ctx, query.assignmentQueryState));
  mountRoute(server, assignmentCompleteRoute, ({ ctx, params, idempotencyKey }) =>
    tasks.claim(ctx, params.assignmentId, idempotencyKey),
  );

  const { definitions } = tasks;
  mountRoute(server, adminAssignmentDefineRoutes.list, ({ ctx, query }) => definitions.list(ctx, query));
  mountRoute(server, adminAssignmentDefineRoutes.get, ({ ctx, params }) => definitions.get(ctx, params.id));
  mountRoute(server, adminAssignmentDefineRoutes.create, ({ ctx, body }) => definitions.create(ctx, body));
  mountRoute(server, adminAssignmentDefineRoutes.update, ({ ctx, params, body }) =>
    definitions.update(ctx, params.id, body),
  );
  mountRoute(server, adminAssignmentDefineRoutes.remove, ({ ctx, params }) => definitions.remove(ctx, params.id));
}
