import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminProductTypes = lazyPage(() => import('../../features/catalog/admin/product-types'), 'AdminProductTypes');

export const meta = adminMeta('productTypes');

export default function AdminProductTypesRoute() {
  return <AdminProductTypes />;
}
