import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../features/account/components/register-form';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.registerTitle' });

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <div className="cs-auth" data-testid="register-page">
      <h1 className="cs-auth__title">{t('account.registerTitle')}</h1>
      <p className="cs-auth__subtitle">{t('account.registerSubtitle')}</p>
      <RegisterForm />
    </div>
  );
}
