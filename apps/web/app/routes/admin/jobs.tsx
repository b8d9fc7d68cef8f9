import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminJobs = lazyPage(() => import('../../features/career/admin/jobs'), 'AdminJobs');

export const meta = adminMeta('jobs');

export default function AdminJobsRoute() {
  return <AdminJobs />;
}
