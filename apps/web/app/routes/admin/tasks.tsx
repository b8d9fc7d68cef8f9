import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminTasks = lazyPage(() => import('../../features/admin/screens/tasks'), 'AdminTasks');

export const meta = adminMeta('tasks');

export default function AdminTasksRoute() {
  return <AdminTasks />;
}
