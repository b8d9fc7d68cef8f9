import {
  changeIconRoute,
  changePasswordRoute,
  ledgerMineRoute,
  updateProfileRoute,
  userProfileRoute,
  type BodyOf,
  type LedgerReason,
} from '@clearsight/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { getSession, setSession } from '../../../lib/session/session-store';
import { paging } from '../profile-api';

const meKey = (userId: string) => ['profile', 'me', userId] as const;

/**
 * My money history (docs/product.md#money-ledger), newest first, a page at a time and optionally of one
 * reason. Member-only data: fetched in the browser with the member's token, never rendered by the server.
 */
export function useMyLedger(userId: string, page: number, reason: LedgerReason | null) {
  return useQuery({
    queryKey: ['profile', 'ledger', userId, page, reason],
    queryFn: ({ signal }) =>
      callApi(ledgerMineRoute, { query: { ...paging(page), ...(reason ? { reason } : {}) }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useMyProfile(userId: string) {
  return useQuery({
    queryKey: meKey(userId),
    queryFn: ({ signal }) => callApi(userProfileRoute, { signal }),
  });
}

/** Saves the basic info; `onSaved` refreshes what the page shows of it (the card). */
export function useUpdateProfile(userId: string, onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateProfileRoute>) => callApi(updateProfileRoute, { body }),
    onSuccess: (profile) => {
      client.setQueryData(meKey(userId), profile);
      setSession({ ...getSession(), name: profile.nick || profile.userName });
      onSaved();
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePasswordRoute>) => callApi(changePasswordRoute, { body }),
  });
}

/** Sets the avatar to an uploaded image and refreshes the header's copy of the account and the page's card. */
export function useChangeIcon(onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (icon: string) => callApi(changeIconRoute, { body: { icon } }),
    onSuccess: (_result, fileId) => {
      // The session keeps the file id, as the header's avatar expects it.
      setSession({ ...getSession(), icon: fileId });
      onSaved();
      void client.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}
