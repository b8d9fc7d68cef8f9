import { HubErrors, type HubName } from '@clearsight/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/labels';
import { useHubStatuses, useOnlineCount, type HubState } from '../../../lib/realtime/hub-store';
import './realtime-status.css';

const COLORS: Record<HubState, string> = {
  off: 'default',
  connecting: 'processing',
  connected: 'success',
  reconnecting: 'warning',
  refused: 'error',
};

/** The hubs the app starts by itself; the chat hub runs only in the chat room. */
const SHOWN: readonly HubName[] = ['main', 'notice', 'bbsNotice'];

/** The server refuses a hub with its own (Chinese) text; the dictionary's key for it, or null for another reason. */
const REFUSAL_KEYS = new Map(Object.entries(HubErrors).map(([key, text]) => [text as string, key]));

/** `/test`'s realtime part: this tab's hubs as they are now, and the online count, live. */
export function RealtimeStatus({ initialOnline }: { initialOnline: number | null }) {
  const { t } = useTranslation();
  const hubs = useHubStatuses();
  const online = useOnlineCount(initialOnline);
  const refusalText = (error: string) => {
    const key = REFUSAL_KEYS.get(error);
    return key ? t(`status.hubRefusals.${key as keyof typeof HubErrors}`) : error;
  };
  return (
    <section className="cs-status__realtime" aria-labelledby="status-realtime" data-testid="status-realtime">
      <h2 id="status-realtime">{t('realtime.statusTitle')}</h2>
      <Descriptions className="cs-status__table" column={1} bordered size="middle">
        {SHOWN.map((hub) => {
          const { state, error } = hubs[hub];
          return (
            <Descriptions.Item key={hub} label={t(`realtime.hubs.${hub}`)}>
              <span data-testid={`status-hub-${hub}`} data-state={state}>
                <Tag color={COLORS[state]}>{t(`realtime.states.${state}`)}</Tag>
              </span>
              {error && <span className="cs-muted">{refusalText(error)}</span>}
            </Descriptions.Item>
          );
        })}
        <Descriptions.Item label={t('realtime.onlineLabel')}>
          <span data-testid="status-online" data-count={online}>
            {formatNumber(online)}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </section>
  );
}
