import { LoadingOutlined } from '../../components/icons';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { startRealtime } from './controller';
import { isReconnecting, useHubStatuses } from './hub-store';
import './realtime.css';

/** A small pill in the bottom-left corner while a hub's connection is lost; gone once it is back. */
export function ReconnectingIndicator() {
  const { t } = useTranslation();
  const reconnecting = isReconnecting(useHubStatuses());
  return (
    <div className="cs-reconnecting" role="status" aria-live="polite" data-testid="realtime-status">
      {reconnecting && (
        <span className="cs-reconnecting__pill" data-testid="realtime-reconnecting">
          <LoadingOutlined aria-hidden="true" /> {t('realtime.reconnecting')}
        </span>
      )}
    </div>
  );
}

/**
 * Starts the hubs once the app has hydrated (the hubs' client itself is fetched when the browser is
 * idle) and shows the reconnecting state. Rendered once, by the root.
 */
export function RealtimeShell() {
  useEffect(() => startRealtime(), []);
  return <ReconnectingIndicator />;
}
