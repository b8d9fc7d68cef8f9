import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminLeads = lazyPage(() => import('../../features/lead/admin/leads'), 'AdminLeads');

export const meta = adminMeta('leads');

export default function AdminLeadsRoute() {
  return <AdminLeads />;
}
