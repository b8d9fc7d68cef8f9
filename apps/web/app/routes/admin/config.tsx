import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminConfig } from '../../features/admin/screens/config';

export const meta = adminMeta('config');

export default function AdminConfigRoute() {
  return <AdminConfig />;
}
