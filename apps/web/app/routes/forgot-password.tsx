import { useTranslation } from '../lib/i18n/use-translation';
import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { earlySubmissionAction } from '../lib/early-form.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/forgot-password';
import type { AreasHandle } from '../lib/i18n/page-areas';

/** The strings this page shows beyond the base ones (lib/i18n/areas.ts). */
export const handle: AreasHandle = { i18n: ['oauth'] };

/** A form sent before the page's script took over (lib/early-form.ts): shown again with what it may keep. */
export const action = earlySubmissionAction(['phone']);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.forgotTitle' });

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="cs-auth" data-testid="forgot-page">
      <h1 className="cs-auth__title">{t('account.forgotTitle')}</h1>
      <p className="cs-auth__subtitle">{t('account.forgotSubtitle')}</p>
      <ForgotPasswordForm />
    </div>
  );
}
