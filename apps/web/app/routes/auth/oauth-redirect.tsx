import '../../features/oauth/oauth.css';
import { OAuthRedirect } from '../../features/oauth/components/redirect-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/oauth-redirect';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'oauth.callbackTitle', noIndex: true });

/** `/auth-redirect` (docs/product.md#third-party-login): on the way out to the provider chosen on the login page. */
export default function OAuthRedirectRoute() {
  return (
    <div className="cs-auth" data-testid="oauth-redirect-page">
      <OAuthRedirect />
    </div>
  );
}
