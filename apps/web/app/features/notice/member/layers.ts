/**
 * The notices' member parts, imported through this module so that their preload lists (antd's popover, the
 * query client) come with them when a member needs them, not in the header's and the realtime effects' chunks
 * every guest loads (decision 0016).
 */
export const noticeBell = () => import('./notice-bell');

/** The member's notification settings, on their profile. */
export const noticeSettings = () => import('./notice-settings');

/** The bell's list in the query cache, for a notice that arrives live. */
export const liveNotices = () => Promise.all([import('./notice-api'), import('../../../lib/query/query-scope')]);
