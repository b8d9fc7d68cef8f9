import type { SiteNoticeType } from '@clearsight/contracts';
import { useSyncExternalStore } from 'react';
import { setMarqueeRunning } from './marquee-signal';

/**
 * Site-wide announcements on screen (docs/product.md#realtime): a `MerryGoRound` runs in the bar under the
 * header on every page until the visitor closes it, a `Popup` opens a dialog, one after another, once. Live ones
 * arrive through the notice hub; visitors who come while one is active get it from `GET /notice/active`: the ids
 * of the dialogs shown and of the marquees closed are remembered in local storage (pruned to the active ones, so
 * the list never grows). A logout clears the storage, so an announcement still active is shown once more after it.
 *
 * The root's effects hold this store; the header only `marquee-signal.ts`. The marquee and the dialog are loaded
 * only once there is one to show (decision 0016's addenda); the request for those already active is in
 * `site-notices.ts`, with the HTTP client.
 */

export interface SiteNoticeOnScreen {
  id: string;
  type: SiteNoticeType;
  title: string;
  /** Sanitised on the server; shown as sent. */
  html: string;
}

export const SEEN_KEY = 'cs.seenSiteNotices';

const MAX_SEEN = 200;

interface State {
  marquee: readonly SiteNoticeOnScreen[];
  popups: readonly SiteNoticeOnScreen[];
}

const EMPTY: State = Object.freeze({ marquee: [], popups: [] });
let state: State = EMPTY;
const listeners = new Set<() => void>();

function commit(next: State): void {
  state = next;
  setMarqueeRunning(next.marquee.length > 0);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteNotices(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}

export function readSeen(): string[] {
  try {
    const raw = window.localStorage.getItem(SEEN_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeSeen(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(SEEN_KEY);
    else window.localStorage.setItem(SEEN_KEY, JSON.stringify(ids.slice(-MAX_SEEN)));
  } catch {
    // Storage off: the announcement may show again on the next visit, nothing worse.
  }
}

/** Remembers an announcement as seen (a dialog shown, a marquee closed) in this browser. */
export function markSeen(id: string): void {
  const seen = readSeen();
  if (!seen.includes(id)) writeSeen([...seen, id]);
}

const replaceOrAppend = (list: readonly SiteNoticeOnScreen[], notice: SiteNoticeOnScreen) =>
  list.some((n) => n.id === notice.id) ? list.map((n) => (n.id === notice.id ? notice : n)) : [...list, notice];

/**
 * Shows an announcement now (a live one is shown even if seen: it may have changed while live). A dialog counts as
 * seen once it has opened (the dialog marks it); a marquee keeps running on the next pages and visits until closed.
 */
export function showSiteNotice(notice: SiteNoticeOnScreen): void {
  if (notice.type === 'Popup') commit({ ...state, popups: replaceOrAppend(state.popups, notice) });
  else commit({ ...state, marquee: replaceOrAppend(state.marquee, notice) });
}

/** The visitor closed a marquee: gone from this page and, while it runs, from their next visits. */
export function closeMarqueeNotice(id: string): void {
  markSeen(id);
  commit({ ...state, marquee: state.marquee.filter((n) => n.id !== id) });
}

/** Staff withdrew an announcement: off the screen wherever it is (it stays marked as seen). */
export function withdrawSiteNotice(id: string): void {
  if (!state.marquee.some((n) => n.id === id) && !state.popups.some((n) => n.id === id)) return;
  commit({ marquee: state.marquee.filter((n) => n.id !== id), popups: state.popups.filter((n) => n.id !== id) });
}

export function closePopupNotice(id: string): void {
  commit({ ...state, popups: state.popups.filter((n) => n.id !== id) });
}

/** Tests only. */
export function resetSiteNoticesForTests(): void {
  commit(EMPTY);
}
