import { softwareDetailRoute, type SoftwarePackageDetail } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/http/client';

/**
 * All versions of a package, fetched once its "earlier versions" panel is first opened (guests too, so a plain
 * fetch: docs/decisions/0017-light-public-pages.md). Kept while the card stays on the page.
 */
export function useSoftwareVersions(
  id: string,
  enabled: boolean,
): { data: SoftwarePackageDetail | null; isFetching: boolean } {
  const [data, setData] = useState<{ id: string; detail: SoftwarePackageDetail } | null>(null);
  const [isFetching, setFetching] = useState(false);
  const loaded = data?.id === id;

  useEffect(() => {
    if (!enabled || loaded) return;
    const controller = new AbortController();
    setFetching(true);
    callApi(softwareDetailRoute, { params: { id }, signal: controller.signal })
      .then((detail) => setData({ id, detail }))
      // The HTTP client told the visitor what failed; the panel offers the plain link again.
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setFetching(false);
      });
    return () => {
      controller.abort();
      setFetching(false);
    };
  }, [id, enabled, loaded]);

  return { data: loaded ? data.detail : null, isFetching };
}
