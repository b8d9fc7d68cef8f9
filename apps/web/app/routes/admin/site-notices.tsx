import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminSiteNotices } from '../../features/admin/screens/site-notices';

export const meta = adminMeta('siteNotices');

export default function AdminSiteNoticesRoute() {
  return <AdminSiteNotices />;
}
