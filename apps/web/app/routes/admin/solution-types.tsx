import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSolutionTypes = lazyPage(() => import('../../features/solution/admin/solution-types'), 'AdminSolutionTypes');

export const meta = adminMeta('solutionTypes');

export default function AdminSolutionTypesRoute() {
  return <AdminSolutionTypes />;
}
