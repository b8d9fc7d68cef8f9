import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminDashboardPage = lazyPage(() => import('../../features/admin/screens/dashboard'), 'AdminDashboardPage');

export const meta = adminMeta('dashboard');

export default function AdminDashboardPageRoute() {
  return <AdminDashboardPage />;
}
