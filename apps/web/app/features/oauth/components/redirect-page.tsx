import { PAGES } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { Result } from '../../../components/ui/result';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/hydrated';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { failureText, OAUTH_REDIRECT_KEY, startRoundTrip, useOAuthProviders } from '../oauth-api';

/**
 * `/auth-redirect?type=…&redirect=…`: the way out to a provider (docs/product.md#third-party-login), where the
 * login page's buttons lead. Once the page runs, it keeps where to come back to, asks the server for the
 * provider's address and leaves; a failure (no such provider, the provider unreachable) is said here, with the
 * way back to the login.
 */
export function OAuthRedirect() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const providers = useOAuthProviders();
  const [failure, setFailure] = useState<string | null>(null);
  const type = searchParams.get('type')?.trim() ?? '';
  const redirect = searchParams.get('redirect');

  useEffect(() => {
    if (!hydrated) return;
    if (!type) {
      setFailure(t('oauth.missingType'));
      return;
    }
    if (redirect) sessionStorage.setItem(OAUTH_REDIRECT_KEY, redirect);
    else sessionStorage.removeItem(OAUTH_REDIRECT_KEY);
    let live = true;
    startRoundTrip(type, 'login').catch((error: unknown) => {
      if (live) setFailure(failureText(error));
    });
    return () => {
      live = false;
    };
  }, [hydrated, type, redirect, t]);

  if (failure) {
    return (
      <Result
        status="warning"
        title={t('oauth.failedTitle')}
        subTitle={failure}
        extra={
          <ButtonLink to={PAGES.login} type="primary">
            {t('oauth.backToLogin')}
          </ButtonLink>
        }
        data-testid="oauth-redirect-failed"
      />
    );
  }
  const name = providers.find((p) => p.type === type)?.name ?? type;
  return (
    <div className="oa-callback" data-testid="oauth-redirecting">
      <h1 className="cs-auth__title">{t('oauth.callbackTitle')}</h1>
      <div className="oa-callback__status">
        <Spinner label={t('oauth.redirecting', { name })} />
        <span aria-hidden="true">{t('oauth.redirecting', { name })}</span>
      </div>
    </div>
  );
}
