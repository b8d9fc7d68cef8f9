import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminSolutionTypes } from '../../features/admin/screens/solution-types';

export const meta = adminMeta('solutionTypes');

export default function AdminSolutionTypesRoute() {
  return <AdminSolutionTypes />;
}
