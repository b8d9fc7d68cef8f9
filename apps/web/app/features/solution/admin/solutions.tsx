import { adminSolutionRoutes, SolutionInput, type AdminSolution } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell, PublishedTag, Thumb } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';
import { documentRef, modelRef, solutionTypeRef } from '../../admin/refs';

const fields: FieldSpec[] = [
  { name: 'solutionTypeId', kind: 'ref', label: 'admin.f.solutionType', ref: solutionTypeRef },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
  { name: 'title', kind: 'text', label: 'admin.f.title' },
  { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
  { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
  { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
  { name: 'coverFileId', kind: 'image', label: 'admin.f.cover' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  { name: 'challengeMd', kind: 'markdown', label: 'admin.solution.challenge', rows: 8 },
  { name: 'challengeMdEn', kind: 'markdown', label: 'admin.solution.challenge', english: true, rows: 8 },
  { name: 'approachMd', kind: 'markdown', label: 'admin.solution.approach', rows: 8 },
  { name: 'approachMdEn', kind: 'markdown', label: 'admin.solution.approach', english: true, rows: 8 },
  { name: 'resultsMd', kind: 'markdown', label: 'admin.solution.results', rows: 8 },
  { name: 'resultsMdEn', kind: 'markdown', label: 'admin.solution.results', english: true, rows: 8 },
  {
    name: 'highlights',
    kind: 'list',
    label: 'admin.solution.highlights',
    help: 'admin.solution.highlightsHelp',
    max: 8,
    newItem: { label: '', labelEn: '', value: '', valueEn: '' },
    fields: [
      { name: 'label', kind: 'text', label: 'admin.solution.highlightLabel' },
      { name: 'labelEn', kind: 'text', label: 'admin.solution.highlightLabel', english: true },
      { name: 'value', kind: 'text', label: 'admin.solution.highlightValue' },
      { name: 'valueEn', kind: 'text', label: 'admin.solution.highlightValue', english: true },
    ],
  },
  {
    name: 'caseStudies',
    kind: 'list',
    label: 'admin.solution.caseStudies',
    max: 10,
    newItem: { customer: '', customerEn: '', title: '', titleEn: '', summary: '', summaryEn: '' },
    fields: [
      { name: 'customer', kind: 'text', label: 'admin.solution.customer' },
      { name: 'customerEn', kind: 'text', label: 'admin.solution.customer', english: true },
      { name: 'title', kind: 'text', label: 'admin.f.title' },
      { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
      { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 3 },
      { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 3 },
      { name: 'imageFileId', kind: 'image', label: 'admin.f.image' },
    ],
  },
  { name: 'productIds', kind: 'ref', multiple: true, label: 'admin.solution.products', ref: modelRef },
  { name: 'documentIds', kind: 'ref', multiple: true, label: 'admin.solution.documents', ref: documentRef },
];

export function AdminSolutions() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminSolution>
      entry="solutions"
      queryKey="solutions"
      routes={adminSolutionRoutes}
      nameOf={(s) => s.title}
      filters={[{ name: 'solutionTypeId', label: 'admin.f.solutionType', ref: solutionTypeRef }]}
      columns={() => [
        { key: 'cover', title: t('admin.f.cover'), render: (_, s) => <Thumb url={s.coverUrl} alt={s.title} /> },
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, s) => (
            <>
              <div>{s.title}</div>
              <Clip text={s.summary} />
            </>
          ),
        },
        { key: 'type', title: t('admin.f.solutionType'), dataIndex: 'solutionTypeName' },
        { key: 'products', title: t('admin.solution.products'), render: (_, s) => s.productIds.length },
        {
          key: 'updated',
          title: t('admin.f.lastModificationTime'),
          render: (_, s) => <DateCell iso={s.lastModificationTime} />,
        },
        { key: 'published', title: t('admin.f.status'), render: (_, s) => <PublishedTag published={s.isPublished} /> },
      ]}
      form={{
        schema: SolutionInput,
        fields,
        width: 900,
        defaults: { isPublished: true, orderNum: 0, highlights: [], caseStudies: [], productIds: [], documentIds: [] },
      }}
    />
  );
}
