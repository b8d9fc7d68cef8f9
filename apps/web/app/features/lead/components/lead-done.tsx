import { PAGES } from '@clearsight/contracts';
import { CheckCircleOutlined } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../components/button-link';
import { Button } from '../../../components/ui/button';

export function LeadDone({ title, message, onAgain }: { title: string; message: string; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cs-done" role="status" data-testid="lead-done">
      <CheckCircleOutlined className="cs-done__icon" aria-hidden="true" />
      <h2>{title}</h2>
      <p>{message}</p>
      <div className="cs-done__actions">
        <ButtonLink to={PAGES.home} type="primary">
          {t('corporate.common.backHome')}
        </ButtonLink>
        <Button onClick={onAgain}>{t('corporate.lead.sendAnother')}</Button>
      </div>
    </div>
  );
}
