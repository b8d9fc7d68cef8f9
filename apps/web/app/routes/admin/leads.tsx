import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminLeads } from '../../features/admin/screens/leads';

export const meta = adminMeta('leads');

export default function AdminLeadsRoute() {
  return <AdminLeads />;
}
