import { useTranslation } from '../lib/i18n/use-translation';
import '../features/oauth/oauth.css';
import { LoginForm } from '../features/account/components/login-form';
import { OAuthProviderButtons } from '../features/oauth/components/provider-buttons';
import { earlySubmissionAction } from '../lib/early-form.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

/** A form sent before the page's script took over (lib/early-form.ts): shown again with what it may keep. */
export const action = earlySubmissionAction(['username']);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.loginTitle' });

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="cs-auth" data-testid="login-page">
      <h1 className="cs-auth__title">{t('account.loginTitle')}</h1>
      <p className="cs-auth__subtitle">{t('account.loginSubtitle')}</p>
      <LoginForm />
      <OAuthProviderButtons />
    </div>
  );
}
