import { adminMeta } from '../../features/admin/admin-meta';
import { lazyPage } from '../../lib/lazy-page';

const AdminCourses = lazyPage(() => import('../../features/college/admin/courses'), 'AdminCourses');

export const meta = adminMeta('courses');

export default function AdminCoursesRoute() {
  return <AdminCourses />;
}
