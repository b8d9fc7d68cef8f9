import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { OAUTH_REDIRECT_KEY, startRoundTrip, useOAuthProviders } from '../oauth-api';
import { ProviderIcon } from './provider-icon';

/** The login page's "log in with …" buttons: one per configured provider, nothing when none is. */
export function OAuthProviderButtons() {
  const { t } = useTranslation();
  const providers = useOAuthProviders();
  const [searchParams] = useSearchParams();
  const [leaving, setLeaving] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = (type: string) => {
    setLeaving(type);
    const redirect = searchParams.get('redirect');
    if (redirect) sessionStorage.setItem(OAUTH_REDIRECT_KEY, redirect);
    else sessionStorage.removeItem(OAUTH_REDIRECT_KEY);
    startRoundTrip(type, 'login').catch(() => setLeaving(null));
  };

  return (
    <div className="oa-providers" data-testid="oauth-providers">
      <div className="oa-providers__divider" role="separator">
        <span>{t('oauth.orUse')}</span>
      </div>
      <div className="oa-providers__list">
        {providers.map((p) => (
          <Button
            key={p.type}
            size="large"
            icon={<ProviderIcon kind={p.kind} />}
            loading={leaving === p.type}
            disabled={leaving !== null && leaving !== p.type}
            onClick={() => start(p.type)}
            aria-label={t('oauth.loginWith', { name: p.name })}
            data-testid={`oauth-provider-${p.type}`}
          >
            {p.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
