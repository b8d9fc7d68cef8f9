import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminCompany = lazyPage(() => import('../../features/admin/screens/company'), 'AdminCompany');

export const meta = adminMeta('company');

export default function AdminCompanyRoute() {
  return <AdminCompany />;
}
