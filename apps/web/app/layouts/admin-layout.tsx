import '../features/admin/admin.css';
import { adminMeta } from '../features/admin/admin-meta';
import { loadAdminAccess } from '../features/admin/admin-access.server';
import type { AreasHandle } from '../lib/i18n/page-areas';
import { lazyPage } from '../lib/lazy-page';
import type { Route } from './+types/admin-layout';

/** The console itself (antd, its screens) loads with its first page, never with the public site. */
const AdminFrame = lazyPage(() => import('./admin-frame'), 'AdminFrame');

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['admin'] };

export const meta = adminMeta('console');

export const loader = ({ context, request }: Route.LoaderArgs) => loadAdminAccess(context, request);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <AdminFrame access={loaderData.access} />;
}
