import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminRoles } from '../../features/admin/screens/roles';

export const meta = adminMeta('roles');

export default function AdminRolesRoute() {
  return <AdminRoles />;
}
