import {
  adminLeadDeleteRoute,
  adminLeadGetRoute,
  adminLeadListRoute,
  adminLeadUpdateRoute,
  type AdminLead,
  LeadUpdateInput,
} from '@clearsight/contracts';
import { Badge, Descriptions, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';

const STATUS: SelectOption[] = ['new', 'contacted', 'closed'].map((v) => ({
  value: v,
  label: `admin.lead.statuses.${v}`,
}));
const KINDS: SelectOption[] = ['sales', 'feedback'].map((v) => ({ value: v, label: `admin.lead.kinds.${v}` }));
const STATUS_COLORS: Record<AdminLead['status'], string> = { new: 'blue', contacted: 'gold', closed: 'default' };

const fields: FieldSpec[] = [
  { name: 'status', kind: 'select', label: 'admin.f.status', options: STATUS },
  { name: 'notes', kind: 'textarea', label: 'admin.f.notes', rows: 6, max: 5000, help: 'admin.lead.notesHelp' },
];

function LeadDetails({ lead }: { lead: AdminLead }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={1} bordered className="cs-admin-details">
      <Descriptions.Item label={t('admin.lead.kind')}>{t(`admin.lead.kinds.${lead.kind}`)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.lead.contact')}>
        {lead.name}
        {lead.company && ` · ${lead.company}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.lead.phone')}>
        {lead.phone ? <a href={`tel:${lead.phone}`}>{lead.phone}</a> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.lead.email')}>
        {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}
      </Descriptions.Item>
      {lead.kind === 'sales' && (
        <Descriptions.Item label={t('admin.lead.region')}>{lead.region || '—'}</Descriptions.Item>
      )}
      {lead.kind === 'sales' && (
        <Descriptions.Item label={t('admin.lead.interest')}>
          {[lead.productInterest, lead.model ? `${lead.model.modelNumber} ${lead.model.name}` : '']
            .filter(Boolean)
            .join(' · ') || '—'}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('admin.lead.message')}>
        <div className="cs-admin-pre">{lead.message}</div>
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.lead.source')}>{lead.sourceUrl || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('admin.f.creationTime')}>
        <DateCell iso={lead.creationTime} /> {lead.ip && <span className="cs-admin-muted">· IP {lead.ip}</span>}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function AdminLeads() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminLead>
      entry="leads"
      queryKey="leads"
      routes={{
        list: adminLeadListRoute,
        get: adminLeadGetRoute,
        update: adminLeadUpdateRoute,
        remove: adminLeadDeleteRoute,
      }}
      nameOf={(l) => `${l.name}${l.company ? ` · ${l.company}` : ''}`}
      searchPlaceholder="admin.lead.searchPlaceholder"
      filters={[
        { name: 'kind', label: 'admin.lead.kind', options: KINDS },
        { name: 'status', label: 'admin.f.status', options: STATUS },
      ]}
      summary={(data) => {
        const fresh = (data as { newCount?: number }).newCount ?? 0;
        return (
          <Badge status={fresh > 0 ? 'processing' : 'default'} text={t('admin.lead.newCount', { count: fresh })} />
        );
      }}
      columns={() => [
        { key: 'time', title: t('admin.f.creationTime'), render: (_, l) => <DateCell iso={l.creationTime} /> },
        {
          key: 'kind',
          title: t('admin.lead.kind'),
          render: (_, l) => (
            <Tag color={l.kind === 'sales' ? 'geekblue' : 'cyan'}>{t(`admin.lead.kinds.${l.kind}`)}</Tag>
          ),
        },
        {
          key: 'name',
          title: t('admin.lead.contact'),
          render: (_, l) => (
            <>
              <div>{l.name}</div>
              <div className="cs-admin-muted">{l.company}</div>
            </>
          ),
        },
        {
          key: 'reach',
          title: t('admin.lead.reach'),
          render: (_, l) => (
            <>
              <div>{l.phone}</div>
              <div className="cs-admin-muted">{l.email}</div>
            </>
          ),
        },
        { key: 'region', title: t('admin.lead.region'), render: (_, l) => l.region || '—' },
        { key: 'message', title: t('admin.lead.message'), render: (_, l) => <Clip text={l.message} width={240} /> },
        {
          key: 'status',
          title: t('admin.f.status'),
          render: (_, l) => <Tag color={STATUS_COLORS[l.status]}>{t(`admin.lead.statuses.${l.status}`)}</Tag>,
        },
      ]}
      expandable={{ expandedRowRender: (l) => <LeadDetails lead={l} /> }}
      form={{ schema: LeadUpdateInput, fields, width: 640, intro: (l) => l && <LeadDetails lead={l} /> }}
    />
  );
}
