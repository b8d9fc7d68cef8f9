import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminAudit } from '../../features/admin/screens/audit';

export const meta = adminMeta('audit');

export default function AdminAuditRoute() {
  return <AdminAudit />;
}
