import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminModels = lazyPage(() => import('../../features/catalog/admin/models'), 'AdminModels');

export const meta = adminMeta('models');

export default function AdminModelsRoute() {
  return <AdminModels />;
}
