import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminSms } from '../../features/admin/screens/sms';

export const meta = adminMeta('sms');

export default function AdminSmsRoute() {
  return <AdminSms />;
}
