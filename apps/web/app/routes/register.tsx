import { useTranslation } from '../lib/i18n/use-translation';
import { RegisterForm } from '../features/account/components/register-form';
import { earlySubmissionAction } from '../lib/early-form.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/register';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

/** A form sent before the page's script took over (lib/early-form.ts): shown again with what it may keep. */
export const action = earlySubmissionAction(['userName', 'phone']);

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
