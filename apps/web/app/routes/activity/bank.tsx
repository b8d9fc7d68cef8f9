import { RouteErrorBoundary } from '../../components/route-error';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bank';
import { lazyPage } from '../../lib/lazy-page';
import type { MemberStylesHandle } from '../../lib/antd/member-styles';

const BankPage = lazyPage(() => import('../../features/activity/bank/bank-page'), 'BankPage');

/** The antd parts the member's page draws once their data has come (decision 0048). */
export const handle: MemberStylesHandle = { memberAntd: ['button', 'empty'] };

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.bankPage.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function BankPageRoute() {
  return <BankPage />;
}
