import { RouteErrorBoundary } from '../../components/route-error';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/level';
import { lazyPage } from '../../lib/lazy-page';
import type { MemberStylesHandle } from '../../lib/antd/member-styles';

const LevelPage = lazyPage(() => import('../../features/activity/level/level-page'), 'LevelPage');

/** The antd parts the member's page draws once their data has come (decision 0048). */
export const handle: MemberStylesHandle = { memberAntd: ['button', 'inputNumber', 'progress', 'spin', 'table', 'tag'] };

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.levelPage.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function LevelPageRoute() {
  return <LevelPage />;
}
