import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminOnlineMembers = lazyPage(() => import('../../features/admin/screens/online-members'), 'AdminOnlineMembers');

export const meta = adminMeta('online');

export default function AdminOnlineMembersRoute() {
  return <AdminOnlineMembers />;
}
