import {
  adminReportListRoute,
  adminReportResolveRoute,
  type AdminReportItem,
  ReportResolveBody,
} from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';

const STATUS: SelectOption[] = ['open', 'resolved', 'dismissed', 'all'].map((v) => ({
  value: v,
  label: `admin.report.statuses.${v}`,
}));
const STATUS_COLORS: Record<AdminReportItem['status'], string> = {
  open: 'magenta',
  resolved: 'green',
  dismissed: 'default',
};

const fields: FieldSpec[] = [
  {
    name: 'status',
    kind: 'select',
    label: 'admin.report.decision',
    options: [
      { value: 'resolved', label: 'admin.report.statuses.resolved' },
      { value: 'dismissed', label: 'admin.report.statuses.dismissed' },
    ],
  },
  {
    name: 'action',
    kind: 'select',
    label: 'admin.report.action',
    options: ['none', 'hide', 'delete'].map((v) => ({ value: v, label: `admin.report.actions.${v}` })),
    visibleWhen: (v) => v.status === 'resolved',
  },
  { name: 'note', kind: 'textarea', label: 'admin.report.note', rows: 3, max: 500 },
];

export function AdminForumReports() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminReportItem>
      entry="reports"
      queryKey="forum-reports"
      routes={{ list: adminReportListRoute, update: adminReportResolveRoute }}
      searchParam={null}
      editLabel="admin.report.handle"
      nameOf={(r) => r.targetExcerpt.slice(0, 30)}
      canEdit={(r) => r.status === 'open'}
      filters={[{ name: 'status', label: 'admin.report.statusPlaceholder', options: STATUS }]}
      columns={() => [
        { key: 'time', title: t('admin.f.creationTime'), render: (_, r) => <DateCell iso={r.creationTime} /> },
        {
          key: 'target',
          title: t('admin.report.target'),
          render: (_, r) => (
            <>
              <Tag>{t(`admin.report.targets.${r.targetType}`)}</Tag>
              <Clip text={r.targetExcerpt} width={260} />
              <div className="cs-admin-muted">
                <Clip text={r.discussTitle} width={260} />
              </div>
            </>
          ),
        },
        {
          key: 'reason',
          title: t('admin.report.reason'),
          render: (_, r) => (
            <>
              <Tag color="volcano">{t(`admin.report.reasons.${r.reason}`)}</Tag>
              <Clip text={r.detail} width={200} />
            </>
          ),
        },
        {
          key: 'reporter',
          title: t('admin.report.reporter'),
          render: (_, r) => `${r.reporter.nick} (@${r.reporter.userName})`,
        },
        {
          key: 'status',
          title: t('admin.f.status'),
          render: (_, r) => (
            <>
              <Tag color={STATUS_COLORS[r.status]}>{t(`admin.report.statuses.${r.status}`)}</Tag>
              {r.resolver && (
                <div className="cs-admin-muted">
                  {r.resolver.nick} · <DateCell iso={r.resolvedTime} />
                </div>
              )}
              {r.resolutionNote && <Clip text={r.resolutionNote} width={200} />}
            </>
          ),
        },
      ]}
      form={{
        schema: ReportResolveBody,
        fields,
        width: 520,
        toValues: () => ({ status: 'resolved', action: 'none', note: '' }),
        intro: (r) =>
          r && (
            <>
              <p className="cs-admin-muted">{r.discussTitle}</p>
              <blockquote className="cs-admin-quote">{r.targetExcerpt}</blockquote>
            </>
          ),
      }}
    />
  );
}
