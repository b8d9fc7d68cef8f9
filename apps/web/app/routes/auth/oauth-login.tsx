import '../../features/oauth/oauth.css';
import { OAuthLoginCallback } from '../../features/oauth/components/login-callback';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/oauth-login';
import type { AreasHandle } from '../../lib/i18n/page-areas';
import { useFinishSession } from './finish-session';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'oauth.callbackTitle', noIndex: true });

/**
 * `/auth/:type` (docs/product.md#third-party-login): back from a provider. A known identity logs in; a new one
 * goes on to `/bind`.
 */
export default function OAuthLoginRoute({ params }: Route.ComponentProps) {
  const finish = useFinishSession();
  return (
    <div className="cs-auth" data-testid="oauth-login-page">
      <OAuthLoginCallback type={params.type} finish={finish} />
    </div>
  );
}
