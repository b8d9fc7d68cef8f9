import { signInRecordRoute, signInRoute, type SignInRecord } from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { settleBalance } from '../shared/balance';

export const signInKeys = {
  all: (viewer: string) => ['activity', 'sign-in', viewer] as const,
  /** `month` null: the server's current month. */
  record: (viewer: string, month: string | null) => ['activity', 'sign-in', viewer, month ?? 'current'] as const,
};

export function useSignInRecord(month: string | null) {
  const viewer = useSession().id ?? '';
  return useQuery<SignInRecord>({
    queryKey: signInKeys.record(viewer, month),
    queryFn: ({ signal }) => callApi(signInRecordRoute, { query: month ? { month } : {}, signal }),
    placeholderData: (previous) => previous,
  });
}

/** Today's sign-in. A second one is refused by the server ("今日你已经签到过了~"), which the client shows. */
export function useSignIn() {
  const client = useQueryClient();
  const viewer = useSession().id ?? '';
  return useMutation({
    mutationFn: () => callApi(signInRoute),
    onSuccess: (result) => settleBalance(result.money),
    onSettled: () => client.invalidateQueries({ queryKey: signInKeys.all(viewer) }),
  });
}
