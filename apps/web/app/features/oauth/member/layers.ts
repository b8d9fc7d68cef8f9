/**
 * The member's linked accounts, imported through this module so that their preload list comes with them, not in
 * the profile page's chunk every guest loads (decision 0016).
 */
export const bindings = () => import('./bindings');
