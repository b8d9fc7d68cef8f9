import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminUsers = lazyPage(() => import('../../features/admin/screens/users'), 'AdminUsers');

export const meta = adminMeta('users');

export default function AdminUsersRoute() {
  return <AdminUsers />;
}
