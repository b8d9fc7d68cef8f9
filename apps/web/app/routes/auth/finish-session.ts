import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirect, SessionLoadError, startSession } from '../../features/account/session-actions';
import type { FinishSession } from '../../features/oauth/components/first-time-choice';
import { OAUTH_REDIRECT_KEY } from '../../features/oauth/oauth-api';
import { feedback } from '../../lib/feedback';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * How the third-party login pages (`/auth/:type`, `/bind`) finish: the session starts the way a password login
 * starts it (the account feature's startSession), the visitor is told, and goes where they meant to.
 */
export function useFinishSession(): FinishSession {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback<FinishSession>(
    async (token, notice) => {
      let name: string;
      try {
        name = (await startSession(token)).name;
      } catch (error) {
        // The account could not be loaded: the session was ended and the visitor sent home with the message.
        if (error instanceof SessionLoadError) return;
        throw error;
      }
      if (notice.kind === 'created') feedback.message.success(t('oauth.created', { userName: notice.userName }));
      else if (notice.kind === 'linked') feedback.message.success(t('oauth.linked', { provider: notice.provider }));
      else feedback.message.success(t('account.loginSuccess', { user: name }));
      const target = safeRedirect(sessionStorage.getItem(OAUTH_REDIRECT_KEY));
      sessionStorage.removeItem(OAUTH_REDIRECT_KEY);
      void navigate(target, { replace: true });
    },
    [navigate, t],
  );
}
