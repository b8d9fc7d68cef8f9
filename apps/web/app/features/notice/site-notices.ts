import { activeSiteNoticesRoute, type ActiveSiteNotice } from '@clearsight/contracts';
import { callApi } from '../../lib/http/client';
import { readSeen, showSiteNotice, writeSeen } from './site-notice-store';

/**
 * The announcements that went live before this page was opened: each one not seen in this browser is
 * shown once. Ids that are no longer active are forgotten (only those known when asking, so one that
 * arrives live meanwhile is kept).
 */
export async function showLateArrivals(signal?: AbortSignal): Promise<void> {
  const before = new Set(readSeen());
  let items: ActiveSiteNotice[];
  try {
    items = (await callApi(activeSiteNoticesRoute, { silent: true, signal })).items;
  } catch {
    // No announcements (or no server yet): nothing to show, nothing to forget.
    return;
  }
  if (signal?.aborted) return;
  const active = new Set(items.map((n) => n.id));
  // Seen now: before asking, or live while asking.
  const seen = readSeen();
  writeSeen(seen.filter((id) => active.has(id) || !before.has(id)));
  for (const notice of items) {
    if (seen.includes(notice.id)) continue;
    showSiteNotice({ id: notice.id, type: notice.type, title: notice.title, html: notice.html });
  }
}
