import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminSms = lazyPage(() => import('../../features/admin/screens/sms'), 'AdminSms');

export const meta = adminMeta('sms');

export default function AdminSmsRoute() {
  return <AdminSms />;
}
