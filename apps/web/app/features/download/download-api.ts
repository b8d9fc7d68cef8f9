import { softwareDetailRoute } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/client';

export const downloadKeys = {
  software: (id: string) => ['download', 'software', id] as const,
};

/** All versions of a package, fetched when its "earlier versions" panel is opened. */
export function useSoftwareVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: downloadKeys.software(id),
    queryFn: ({ signal }) => callApi(softwareDetailRoute, { params: { id }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
