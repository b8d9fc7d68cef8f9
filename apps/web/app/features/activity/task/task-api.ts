import {
  assignmentAcceptRoute,
  assignmentCompleteRoute,
  assignmentListRoute,
  assignmentReceivableRoute,
  type AssignmentClaimResult,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import type { ActionKeys } from '../shared/action-keys';
import { settleBalance } from '../shared/balance';

export type TaskList = 'Progress' | 'End';

export const taskKeys = {
  all: (viewer: string) => ['activity', 'task', viewer] as const,
  receivable: (viewer: string) => ['activity', 'task', viewer, 'receivable'] as const,
  mine: (viewer: string, state: TaskList) => ['activity', 'task', viewer, state] as const,
};

function useViewerId(): string {
  return useSession().id ?? '';
}

export function useReceivableTasks() {
  const viewer = useViewerId();
  return useQuery({
    queryKey: taskKeys.receivable(viewer),
    queryFn: ({ signal }) => callApi(assignmentReceivableRoute, { signal }),
    staleTime: 0,
  });
}

export function useMyTasks(state: TaskList) {
  const viewer = useViewerId();
  return useQuery({
    queryKey: taskKeys.mine(viewer, state),
    queryFn: ({ signal }) => callApi(assignmentListRoute, { query: { assignmentQueryState: state }, signal }),
    // Steps advance elsewhere (a topic posted, a comment…): coming back to the page must show them.
    staleTime: 0,
  });
}

/** Accepting is refused with the server's message when the task is no longer on offer. */
export function useAcceptTask() {
  const client = useQueryClient();
  const viewer = useViewerId();
  return useMutation({
    mutationFn: (defineId: string) => callApi(assignmentAcceptRoute, { params: { defineId } }),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all(viewer) }),
  });
}

/** Claims a complete task's reward, once: the claim carries its own idempotency key. */
export function useClaimTask(keys: ActionKeys) {
  const client = useQueryClient();
  const viewer = useViewerId();
  return useMutation<AssignmentClaimResult, Error, string>({
    mutationFn: (assignmentId) =>
      keys.run(`claim:${assignmentId}`, (idempotencyKey) =>
        callApi(assignmentCompleteRoute, { params: { assignmentId }, idempotencyKey }),
      ),
    onSuccess: (result) => settleBalance(result.money),
    onSettled: () => client.invalidateQueries({ queryKey: taskKeys.all(viewer) }),
  });
}
