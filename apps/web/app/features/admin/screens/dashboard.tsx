import { feedback } from '../../../lib/feedback';
import { adminDashboardRoute, searchReindexRoute, Permissions, type AdminDashboard } from '@clearsight/contracts';
import {
  CloudDownloadOutlined,
  FlagOutlined,
  InboxOutlined,
  ReloadOutlined,
  SearchOutlined,
  TeamOutlined,
  UserAddOutlined,
  WifiOutlined,
} from '../../../components/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Segmented, Skeleton, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { AdminScreen } from '../kit/admin-screen';
import { DateCell } from '../kit/cells';
import { holds } from '../menu';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import { formatNumber } from '../../../lib/labels';
import '../components/activity-admin.css';

// The chart modules load only when the dashboard has data to draw.
const RegistrationsChart = lazy(() => import('../components/registrations-chart'));
const PointsChart = lazy(() => import('../components/points-chart'));

function Kpi({
  icon,
  label,
  value,
  hint,
  to,
  tone = 'blue',
}: {
  icon: ReactNode;
  label: string;
  value: number | string;
  hint?: ReactNode;
  to?: string;
  tone?: string;
}) {
  const body = (
    <div className={`cs-admin-kpi cs-admin-kpi--${tone}`}>
      <span className="cs-admin-kpi__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <div className="cs-admin-kpi__label">{label}</div>
        <div className="cs-admin-kpi__value">{typeof value === 'number' ? formatNumber(value) : value}</div>
        {hint && <div className="cs-admin-kpi__hint">{hint}</div>}
      </div>
    </div>
  );
  return to ? (
    <Link to={to} className="cs-admin-kpi-link">
      {body}
    </Link>
  ) : (
    body
  );
}

function Counts({ title, rows }: { title: string; rows: Array<{ label: string; value: number; to?: string }> }) {
  return (
    <Card size="small" title={title} className="cs-admin-counts">
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.to ? <Link to={row.to}>{row.label}</Link> : row.label}</dt>
            <dd>{formatNumber(row.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DashboardBody({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const session = useSession();
  const content = holds(session, [Permissions.contentManage]);
  const users = holds(session, [Permissions.userManage]);
  const forum = holds(session, [Permissions.forumModerate]);
  const ledger = holds(session, [Permissions.ledgerRead]);
  return (
    <>
      <div className="cs-admin-kpis">
        <Kpi
          icon={<TeamOutlined />}
          label={t('admin.dashboard.members')}
          value={data.members.total}
          hint={t('admin.dashboard.membersHint', { banned: data.members.banned, disabled: data.members.disabled })}
          to={users ? '/admin/users' : undefined}
        />
        <Kpi
          icon={<UserAddOutlined />}
          tone="green"
          label={t('admin.dashboard.newMembers', { days: data.days })}
          value={data.members.newInPeriod}
        />
        <Kpi
          icon={<WifiOutlined />}
          tone="cyan"
          label={t('admin.dashboard.online')}
          value={data.sessions.members}
          hint={t('admin.dashboard.sessions', { count: data.sessions.active })}
        />
        {data.leads && (
          <Kpi
            icon={<InboxOutlined />}
            tone="orange"
            label={t('admin.dashboard.newLeads')}
            value={data.leads.new}
            hint={t('admin.dashboard.leadsHint', {
              total: data.leads.total,
              period: data.leads.inPeriod,
              days: data.days,
            })}
            to={content ? '/admin/leads?status=new' : undefined}
          />
        )}
        {data.downloads && (
          <Kpi
            icon={<CloudDownloadOutlined />}
            tone="purple"
            label={t('admin.dashboard.downloads')}
            value={data.downloads.total}
            hint={t('admin.dashboard.downloadsHint', {
              software: data.downloads.software,
              documents: data.downloads.documents,
            })}
          />
        )}
        {data.forum && (
          <Kpi
            icon={<FlagOutlined />}
            tone="red"
            label={t('admin.dashboard.openReports')}
            value={data.forum.openReports}
            to={forum ? '/admin/forum/reports' : undefined}
          />
        )}
      </div>

      <div className={data.points ? 'cs-admin-chart-grid' : undefined}>
        <Card
          className="cs-admin-card"
          title={t('admin.dashboard.registrations')}
          extra={<span className="cs-admin-muted">{t('admin.dashboard.timeZone', { zone: data.timeZone })}</span>}
        >
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
            <RegistrationsChart data={data.members.perDay} />
          </Suspense>
        </Card>
        {data.points && (
          <Card
            className="cs-admin-card"
            title={t('admin.dashboard.points')}
            extra={
              ledger ? (
                <Link to="/admin/ledger">{t('admin.dashboard.pointsLedger')}</Link>
              ) : (
                <span className="cs-admin-muted">{t('admin.dashboard.timeZone', { zone: data.timeZone })}</span>
              )
            }
            data-testid="points-card"
          >
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
              <PointsChart
                data={data.points.perDay}
                issued={data.points.issuedInPeriod}
                spent={data.points.spentInPeriod}
              />
            </Suspense>
          </Card>
        )}
      </div>

      <div className="cs-admin-count-grid">
        {data.content && (
          <Counts
            title={t('admin.dashboard.content')}
            rows={[
              { label: t('admin.menu.models'), value: data.content.models, to: content ? '/admin/models' : undefined },
              { label: t('admin.menu.news'), value: data.content.news, to: content ? '/admin/news' : undefined },
              {
                label: t('admin.menu.software'),
                value: data.content.software,
                to: content ? '/admin/software' : undefined,
              },
              {
                label: t('admin.menu.documents'),
                value: data.content.documents,
                to: content ? '/admin/documents' : undefined,
              },
              {
                label: t('admin.menu.courses'),
                value: data.content.courses,
                to: content ? '/admin/courses' : undefined,
              },
              {
                label: t('admin.dashboard.openJobs'),
                value: data.content.openJobs,
                to: content ? '/admin/jobs' : undefined,
              },
              {
                label: t('admin.dashboard.newApplications'),
                value: data.content.newApplications,
                to: content ? '/admin/applications?status=new' : undefined,
              },
            ]}
          />
        )}
        {data.forum && (
          <Counts
            title={t('admin.groups.community')}
            rows={[
              {
                label: t('admin.menu.topics'),
                value: data.forum.topics,
                to: forum ? '/admin/forum/topics' : undefined,
              },
              {
                label: t('admin.menu.comments'),
                value: data.forum.comments,
                to: forum ? '/admin/forum/comments' : undefined,
              },
              {
                label: t('admin.dashboard.openReports'),
                value: data.forum.openReports,
                to: forum ? '/admin/forum/reports' : undefined,
              },
            ]}
          />
        )}
        <Counts
          title={t('admin.groups.system')}
          rows={[
            { label: t('admin.dashboard.notices'), value: data.notices.total },
            { label: t('admin.dashboard.unreadNotices'), value: data.notices.unread },
            {
              label: t('admin.dashboard.sms', { days: data.days }),
              value: data.smsSentInPeriod,
              to: holds(session, [Permissions.smsOutboxRead]) ? '/admin/sms' : undefined,
            },
            {
              label: t('admin.dashboard.audit', { days: data.days }),
              value: data.auditInPeriod,
              to: holds(session, [Permissions.auditRead]) ? '/admin/audit' : undefined,
            },
          ]}
        />
      </div>
      <p className="cs-admin-muted cs-admin-generated">
        {t('admin.dashboard.generated')} <DateCell iso={data.generatedAt} />
      </p>
    </>
  );
}

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { message } = feedback;
  const session = useSession();
  const [days, setDays] = useState(7);
  const [reindexing, setReindexing] = useState(false);
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: ({ signal }) => callApi(adminDashboardRoute, { query: { days }, signal }),
  });

  const reindex = async () => {
    setReindexing(true);
    try {
      const { indexed } = await callApi(searchReindexRoute);
      void message.success(t('admin.dashboard.reindexed', { count: indexed }));
    } catch {
      // Shown by the HTTP client.
    } finally {
      setReindexing(false);
    }
  };

  return (
    <AdminScreen
      entry="dashboard"
      subtitle={t('admin.dashboard.hello', { name: session.name })}
      actions={
        <Space wrap>
          <Segmented
            value={days}
            onChange={(v) => setDays(Number(v))}
            options={[7, 14, 30].map((d) => ({ value: d, label: t('admin.dashboard.lastDays', { days: d }) }))}
          />
          {holds(session, [Permissions.contentManage]) && (
            <Tooltip title={t('admin.dashboard.reindexHint')}>
              <Button icon={<SearchOutlined />} onClick={() => void reindex()} loading={reindexing}>
                {t('admin.dashboard.reindex')}
              </Button>
            </Tooltip>
          )}
          <Tooltip title={t('admin.common.refresh')}>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void dashboard.refetch()}
              loading={dashboard.isFetching}
              aria-label={t('admin.common.refresh')}
            />
          </Tooltip>
        </Space>
      }
    >
      {dashboard.data ? <DashboardBody data={dashboard.data} /> : <Skeleton active paragraph={{ rows: 8 }} />}
    </AdminScreen>
  );
}
