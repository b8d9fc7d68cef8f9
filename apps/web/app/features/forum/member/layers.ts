/**
 * The forum's member layers, imported through this module. A dynamic import carries the list of every file the
 * imported code needs (the bundler's preload list, fetched in parallel with it); the topic's member layer needs
 * some ninety (antd, the query client, the forms' contracts), and that list, 1.2 KB compressed, sat in the topic
 * page's own chunk that every guest loads. Behind this small module the lists load with it, when a member's layer
 * is wanted: one more request for a member, none of the bytes for a guest (decision 0016).
 */
export const boardMember = () => import('./board-member');
export const topicMember = () => import('./topic-member');

/** A member's own lists on their profile. */
export const bookmarkList = () => import('./bookmark-list');
export const watchList = () => import('./watch-list');
