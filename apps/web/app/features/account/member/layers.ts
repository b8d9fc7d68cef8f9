/**
 * The header's member menu, imported through this module so that its preload list (every file it needs: antd's
 * dropdown, the query client) comes with it when a member is signed in, not in the header's chunk every guest
 * loads (decision 0016).
 */
export const memberMenu = () => import('./member-menu');
