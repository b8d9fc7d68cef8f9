import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminSoftware } from '../../features/admin/screens/software';

export const meta = adminMeta('software');

export default function AdminSoftwareRoute() {
  return <AdminSoftware />;
}
