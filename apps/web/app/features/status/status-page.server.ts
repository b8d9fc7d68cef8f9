import { healthRoute, onlineCountRoute } from '@clearsight/contracts';
import type { AppLoadContext } from 'react-router';
import { loadFromApi } from '../../lib/api.server';

/** `/test`: the API's health as the server renderer sees it, with the round trip it took, and who is online. */
export async function loadStatus(context: AppLoadContext, request: Request) {
  const started = Date.now();
  const health = await loadFromApi(context, request, healthRoute);
  const roundTripMs = Date.now() - started;
  // The realtime hubs' own states are the browser's to tell; the count is where the page starts from.
  const online = await loadFromApi(context, request, onlineCountRoute);
  return {
    health: health.ok ? health.data : null,
    httpStatus: health.ok ? 200 : health.status,
    roundTripMs,
    checkedAt: new Date().toISOString(),
    onlineCount: online.ok ? online.data.count : null,
  };
}

export type StatusPageData = Awaited<ReturnType<typeof loadStatus>>;
