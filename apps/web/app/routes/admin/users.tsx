import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminUsers } from '../../features/admin/screens/users';

export const meta = adminMeta('users');

export default function AdminUsersRoute() {
  return <AdminUsers />;
}
