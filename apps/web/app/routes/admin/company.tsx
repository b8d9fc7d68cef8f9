import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminCompany } from '../../features/admin/screens/company';

export const meta = adminMeta('company');

export default function AdminCompanyRoute() {
  return <AdminCompany />;
}
