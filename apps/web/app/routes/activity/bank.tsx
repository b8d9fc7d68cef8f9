import { RouteErrorBoundary } from '../../components/route-error';
import { BankPage } from '../../features/activity/bank/bank-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/bank';

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.bankPage.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function BankPageRoute() {
  return <BankPage />;
}
