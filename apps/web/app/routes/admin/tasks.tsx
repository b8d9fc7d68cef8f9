import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminTasks = lazyPage(() => import('../../features/activity/task/admin/tasks'), 'AdminTasks');

export const meta = adminMeta('tasks');

export default function AdminTasksRoute() {
  return <AdminTasks />;
}
