import { RouteErrorBoundary } from '../../components/route-error';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/assignment';
import { lazyPage } from '../../lib/lazy-page';
import type { MemberStylesHandle } from '../../lib/antd/member-styles';

const TaskPage = lazyPage(() => import('../../features/activity/task/task-page'), 'TaskPage');

/** The antd parts the member's page draws once their data has come (decision 0048). */
export const handle: MemberStylesHandle = { memberAntd: ['badge', 'button', 'tabs', 'tag'] };

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.task.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function TaskPageRoute() {
  return <TaskPage />;
}
