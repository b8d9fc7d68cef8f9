import {
  bbsUserRoute,
  commentByUserRoute,
  discussByUserRoute,
  type BbsUserCard,
  type DiscussCard,
} from '@clearsight/contracts';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../lib/http/client';
import { useViewer } from '../../lib/viewer-data';
import { PROFILE_PAGE_SIZE, type ProfileComment } from './profile-types';

type Paged<T> = { items: T[]; totalCount: number };

/**
 * The public card from the loader; `refresh` fetches it again, so one's own edits (a new nick, a new avatar) show
 * at once.
 */
export function useProfileCard(userName: string, loaderData: BbsUserCard) {
  const [fresh, setFresh] = useState<BbsUserCard | null>(null);
  // A new loader answer (another member, a revalidation) is newer than anything fetched before it.
  useEffect(() => {
    setFresh(null);
  }, [loaderData]);
  const refresh = useCallback(() => {
    callApi(bbsUserRoute, { params: { id: userName }, silent: true })
      .then(setFresh)
      .catch(() => undefined);
  }, [userName]);
  const card = fresh && fresh.userName === loaderData.userName ? fresh : loaderData;
  return { card, refresh };
}

export const paging = (page: number) => ({
  skipCount: (page - 1) * PROFILE_PAGE_SIZE,
  maxResultCount: PROFILE_PAGE_SIZE,
});

/**
 * Server data for guests, the same data fetched again with the member's token for members (their private topics,
 * their likes); guests fetch it too when the server had none. While the member's copy loads the server's copy
 * shows, so nothing flickers.
 */
function useViewerCopy<T>(
  key: string,
  loaderData: T | null,
  enabled: boolean,
  fetch: (signal: AbortSignal) => Promise<T>,
): T | null {
  const { viewer, hydrated } = useViewer();
  const active = hydrated && viewer !== null && (viewer !== 'guest' || loaderData === null) && enabled;
  const fullKey = `${viewer ?? 'pending'}|${key}`;
  const [copy, setCopy] = useState<{ key: string; data: T } | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    fetch(controller.signal)
      .then((data) => setCopy({ key: fullKey, data }))
      .catch(() => undefined);
    return () => controller.abort();
    // The key names everything the fetch depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, fullKey]);

  return active && copy?.key === fullKey ? copy.data : loaderData;
}

export function useProfileTopics(
  userName: string,
  page: number,
  loaderData: Paged<DiscussCard> | null,
  enabled: boolean,
) {
  return useViewerCopy(`topics|${userName}|${page}`, loaderData, enabled, (signal) =>
    callApi(discussByUserRoute, { params: { userName }, query: paging(page), signal, silent: true }),
  );
}

export function useProfileComments(
  userName: string,
  page: number,
  loaderData: Paged<ProfileComment> | null,
  enabled: boolean,
) {
  return useViewerCopy(`comments|${userName}|${page}`, loaderData, enabled, (signal) =>
    callApi(commentByUserRoute, { params: { userName }, query: paging(page), signal, silent: true }),
  );
}
