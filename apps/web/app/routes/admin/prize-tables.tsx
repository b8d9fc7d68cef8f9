import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminPrizeTables = lazyPage(() => import('../../features/activity/lucky/admin/prize-tables'), 'AdminPrizeTables');

export const meta = adminMeta('prizeTables');

export default function AdminPrizeTablesRoute() {
  return <AdminPrizeTables />;
}
