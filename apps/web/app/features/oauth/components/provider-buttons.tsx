import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { authRedirectHref, useOAuthProviders } from '../oauth-api';
import { ProviderIcon } from './provider-icon';

/**
 * The login page's "log in with …" buttons: one per configured provider, nothing when none is. Each is a link to
 * the way out (`/auth-redirect`), carrying where to come back to.
 */
export function OAuthProviderButtons() {
  const { t } = useTranslation();
  const providers = useOAuthProviders();
  const [searchParams] = useSearchParams();
  if (providers.length === 0) return null;
  const redirect = searchParams.get('redirect');

  return (
    <div className="oa-providers" data-testid="oauth-providers">
      <div className="oa-providers__divider" role="separator">
        <span>{t('oauth.orUse')}</span>
      </div>
      <div className="oa-providers__list">
        {providers.map((p) => (
          <ButtonLink
            key={p.type}
            to={authRedirectHref(p.type, redirect)}
            size="large"
            icon={<ProviderIcon kind={p.kind} />}
            aria-label={t('oauth.loginWith', { name: p.name })}
            data-testid={`oauth-provider-${p.type}`}
          >
            {p.name}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
