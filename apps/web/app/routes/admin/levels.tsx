import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminLevels } from '../../features/admin/screens/levels';

export const meta = adminMeta('levels');

export default function AdminLevelsRoute() {
  return <AdminLevels />;
}
