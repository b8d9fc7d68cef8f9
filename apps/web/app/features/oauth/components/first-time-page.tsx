import { PAGES } from '@clearsight/contracts';
import { useState } from 'react';
import { ButtonLink } from '../../../components/button-link';
import { Result } from '../../../components/ui/result';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/hydrated';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { readFirstTime } from '../oauth-api';
import { FirstTimeChoice, type FinishSession } from './first-time-choice';

/**
 * `/bind`: a provider's identity the site has not seen, kept by `/auth/:type` in this tab, is bound here to a new
 * account or an existing one (docs/product.md#third-party-login). Reachable without a session: whoever arrives
 * here has none yet. The identity lives in the tab's session storage, which only the browser reads: the server
 * renders the waiting state.
 */
export function OAuthFirstTime({ finish }: { finish: FinishSession }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Read once: the ticket is spent by the choice, and the page must not change under the visitor meanwhile.
  const [identity] = useState(() => (typeof window === 'undefined' ? null : readFirstTime()));

  if (!hydrated) {
    return (
      <div className="oa-callback" data-testid="oauth-working">
        <h1 className="cs-auth__title">{t('oauth.bindTitle')}</h1>
        <div className="oa-callback__status">
          <Spinner label={t('oauth.finishing')} />
        </div>
      </div>
    );
  }
  if (!identity) {
    return (
      <Result
        status="info"
        title={t('oauth.firstTimeMissing')}
        subTitle={t('oauth.firstTimeMissingHint')}
        extra={
          <ButtonLink to={PAGES.login} type="primary">
            {t('oauth.backToLogin')}
          </ButtonLink>
        }
        data-testid="oauth-first-time-missing"
      />
    );
  }
  return <FirstTimeChoice identity={identity} finish={finish} />;
}
