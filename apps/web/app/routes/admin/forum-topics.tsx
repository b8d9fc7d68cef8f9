import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminForumTopics = lazyPage(() => import('../../features/admin/screens/forum-topics'), 'AdminForumTopics');

export const meta = adminMeta('topics');

export default function AdminForumTopicsRoute() {
  return <AdminForumTopics />;
}
