import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminForumTopics = lazyPage(() => import('../../features/forum/admin/forum-topics'), 'AdminForumTopics');

export const meta = adminMeta('topics');

export default function AdminForumTopicsRoute() {
  return <AdminForumTopics />;
}
