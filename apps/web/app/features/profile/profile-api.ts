import {
  bbsUserRoute,
  changeIconRoute,
  changePasswordRoute,
  commentByUserRoute,
  discussByUserRoute,
  ledgerMineRoute,
  updateProfileRoute,
  userProfileRoute,
  type BbsUserCard,
  type BodyOf,
  type DiscussCard,
  type LedgerReason,
} from '@clearsight/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '../../lib/hydrated';
import { callApi } from '../../lib/http/client';
import { getSession, setSession } from '../../lib/session/session-store';
import { useViewerData, type Paged } from '../../lib/viewer-data';
import { PROFILE_PAGE_SIZE, type ProfileComment } from './profile-types';

export const profileKeys = {
  card: (userName: string) => ['profile', 'card', userName] as const,
  me: (userId: string) => ['profile', 'me', userId] as const,
};

/** The public card; refreshed in the browser so one's own edits show at once. */
export function useProfileCard(userName: string, loaderData: BbsUserCard) {
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: profileKeys.card(userName),
    queryFn: ({ signal }) => callApi(bbsUserRoute, { params: { id: userName }, signal, silent: true }),
    enabled: hydrated,
    initialData: loaderData,
    staleTime: 30_000,
  });
  return query.data ?? loaderData;
}

const paging = (page: number) => ({ skipCount: (page - 1) * PROFILE_PAGE_SIZE, maxResultCount: PROFILE_PAGE_SIZE });

export function useProfileTopics(
  userName: string,
  page: number,
  loaderData: Paged<DiscussCard> | null,
  enabled: boolean,
) {
  return useViewerData<Paged<DiscussCard>>({
    key: (viewer) => ['profile', 'topics', viewer, userName, page],
    loaderData,
    enabled,
    guests: loaderData === null,
    fetch: (signal) => callApi(discussByUserRoute, { params: { userName }, query: paging(page), signal, silent: true }),
  });
}

export function useProfileComments(
  userName: string,
  page: number,
  loaderData: Paged<ProfileComment> | null,
  enabled: boolean,
) {
  return useViewerData<Paged<ProfileComment>>({
    key: (viewer) => ['profile', 'comments', viewer, userName, page],
    loaderData,
    enabled,
    guests: loaderData === null,
    fetch: (signal) => callApi(commentByUserRoute, { params: { userName }, query: paging(page), signal, silent: true }),
  });
}

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
    queryKey: profileKeys.me(userId),
    queryFn: ({ signal }) => callApi(userProfileRoute, { signal }),
  });
}

export function useUpdateProfile(userId: string, userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof updateProfileRoute>) => callApi(updateProfileRoute, { body }),
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.me(userId), profile);
      setSession({ ...getSession(), name: profile.nick || profile.userName });
      void client.invalidateQueries({ queryKey: profileKeys.card(userName) });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof changePasswordRoute>) => callApi(changePasswordRoute, { body }),
  });
}

/** Sets the avatar to an uploaded image and refreshes the header's copy of the account. */
export function useChangeIcon(userName: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (icon: string) => callApi(changeIconRoute, { body: { icon } }),
    onSuccess: (_result, fileId) => {
      // The session keeps the file id, as the header's avatar expects it.
      setSession({ ...getSession(), icon: fileId });
      void client.invalidateQueries({ queryKey: profileKeys.card(userName) });
      void client.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}
