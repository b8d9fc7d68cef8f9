import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/labels';
import { useOnlineCount } from '../../../lib/realtime/hub-store';
import './online-count.css';

/** People online now (docs/product.md#home): rendered with the server's count, then live (`onlineNum`). */
export function OnlineCount({ initial }: { initial: number | null }) {
  const { t } = useTranslation();
  const count = useOnlineCount(initial);
  return (
    <p className="cs-online" data-testid="home-online-count" data-count={count}>
      <span className="cs-online__dot" aria-hidden="true" />
      {t('realtime.online', { count, formatted: formatNumber(count) })}
    </p>
  );
}
