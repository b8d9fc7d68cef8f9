/**
 * The member's own profile tabs, imported through this module so that their preload lists (antd's forms and
 * table, the query client, the cropper) come with them, not in the profile page's chunk every guest loads
 * (decision 0016).
 */
export const moneyHistory = () => import('./money-history');
export const ownSettings = () => import('./own-settings');
