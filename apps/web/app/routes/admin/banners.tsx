import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminBanners = lazyPage(() => import('../../features/home/admin/banners'), 'AdminBanners');

export const meta = adminMeta('banners');

export default function AdminBannersRoute() {
  return <AdminBanners />;
}
