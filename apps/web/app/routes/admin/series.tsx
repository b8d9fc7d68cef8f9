import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminSeriesPage } from '../../features/admin/screens/series';

export const meta = adminMeta('series');

export default function AdminSeriesPageRoute() {
  return <AdminSeriesPage />;
}
