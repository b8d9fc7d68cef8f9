import { useTranslation } from 'react-i18next';
import '../features/oauth/oauth.css';
import { LoginForm } from '../features/account/components/login-form';
import { OAuthProviderButtons } from '../features/oauth/components/provider-buttons';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

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
