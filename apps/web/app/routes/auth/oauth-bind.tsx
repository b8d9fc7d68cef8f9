import '../../features/oauth/oauth.css';
import { OAuthBindCallback } from '../../features/oauth/components/bind-callback';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/oauth-bind';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'oauth.bindTitle', noIndex: true });

/** `/bind/:type` (docs/product.md#third-party-login): back from a provider after "bind" on one's own profile. */
export default function OAuthBindRoute({ params }: Route.ComponentProps) {
  return (
    <div className="cs-auth" data-testid="oauth-bind-page">
      <OAuthBindCallback type={params.type} />
    </div>
  );
}
