import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminApplications = lazyPage(() => import('../../features/career/admin/applications'), 'AdminApplications');

export const meta = adminMeta('applications');

export default function AdminApplicationsRoute() {
  return <AdminApplications />;
}
