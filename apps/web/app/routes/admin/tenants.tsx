import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminTenants } from '../../features/admin/screens/tenants';

export const meta = adminMeta('tenants');

export default function AdminTenantsRoute() {
  return <AdminTenants />;
}
