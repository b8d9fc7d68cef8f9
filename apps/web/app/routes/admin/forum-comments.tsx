import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminForumComments = lazyPage(() => import('../../features/forum/admin/forum-comments'), 'AdminForumComments');

export const meta = adminMeta('comments');

export default function AdminForumCommentsRoute() {
  return <AdminForumComments />;
}
