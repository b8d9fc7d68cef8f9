import { adminMeta } from '../../features/admin/kit/admin-screen';
import { AdminCourses } from '../../features/admin/screens/courses';

export const meta = adminMeta('courses');

export default function AdminCoursesRoute() {
  return <AdminCourses />;
}
