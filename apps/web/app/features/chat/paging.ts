/**
 * Paging one conversation's history backwards by cursor: the first page is the last 30 days, each older
 * page continues from the cursor the previous page answered, until the server says there is nothing older.
 */
export interface HistoryPaging {
  /** The cursor to ask for the next older page with; null before the first page. */
  cursor: string | null;
  /** False once the server answered there is nothing older. */
  hasMore: boolean;
  loading: boolean;
  /** The first page arrived. */
  loaded: boolean;
  failed: boolean;
}

export const FRESH_PAGING: HistoryPaging = Object.freeze({
  cursor: null,
  hasMore: true,
  loading: false,
  loaded: false,
  failed: false,
}) as HistoryPaging;

/** Whether another page should be asked for now (one request at a time, never past the end). */
export function canLoadOlder(paging: HistoryPaging): boolean {
  return !paging.loading && paging.hasMore && (!paging.loaded || paging.cursor !== null);
}

export function pagingStarted(paging: HistoryPaging): HistoryPaging {
  return { ...paging, loading: true, failed: false };
}

export function pagingArrived(nextCursor: string | null): HistoryPaging {
  return { cursor: nextCursor, hasMore: nextCursor !== null, loading: false, loaded: true, failed: false };
}

export function pagingFailed(paging: HistoryPaging): HistoryPaging {
  return { ...paging, loading: false, failed: true };
}

/**
 * Near the top of the pane: close enough that the next page should load before the reader reaches the end.
 */
export function nearTop(scrollTop: number, threshold = 80): boolean {
  return scrollTop <= threshold;
}

/**
 * After older messages were put above, the scroll position that keeps the message the reader looked at in
 * the same place on screen.
 */
export function keepAnchor(before: { scrollTop: number; scrollHeight: number }, afterScrollHeight: number): number {
  return before.scrollTop + (afterScrollHeight - before.scrollHeight);
}
