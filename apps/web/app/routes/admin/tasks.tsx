import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminTasks } from '../../features/admin/screens/tasks';

export const meta = adminMeta('tasks');

export default function AdminTasksRoute() {
  return <AdminTasks />;
}
