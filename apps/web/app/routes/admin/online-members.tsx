import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminOnlineMembers } from '../../features/admin/screens/online-members';

export const meta = adminMeta('online');

export default function AdminOnlineMembersRoute() {
  return <AdminOnlineMembers />;
}
