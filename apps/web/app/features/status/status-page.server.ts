import { healthRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';

/** `/test`: the API's health as the server renderer sees it, with the round trip it took. */
export async function loadStatus(context: AppLoadContext, request: Request) {
  const started = Date.now();
  const health = await loadFromApi(context, request, healthRoute);
  return {
    health: health.ok ? health.data : null,
    httpStatus: health.ok ? 200 : health.status,
    roundTripMs: Date.now() - started,
    checkedAt: new Date().toISOString(),
  };
}

export type StatusPageData = Awaited<ReturnType<typeof loadStatus>>;
