import { PAGES } from '@clearsight/contracts';
import { ReloadOutlined } from '../../../components/icons';
import { Button, Descriptions, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRevalidator } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { LocalTime } from '../../../components/local-time';
import { useSiteInfo } from '../../../lib/site-config';
import { Logo } from '../../../components/logo';
import { RealtimeStatus } from './realtime-status';
import { AppScope } from '../../../lib/app-scope';
import type { StatusPageData } from '../status-page.server';

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return [d ? `${d}d` : '', h ? `${h}h` : '', m ? `${m}m` : '', `${s}s`].filter(Boolean).join(' ');
}

/**
 * `/test`: version, API health and the database kind, checked on the server at each load; then the realtime
 * hubs of this tab and the online count, live.
 */
export function StatusPage({ data: loaderData }: { data: StatusPageData }) {
  const { t, lang } = useTranslation();
  const site = useSiteInfo();
  const revalidator = useRevalidator();
  const { health, httpStatus, checkedAt, roundTripMs } = loaderData;
  const when = (iso: string) => <LocalTime iso={iso} lang={lang} />;

  const overall = !health ? (
    <Tag color="error">
      {t('status.down')}
      {httpStatus ? ` (HTTP ${httpStatus})` : ''}
    </Tag>
  ) : health.status === 'ok' ? (
    <Tag color="success">{t('status.ok')}</Tag>
  ) : (
    <Tag color="warning">{t('status.degraded')}</Tag>
  );

  return (
    <div className="cs-status">
      <header className="cs-status__top">
        <Logo name={site.name} />
        <ButtonLink to={PAGES.home} type="link">
          {t('status.backHome')}
        </ButtonLink>
      </header>
      <main className="cs-status__card" data-testid="status-page">
        <div className="cs-status__head">
          <div>
            <h1>{t('status.title')}</h1>
            <p className="cs-muted">{t('status.lead')}</p>
          </div>
          <Button
            icon={<ReloadOutlined />}
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {t('status.refresh')}
          </Button>
        </div>
        <Descriptions className="cs-status__table" column={1} bordered size="middle">
          <Descriptions.Item label={t('status.api')}>
            <span data-testid="status-api">{overall}</span>
            <span className="cs-muted"> {roundTripMs} ms</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('status.version')}>
            <code data-testid="status-version">{health?.version ?? '—'}</code>
          </Descriptions.Item>
          <Descriptions.Item label={t('status.databaseKind')}>
            <span data-testid="status-database">{health ? health.database.kind : '—'}</span>
            {health && (
              <>
                {' '}
                <Tag color={health.database.reachable ? 'success' : 'error'}>
                  {health.database.reachable ? t('status.reachable') : t('status.unreachable')}
                </Tag>
                <span className="cs-muted">
                  {t('status.latency')} {health.database.latencyMs.toFixed(1)} ms
                </span>
              </>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('status.redis')}>
            {health ? t(`status.redisStates.${health.redis}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('status.uptime')}>
            {health ? formatUptime(health.uptimeSeconds) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('status.seedFiles')}>
            {health ? t(`status.seedFileStates.${health.seedFiles}`) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('status.serverTime')}>{health ? when(health.time) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('status.checkedAt')}>{when(checkedAt)}</Descriptions.Item>
        </Descriptions>
        <RealtimeStatus initialOnline={loaderData.onlineCount} />
      </main>
    </div>
  );
}

/** The status page in the scope of the libraries it is built with (lib/app-scope.tsx). */
export function StatusScreen({ data }: { data: StatusPageData }) {
  return (
    <AppScope>
      <StatusPage data={data} />
    </AppScope>
  );
}
