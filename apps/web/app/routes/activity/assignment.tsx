import { RouteErrorBoundary } from '../../components/route-error';
import { TaskPage } from '../../features/activity/task/task-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/assignment';

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.task.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function TaskPageRoute() {
  return <TaskPage />;
}
