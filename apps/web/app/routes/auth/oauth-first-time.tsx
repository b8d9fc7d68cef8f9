import '../../features/oauth/oauth.css';
import { useCallback } from 'react';
import { OAuthFirstTime } from '../../features/oauth/components/first-time-page';
import type { FinishSession } from '../../features/oauth/components/first-time-choice';
import { forgetFirstTime } from '../../features/oauth/oauth-api';
import { earlySubmissionAction } from '../../lib/early-form.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/oauth-first-time';
import type { AreasHandle } from '../../lib/i18n/page-areas';
import { useFinishSession } from './finish-session';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

/**
 * The first-time forms post (lib/early-form.ts); they appear only once the script runs, so a post here is a form
 * sent by other means: the page answers harmlessly, keeping nothing.
 */
export const action = earlySubmissionAction([]);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'oauth.bindTitle', noIndex: true });

/** `/bind` (docs/product.md#third-party-login): a new identity is bound to a new account or an existing one. */
export default function OAuthFirstTimeRoute() {
  const finishSession = useFinishSession();
  const finish = useCallback<FinishSession>(
    async (token, notice) => {
      // The ticket is spent: nothing waits here any more.
      forgetFirstTime();
      await finishSession(token, notice);
    },
    [finishSession],
  );
  return (
    <div className="cs-auth" data-testid="oauth-first-time-page">
      <OAuthFirstTime finish={finish} />
    </div>
  );
}
