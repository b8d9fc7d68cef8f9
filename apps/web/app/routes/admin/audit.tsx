import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminAudit = lazyPage(() => import('../../features/admin/screens/audit'), 'AdminAudit');

export const meta = adminMeta('audit');

export default function AdminAuditRoute() {
  return <AdminAudit />;
}
