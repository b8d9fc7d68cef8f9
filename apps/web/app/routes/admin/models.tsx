import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminModels } from '../../features/admin/screens/models';

export const meta = adminMeta('models');

export default function AdminModelsRoute() {
  return <AdminModels />;
}
