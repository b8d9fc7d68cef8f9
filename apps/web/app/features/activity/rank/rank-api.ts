import { myRankRoute } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { useViewer } from '../../../lib/viewer-data';

/** My place on the rich list, for a signed-in viewer (fetched in the browser: the page is rendered as a guest). */
export function useMyRank() {
  const { viewer, signedIn } = useViewer();
  return useQuery({
    queryKey: ['activity', 'rank', 'me', viewer],
    queryFn: ({ signal }) => callApi(myRankRoute, { signal, silent: true }),
    enabled: signedIn,
  });
}
