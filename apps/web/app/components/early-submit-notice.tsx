import { useTranslation } from '../lib/i18n/use-translation';
import type { EarlySubmission } from '../lib/early-form';
import { Alert } from './ui/alert';

/** Above a form that was sent before its page's script took over (lib/early-form.ts): nothing happened, try again. */
export function EarlySubmitNotice({ early }: { early: EarlySubmission | null }) {
  const { t } = useTranslation();
  if (!early) return null;
  return (
    <Alert
      type="warning"
      title={t('account.earlySubmit.title')}
      description={t('account.earlySubmit.hint')}
      className="cs-auth__early"
      data-testid="early-submit-notice"
    />
  );
}
