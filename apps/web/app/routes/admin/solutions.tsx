import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSolutions = lazyPage(() => import('../../features/solution/admin/solutions'), 'AdminSolutions');

export const meta = adminMeta('solutions');

export default function AdminSolutionsRoute() {
  return <AdminSolutions />;
}
