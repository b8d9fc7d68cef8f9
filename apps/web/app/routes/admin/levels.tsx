import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminLevels = lazyPage(() => import('../../features/activity/level/admin/levels'), 'AdminLevels');

export const meta = adminMeta('levels');

export default function AdminLevelsRoute() {
  return <AdminLevels />;
}
