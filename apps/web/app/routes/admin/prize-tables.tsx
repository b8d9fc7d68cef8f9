import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminPrizeTables } from '../../features/admin/screens/prize-tables';

export const meta = adminMeta('prizeTables');

export default function AdminPrizeTablesRoute() {
  return <AdminPrizeTables />;
}
