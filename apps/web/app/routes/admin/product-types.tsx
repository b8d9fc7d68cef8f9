import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminProductTypes } from '../../features/admin/screens/product-types';

export const meta = adminMeta('productTypes');

export default function AdminProductTypesRoute() {
  return <AdminProductTypes />;
}
