import { adminCompanySectionRoutes, CompanySectionInput, type AdminCompanySection } from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell, PublishedTag } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';

const KINDS: SelectOption[] = ['intro', 'history', 'honours', 'offices', 'culture', 'custom'].map((v) => ({
  value: v,
  label: `admin.company.kinds.${v}`,
}));

const fields: FieldSpec[] = [
  { name: 'kind', kind: 'select', label: 'admin.company.kind', options: KINDS },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
  { name: 'title', kind: 'text', label: 'admin.f.title' },
  { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
  { name: 'imageFileId', kind: 'image', label: 'admin.f.image' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  { name: 'contentMd', kind: 'markdown', label: 'admin.company.content', rows: 10 },
  { name: 'contentMdEn', kind: 'markdown', label: 'admin.company.content', english: true, rows: 10 },
  {
    name: 'timeline',
    kind: 'list',
    label: 'admin.company.timeline',
    visibleWhen: (v) => v.kind === 'history',
    newItem: { year: '', title: '', titleEn: '', description: '', descriptionEn: '' },
    fields: [
      { name: 'year', kind: 'text', label: 'admin.company.year' },
      { name: 'title', kind: 'text', label: 'admin.f.title' },
      { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
      { name: 'description', kind: 'textarea', label: 'admin.f.description', rows: 2 },
      { name: 'descriptionEn', kind: 'textarea', label: 'admin.f.description', english: true, rows: 2 },
    ],
  },
  {
    name: 'honours',
    kind: 'list',
    label: 'admin.company.honours',
    visibleWhen: (v) => v.kind === 'honours',
    newItem: { year: '', title: '', titleEn: '', issuer: '', issuerEn: '' },
    fields: [
      { name: 'year', kind: 'text', label: 'admin.company.year' },
      { name: 'title', kind: 'text', label: 'admin.f.title' },
      { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
      { name: 'issuer', kind: 'text', label: 'admin.company.issuer' },
      { name: 'issuerEn', kind: 'text', label: 'admin.company.issuer', english: true },
      { name: 'imageFileId', kind: 'image', label: 'admin.f.image' },
    ],
  },
  {
    name: 'offices',
    kind: 'list',
    label: 'admin.company.offices',
    visibleWhen: (v) => v.kind === 'offices',
    newItem: { isHeadquarters: false },
    fields: [
      { name: 'name', kind: 'text', label: 'admin.f.name' },
      { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
      { name: 'address', kind: 'text', label: 'admin.company.address', span: 2 },
      { name: 'addressEn', kind: 'text', label: 'admin.company.address', english: true, span: 2 },
      { name: 'phone', kind: 'text', label: 'admin.company.phone' },
      { name: 'email', kind: 'text', label: 'admin.company.email' },
      { name: 'fax', kind: 'text', label: 'admin.company.fax' },
      { name: 'hours', kind: 'text', label: 'admin.company.hours' },
      { name: 'hoursEn', kind: 'text', label: 'admin.company.hours', english: true },
      { name: 'isHeadquarters', kind: 'switch', label: 'admin.company.headquarters' },
    ],
  },
];

export function AdminCompany() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminCompanySection>
      entry="company"
      queryKey="company"
      routes={adminCompanySectionRoutes}
      nameOf={(s) => s.title}
      columns={() => [
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, s) => (
            <>
              <div>{s.title}</div>
              <div className="cs-admin-muted">{s.titleEn}</div>
            </>
          ),
        },
        {
          key: 'kind',
          title: t('admin.company.kind'),
          render: (_, s) => <Tag>{t(`admin.company.kinds.${s.kind}`)}</Tag>,
        },
        {
          key: 'entries',
          title: t('admin.company.entries'),
          render: (_, s) => s.timeline.length + s.honours.length + s.offices.length || '—',
        },
        {
          key: 'updated',
          title: t('admin.f.lastModificationTime'),
          render: (_, s) => <DateCell iso={s.lastModificationTime} />,
        },
        { key: 'published', title: t('admin.f.status'), render: (_, s) => <PublishedTag published={s.isPublished} /> },
      ]}
      form={{
        schema: CompanySectionInput,
        fields,
        width: 880,
        defaults: { kind: 'intro', isPublished: true, orderNum: 0, timeline: [], honours: [], offices: [] },
      }}
    />
  );
}
