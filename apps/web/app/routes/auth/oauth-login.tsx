import { feedback } from '../../lib/feedback';
import '../../features/oauth/oauth.css';

import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { safeRedirect, SessionLoadError, startSession } from '../../features/account/session-actions';
import { OAuthLoginCallback, type FinishSession } from '../../features/oauth/components/login-callback';
import { OAUTH_REDIRECT_KEY } from '../../features/oauth/oauth-api';
import { earlySubmissionAction } from '../../lib/early-form.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/oauth-login';
import type { AreasHandle } from '../../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

/**
 * The first-time forms post (lib/early-form.ts); they appear only once the script runs, so a post here is a form
 * sent by other means: the page answers harmlessly, keeping nothing.
 */
export const action = earlySubmissionAction([]);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'oauth.callbackTitle', noIndex: true });

/**
 * `/auth/:type` (docs/product.md#third-party-login): back from a provider. The session starts the way a
 * password login starts it (the account feature's startSession), then the member goes where they meant to.
 */
export default function OAuthLoginRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const finish = useCallback<FinishSession>(
    async (token, notice) => {
      let name: string;
      try {
        name = (await startSession(token)).name;
      } catch (error) {
        // The account could not be loaded: the session was ended and the visitor sent home with the message.
        if (error instanceof SessionLoadError) return;
        throw error;
      }
      if (notice.kind === 'created') message.success(t('oauth.created', { userName: notice.userName }));
      else if (notice.kind === 'linked') message.success(t('oauth.linked', { provider: notice.provider }));
      else message.success(t('account.loginSuccess', { user: name }));
      const target = safeRedirect(sessionStorage.getItem(OAUTH_REDIRECT_KEY));
      sessionStorage.removeItem(OAUTH_REDIRECT_KEY);
      void navigate(target, { replace: true });
    },
    [message, navigate, t],
  );
  return (
    <div className="cs-auth" data-testid="oauth-login-page">
      <OAuthLoginCallback type={params.type} finish={finish} />
    </div>
  );
}
