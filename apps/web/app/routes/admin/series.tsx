import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSeriesPage = lazyPage(() => import('../../features/catalog/admin/series'), 'AdminSeriesPage');

export const meta = adminMeta('series');

export default function AdminSeriesPageRoute() {
  return <AdminSeriesPage />;
}
