import { feedback } from '../../../lib/feedback';
import { PAGES, profileHref } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { Result } from '../../../components/ui/result';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/hydrated';
import { isApiError } from '../../../lib/http/errors';
import { useSession } from '../../../lib/session/session-store';

import { callbackQuery, finishBind } from '../oauth-api';

export const BINDINGS_TAB = 'bindings';

/** The member's own "linked accounts" tab. */
export function bindingsHref(userName: string): string {
  return `${profileHref(userName)}?tab=${BINDINGS_TAB}`;
}

/**
 * `/bind/:type`: back from the provider after "bind" on one's own profile. The identity is bound to the
 * signed-in member who started it (the server checks that), then the member returns to the tab.
 */
export function OAuthBindCallback({ type }: { type: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const search = searchParams.toString();
  const userName = session.userName;

  useEffect(() => {
    if (!hydrated) return;
    if (!session.token || !userName) {
      setFailure(t('oauth.bindNeedsLogin'));
      return;
    }
    const query = callbackQuery(new URLSearchParams(search));
    if (!query) {
      setFailure(t('oauth.missingState'));
      return;
    }
    let live = true;
    finishBind(type, query)
      .then((binding) => {
        if (!live) return;
        feedback.message.success(t('oauth.bound', { provider: binding.providerName, name: binding.displayName }));
        void navigate(bindingsHref(userName), { replace: true });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailure(isApiError(error) ? (error.serverMessage ?? error.message) : String(error));
      });
    return () => {
      live = false;
    };
  }, [hydrated, session.token, userName, type, search, navigate, t]);

  if (failure) {
    return (
      <Result
        status="warning"
        title={t('oauth.bindFailedTitle')}
        subTitle={failure}
        extra={
          <ButtonLink to={userName ? bindingsHref(userName) : PAGES.login} type="primary">
            {userName ? t('oauth.backToBindings') : t('oauth.backToLogin')}
          </ButtonLink>
        }
        data-testid="oauth-bind-failed"
      />
    );
  }
  return (
    <div className="oa-callback" data-testid="oauth-binding">
      <h1 className="cs-auth__title">{t('oauth.bindTitle')}</h1>
      <div className="oa-callback__status">
        <Spinner label={t('oauth.binding')} />
        <span aria-hidden="true">{t('oauth.binding')}</span>
      </div>
    </div>
  );
}
