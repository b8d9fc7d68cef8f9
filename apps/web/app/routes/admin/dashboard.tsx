import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminDashboardPage } from '../../features/admin/screens/dashboard';

export const meta = adminMeta('dashboard');

export default function AdminDashboardPageRoute() {
  return <AdminDashboardPage />;
}
