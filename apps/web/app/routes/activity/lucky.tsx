import { RouteErrorBoundary } from '../../components/route-error';
import { loadLuckyPage } from '../../features/activity/lucky/lucky-pages.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/lucky';
import { lazyPage } from '../../lib/lazy-page';
import type { MemberStylesHandle } from '../../lib/antd/member-styles';

const LuckyPage = lazyPage(() => import('../../features/activity/lucky/lucky-page'), 'LuckyPage');

/** The antd parts the member's page draws once their data has come (decision 0048). */
export const handle: MemberStylesHandle = { memberAntd: ['button', 'spin', 'table', 'tabs'] };

export const loader = ({ context, request }: Route.LoaderArgs) => loadLuckyPage(context, request);

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.luckyPage.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function LuckyRoute({ loaderData }: Route.ComponentProps) {
  return <LuckyPage initialGames={loaderData.games} />;
}
