import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSiteNotices = lazyPage(() => import('../../features/admin/screens/site-notices'), 'AdminSiteNotices');

export const meta = adminMeta('siteNotices');

export default function AdminSiteNoticesRoute() {
  return <AdminSiteNotices />;
}
