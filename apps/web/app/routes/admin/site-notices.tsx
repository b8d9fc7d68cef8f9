import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSiteNotices = lazyPage(() => import('../../features/notice/admin/site-notices'), 'AdminSiteNotices');

export const meta = adminMeta('siteNotices');

export default function AdminSiteNoticesRoute() {
  return <AdminSiteNotices />;
}
