import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminForumComments } from '../../features/admin/screens/forum-comments';

export const meta = adminMeta('comments');

export default function AdminForumCommentsRoute() {
  return <AdminForumComments />;
}
