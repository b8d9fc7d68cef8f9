import { RouteErrorBoundary } from '../../components/route-error';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/sign';
import { lazyPage } from '../../lib/lazy-page';
import type { MemberStylesHandle } from '../../lib/antd/member-styles';

const SignInPage = lazyPage(() => import('../../features/activity/sign-in/sign-in-page'), 'SignInPage');

/** The antd parts the member's page draws once their data has come (decision 0048). */
export const handle: MemberStylesHandle = { memberAntd: ['button', 'calendar'] };

// A member's own page: nothing here for search engines.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'activity.signIn.metaTitle', noIndex: true });

export { RouteErrorBoundary as ErrorBoundary };

export default function SignInPageRoute() {
  return <SignInPage />;
}
