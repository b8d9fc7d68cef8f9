import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminApplications } from '../../features/admin/screens/applications';

export const meta = adminMeta('applications');

export default function AdminApplicationsRoute() {
  return <AdminApplications />;
}
