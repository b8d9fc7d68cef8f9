import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminForumReports } from '../../features/admin/screens/forum-reports';

export const meta = adminMeta('reports');

export default function AdminForumReportsRoute() {
  return <AdminForumReports />;
}
