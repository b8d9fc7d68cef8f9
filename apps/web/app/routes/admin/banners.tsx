import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminBanners } from '../../features/admin/screens/banners';

export const meta = adminMeta('banners');

export default function AdminBannersRoute() {
  return <AdminBanners />;
}
