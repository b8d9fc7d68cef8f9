import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSoftware = lazyPage(() => import('../../features/download/admin/software'), 'AdminSoftware');

export const meta = adminMeta('software');

export default function AdminSoftwareRoute() {
  return <AdminSoftware />;
}
