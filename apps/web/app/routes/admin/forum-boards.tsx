import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminForumBoards = lazyPage(() => import('../../features/forum/admin/forum-boards'), 'AdminForumBoards');

export const meta = adminMeta('boards');

export default function AdminForumBoardsRoute() {
  return <AdminForumBoards />;
}
