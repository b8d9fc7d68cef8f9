import { ReloadOutlined } from '../../../components/icons';
import { Button, Result } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** A section whose data could not be loaded (the client already said why): offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      className="act-failed"
      title={t('activity.loadFailed')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('activity.reload')}
        </Button>
      }
    />
  );
}
