import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminForumTopics } from '../../features/admin/screens/forum-topics';

export const meta = adminMeta('topics');

export default function AdminForumTopicsRoute() {
  return <AdminForumTopics />;
}
