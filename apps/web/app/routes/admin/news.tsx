import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminNewsPage = lazyPage(() => import('../../features/news/admin/news'), 'AdminNewsPage');

export const meta = adminMeta('news');

export default function AdminNewsPageRoute() {
  return <AdminNewsPage />;
}
