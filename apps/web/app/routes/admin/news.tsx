import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminNewsPage } from '../../features/admin/screens/news';

export const meta = adminMeta('news');

export default function AdminNewsPageRoute() {
  return <AdminNewsPage />;
}
