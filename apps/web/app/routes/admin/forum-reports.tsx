import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminForumReports = lazyPage(() => import('../../features/admin/screens/forum-reports'), 'AdminForumReports');

export const meta = adminMeta('reports');

export default function AdminForumReportsRoute() {
  return <AdminForumReports />;
}
