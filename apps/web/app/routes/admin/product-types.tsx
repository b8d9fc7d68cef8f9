import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminProductTypes = lazyPage(() => import('../../features/admin/screens/product-types'), 'AdminProductTypes');

export const meta = adminMeta('productTypes');

export default function AdminProductTypesRoute() {
  return <AdminProductTypes />;
}
