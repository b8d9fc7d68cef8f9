import type { AssignmentRequirementType } from '@clearsight/contracts';
import type { DomainEvents } from '../../events.js';
import type { TaskService } from './task.service.js';

/**
 * Actions that tasks count. The facts are already stored when these events arrive; the listeners only
 * prompt the "task complete" notice, so a lost event costs at most a late notice (the task list sends it),
 * never a step.
 */
export function subscribeTaskListeners(events: DomainEvents, tasks: TaskService): void {
  const acted = (requirement: AssignmentRequirementType) => (e: { tenantId: string; userId: string }) =>
    tasks.acted(e.tenantId, e.userId, requirement);
  events.on('topic.created', acted('Discuss'));
  events.on('comment.created', acted('Comment'));
  events.on('like.created', acted('Agree'));
  events.on('profile.nick-changed', acted('UpdateNick'));
  events.on('profile.avatar-changed', acted('UpdateIcon'));
}
