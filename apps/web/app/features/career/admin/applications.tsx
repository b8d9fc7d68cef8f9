import {
  adminApplicationDeleteRoute,
  adminApplicationListRoute,
  adminApplicationUpdateRoute,
  type AdminJobApplication,
  ApplicationUpdateInput,
} from '@clearsight/contracts';
import { DownloadOutlined } from '../../../components/icons';
import { Button, Descriptions, Tag, Tooltip } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';
import { downloadWithSession } from '../../admin/kit/transfer';
import { formatBytes } from '../../admin/kit/uploads';
import { jobRef } from '../../admin/refs';

const STATUSES = ['new', 'reviewing', 'interview', 'offer', 'rejected', 'withdrawn'] as const;
const STATUS_OPTIONS: SelectOption[] = STATUSES.map((v) => ({ value: v, label: `admin.application.statuses.${v}` }));
const STATUS_COLORS: Record<(typeof STATUSES)[number], string> = {
  new: 'blue',
  reviewing: 'gold',
  interview: 'purple',
  offer: 'green',
  rejected: 'default',
  withdrawn: 'default',
};

const fields: FieldSpec[] = [
  { name: 'status', kind: 'select', label: 'admin.f.status', options: STATUS_OPTIONS },
  { name: 'notes', kind: 'textarea', label: 'admin.f.notes', rows: 6, max: 5000 },
];

function CvButton({ application }: { application: AdminJobApplication }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={`${application.cvFileName} · ${formatBytes(application.cvSize)}`}>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        onClick={() => void downloadWithSession(application.cvUrl, application.cvFileName).catch(() => undefined)}
        data-testid="admin-cv-download"
      >
        {t('admin.application.cv')}
      </Button>
    </Tooltip>
  );
}

export function AdminApplications() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminJobApplication>
      entry="applications"
      queryKey="applications"
      routes={{
        list: adminApplicationListRoute,
        update: adminApplicationUpdateRoute,
        remove: adminApplicationDeleteRoute,
      }}
      nameOf={(a) => `${a.name} · ${a.jobTitle}`}
      searchPlaceholder="admin.application.searchPlaceholder"
      filters={[
        { name: 'jobId', label: 'admin.application.job', ref: jobRef, width: 220 },
        { name: 'status', label: 'admin.f.status', options: STATUS_OPTIONS },
      ]}
      columns={() => [
        { key: 'time', title: t('admin.f.creationTime'), render: (_, a) => <DateCell iso={a.creationTime} /> },
        {
          key: 'name',
          title: t('admin.application.name'),
          render: (_, a) => (
            <>
              <div>{a.name}</div>
              <div className="cs-admin-muted">
                {a.phone} · {a.email}
              </div>
            </>
          ),
        },
        { key: 'job', title: t('admin.application.job'), dataIndex: 'jobTitle' },
        { key: 'cv', title: t('admin.application.cv'), render: (_, a) => <CvButton application={a} /> },
        {
          key: 'status',
          title: t('admin.f.status'),
          render: (_, a) => <Tag color={STATUS_COLORS[a.status]}>{t(`admin.application.statuses.${a.status}`)}</Tag>,
        },
        { key: 'notes', title: t('admin.f.notes'), render: (_, a) => <Clip text={a.notes} width={200} /> },
      ]}
      expandable={{
        expandedRowRender: (a) => (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('admin.application.message')}>
              <div className="cs-admin-pre">{a.message || '—'}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.application.consent')}>
              <DateCell iso={a.consentTime} />
            </Descriptions.Item>
          </Descriptions>
        ),
      }}
      form={{
        schema: ApplicationUpdateInput,
        fields,
        width: 560,
        intro: (a) =>
          a && (
            <Descriptions size="small" column={1} className="cs-admin-form__intro-box">
              <Descriptions.Item label={t('admin.application.name')}>{a.name}</Descriptions.Item>
              <Descriptions.Item label={t('admin.application.job')}>{a.jobTitle}</Descriptions.Item>
              <Descriptions.Item label={t('admin.application.contact')}>
                {a.phone} · {a.email}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.application.cv')}>
                <CvButton application={a} />
              </Descriptions.Item>
            </Descriptions>
          ),
      }}
    />
  );
}
