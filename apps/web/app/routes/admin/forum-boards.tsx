import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminForumBoards } from '../../features/admin/screens/forum-boards';

export const meta = adminMeta('boards');

export default function AdminForumBoardsRoute() {
  return <AdminForumBoards />;
}
