import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminForumReports = lazyPage(() => import('../../features/forum/admin/forum-reports'), 'AdminForumReports');

export const meta = adminMeta('reports');

export default function AdminForumReportsRoute() {
  return <AdminForumReports />;
}
