import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminRoles = lazyPage(() => import('../../features/admin/screens/roles'), 'AdminRoles');

export const meta = adminMeta('roles');

export default function AdminRolesRoute() {
  return <AdminRoles />;
}
