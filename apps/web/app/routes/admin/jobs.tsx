import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminJobs } from '../../features/admin/screens/jobs';

export const meta = adminMeta('jobs');

export default function AdminJobsRoute() {
  return <AdminJobs />;
}
