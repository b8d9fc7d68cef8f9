import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminTenants = lazyPage(() => import('../../features/admin/screens/tenants'), 'AdminTenants');

export const meta = adminMeta('tenants');

export default function AdminTenantsRoute() {
  return <AdminTenants />;
}
