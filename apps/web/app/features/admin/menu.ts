import { PAGES, hasAny, Permissions, STAFF_PERMISSIONS } from '@clearsight/contracts';
import { onDefaultTenant } from '../../lib/session/session-store';

/**
 * The console's left menu (docs/product.md), as data: each entry names the permissions that open it, so the
 * menu shows only what the signed-in staff member may use and each screen checks the same list.
 */

export type MenuGroupKey = 'overview' | 'content' | 'community' | 'users' | 'activity' | 'system';

export interface MenuEntry {
  key: string;
  /** Path under /admin ('' is the dashboard). */
  path: string;
  icon: string;
  permissions: readonly string[];
  /** Only in the default (host) tenant: the tenants screen manages the others (decision 0015). */
  hostOnly?: boolean;
}

export interface MenuGroup {
  key: MenuGroupKey;
  entries: readonly MenuEntry[];
}

const content = [Permissions.contentManage];
const forum = [Permissions.forumModerate];
const activity = [Permissions.activityManage];

export const ADMIN_MENU: readonly MenuGroup[] = [
  { key: 'overview', entries: [{ key: 'dashboard', path: '', icon: 'dashboard', permissions: STAFF_PERMISSIONS }] },
  {
    key: 'content',
    entries: [
      { key: 'banners', path: 'banners', icon: 'picture', permissions: content },
      { key: 'productTypes', path: 'product-types', icon: 'appstore', permissions: content },
      { key: 'series', path: 'series', icon: 'cluster', permissions: content },
      { key: 'models', path: 'models', icon: 'camera', permissions: content },
      { key: 'solutionTypes', path: 'solution-types', icon: 'bulb', permissions: content },
      { key: 'solutions', path: 'solutions', icon: 'experiment', permissions: content },
      { key: 'software', path: 'software', icon: 'cloudDownload', permissions: content },
      { key: 'documents', path: 'documents', icon: 'fileText', permissions: content },
      { key: 'courses', path: 'courses', icon: 'read', permissions: content },
      { key: 'news', path: 'news', icon: 'notification', permissions: content },
      { key: 'company', path: 'company', icon: 'bank', permissions: content },
      { key: 'jobs', path: 'jobs', icon: 'solution', permissions: content },
      { key: 'applications', path: 'applications', icon: 'idcard', permissions: content },
      { key: 'leads', path: 'leads', icon: 'inbox', permissions: content },
    ],
  },
  {
    key: 'community',
    entries: [
      { key: 'boards', path: 'forum/boards', icon: 'partition', permissions: forum },
      { key: 'topics', path: 'forum/topics', icon: 'message', permissions: forum },
      { key: 'comments', path: 'forum/comments', icon: 'comment', permissions: forum },
      { key: 'reports', path: 'forum/reports', icon: 'flag', permissions: forum },
    ],
  },
  {
    key: 'users',
    entries: [
      { key: 'users', path: 'users', icon: 'team', permissions: [Permissions.userManage] },
      { key: 'online', path: 'online', icon: 'wifi', permissions: [Permissions.onlineRead] },
      { key: 'roles', path: 'roles', icon: 'safety', permissions: [Permissions.userManage, Permissions.roleManage] },
    ],
  },
  {
    // The points economy: what earns and spends money, and the money itself (docs/product.md#activities-and-points).
    key: 'activity',
    entries: [
      { key: 'tasks', path: 'tasks', icon: 'schedule', permissions: activity },
      { key: 'prizeTables', path: 'prize-tables', icon: 'gift', permissions: activity },
      { key: 'levels', path: 'levels', icon: 'crown', permissions: activity },
      // Adjusting alone opens the screen too: its holder may credit or debit without reading histories.
      {
        key: 'ledger',
        path: 'ledger',
        icon: 'accountBook',
        permissions: [Permissions.ledgerRead, Permissions.ledgerAdjust],
      },
    ],
  },
  {
    key: 'system',
    entries: [
      { key: 'siteNotices', path: 'site-notices', icon: 'sound', permissions: [Permissions.siteNoticeManage] },
      { key: 'config', path: 'config', icon: 'setting', permissions: [Permissions.configManage] },
      { key: 'sms', path: 'sms', icon: 'mail', permissions: [Permissions.smsOutboxRead] },
      { key: 'audit', path: 'audit', icon: 'audit', permissions: [Permissions.auditRead] },
      { key: 'tenants', path: 'tenants', icon: 'apartment', permissions: [Permissions.tenantManage], hostOnly: true },
    ],
  },
];

export interface Holder {
  roles: readonly string[];
  permissions: readonly string[];
}

export function holds(holder: Holder, permissions: readonly string[]): boolean {
  return hasAny({ roleCodes: holder.roles, permissionCodes: holder.permissions }, { permissions });
}

/** Staff: role admin, `*:*:*`, or any of the console's permissions. */
export function isStaff(holder: Holder): boolean {
  return holds(holder, STAFF_PERMISSIONS);
}

/**
 * The groups and entries this holder may open; empty groups are left out, and so are the host's own
 * entries outside the default tenant.
 */
export function visibleMenu(
  holder: Holder,
  menu: readonly MenuGroup[] = ADMIN_MENU,
  onHost: boolean = onDefaultTenant(),
): MenuGroup[] {
  const opens = (entry: MenuEntry) => (!entry.hostOnly || onHost) && holds(holder, entry.permissions);
  return menu
    .map((group) => ({ ...group, entries: group.entries.filter(opens) }))
    .filter((group) => group.entries.length > 0);
}

export function adminPath(entry: Pick<MenuEntry, 'path'>): string {
  return entry.path ? `/admin/${entry.path}` : PAGES.admin;
}

export function entryByKey(key: string, menu: readonly MenuGroup[] = ADMIN_MENU): MenuEntry | undefined {
  for (const group of menu) for (const entry of group.entries) if (entry.key === key) return entry;
  return undefined;
}

/** The menu entry a path belongs to (the longest matching path wins; the dashboard only on /admin). */
export function entryForPath(pathname: string, menu: readonly MenuGroup[] = ADMIN_MENU): MenuEntry | undefined {
  const clean = pathname.replace(/\/+$/, '');
  let best: MenuEntry | undefined;
  for (const group of menu) {
    for (const entry of group.entries) {
      const path = adminPath(entry);
      const match = entry.path === '' ? clean === '/admin' : clean === path || clean.startsWith(`${path}/`);
      if (match && (!best || path.length > adminPath(best).length)) best = entry;
    }
  }
  return best;
}
