import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminCompany = lazyPage(() => import('../../features/company/admin/company'), 'AdminCompany');

export const meta = adminMeta('company');

export default function AdminCompanyRoute() {
  return <AdminCompany />;
}
