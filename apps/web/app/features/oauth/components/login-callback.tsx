import { PAGES } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { Result } from '../../../components/ui/result';
import { Spinner } from '../../../components/ui/spinner';
import { callbackQuery, failureText, finishLogin, keepFirstTime, OAUTH_PAGES } from '../oauth-api';
import type { FinishSession } from './first-time-choice';

type Stage = { step: 'working' } | { step: 'failed'; message: string };

/**
 * `/auth/:type`: the provider sent the browser back here. The code is handed to the API once, in the browser
 * (the server rendering never spends it); a known identity logs in, a new one goes on to `/bind` to choose what
 * to do with it.
 */
export function OAuthLoginCallback({ type, finish }: { type: string; finish: FinishSession }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 'working' });
  const search = searchParams.toString();

  useEffect(() => {
    const query = callbackQuery(new URLSearchParams(search));
    if (!query) {
      setStage({ step: 'failed', message: t('oauth.missingState') });
      return;
    }
    let live = true;
    finishLogin(type, query)
      .then(async (result) => {
        if (!live) return;
        if (result.status === 'signed-in') {
          await finish(result.token, { kind: 'login' });
          return;
        }
        keepFirstTime(result);
        void navigate(OAUTH_PAGES.bind, { replace: true });
      })
      .catch((error: unknown) => {
        if (live) setStage({ step: 'failed', message: failureText(error) });
      });
    return () => {
      live = false;
    };
  }, [type, search, finish, navigate, t]);

  if (stage.step === 'failed') {
    return (
      <Result
        status="warning"
        title={t('oauth.failedTitle')}
        subTitle={stage.message}
        extra={
          <ButtonLink to={PAGES.login} type="primary">
            {t('oauth.backToLogin')}
          </ButtonLink>
        }
        data-testid="oauth-failed"
      />
    );
  }
  return (
    <div className="oa-callback" data-testid="oauth-working">
      <h1 className="cs-auth__title">{t('oauth.callbackTitle')}</h1>
      <div className="oa-callback__status">
        <Spinner label={t('oauth.finishing')} />
        <span aria-hidden="true">{t('oauth.finishing')}</span>
      </div>
    </div>
  );
}
