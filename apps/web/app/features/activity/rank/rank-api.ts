import { myRankRoute, type ResponseOf } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/http/client';
import { useViewer } from '../../../lib/viewer-data';

export type MyRank = ResponseOf<typeof myRankRoute>;

/**
 * My place on the rich list, for a signed-in viewer (fetched in the browser: the page is rendered as a guest).
 * `data` is the answer for the viewer who is signed in now, undefined while it loads or when it failed.
 */
export function useMyRank(): { data: MyRank | undefined } {
  const { viewer, signedIn } = useViewer();
  const [answer, setAnswer] = useState<{ viewer: string; rank: MyRank } | null>(null);

  useEffect(() => {
    if (!signedIn || viewer === null) return;
    const controller = new AbortController();
    callApi(myRankRoute, { signal: controller.signal, silent: true })
      .then((rank) => setAnswer({ viewer, rank }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn, viewer]);

  return { data: signedIn && answer?.viewer === viewer ? answer.rank : undefined };
}
