import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminSolutions } from '../../features/admin/screens/solutions';

export const meta = adminMeta('solutions');

export default function AdminSolutionsRoute() {
  return <AdminSolutions />;
}
