import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminConfig = lazyPage(() => import('../../features/admin/screens/config'), 'AdminConfig');

export const meta = adminMeta('config');

export default function AdminConfigRoute() {
  return <AdminConfig />;
}
