import { adminJobRoutes, EMPLOYMENT_TYPE_LABELS, JobInput, type AdminJob } from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { DateCell, labelOf, optionsOf, PublishedTag } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';

function fieldsFor(lang: string): FieldSpec[] {
  return [
    { name: 'title', kind: 'text', label: 'admin.job.title' },
    { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
    { name: 'department', kind: 'text', label: 'admin.job.department' },
    { name: 'departmentEn', kind: 'text', label: 'admin.job.department', english: true },
    { name: 'city', kind: 'text', label: 'admin.job.city' },
    { name: 'cityEn', kind: 'text', label: 'admin.job.city', english: true },
    {
      name: 'employmentType',
      kind: 'select',
      label: 'admin.job.type',
      options: optionsOf(EMPLOYMENT_TYPE_LABELS, lang),
    },
    { name: 'headcount', kind: 'number', label: 'admin.job.headcount', min: 1, max: 999 },
    { name: 'experience', kind: 'text', label: 'admin.job.experience', placeholder: 'admin.job.experiencePlaceholder' },
    { name: 'experienceEn', kind: 'text', label: 'admin.job.experience', english: true },
    { name: 'education', kind: 'text', label: 'admin.job.education', placeholder: 'admin.job.educationPlaceholder' },
    { name: 'educationEn', kind: 'text', label: 'admin.job.education', english: true },
    { name: 'salaryRange', kind: 'text', label: 'admin.job.salary', placeholder: 'admin.job.salaryPlaceholder' },
    { name: 'salaryRangeEn', kind: 'text', label: 'admin.job.salary', english: true },
    { name: 'publishTime', kind: 'datetime', label: 'admin.f.publishTime', help: 'admin.help.publishTime' },
    { name: 'closeTime', kind: 'datetime', label: 'admin.job.closeTime', help: 'admin.job.closeTimeHelp' },
    { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
    { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
    { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
    { name: 'responsibilitiesMd', kind: 'markdown', label: 'admin.job.responsibilities', rows: 8 },
    { name: 'responsibilitiesMdEn', kind: 'markdown', label: 'admin.job.responsibilities', english: true, rows: 8 },
    { name: 'requirementsMd', kind: 'markdown', label: 'admin.job.requirements', rows: 8 },
    { name: 'requirementsMdEn', kind: 'markdown', label: 'admin.job.requirements', english: true, rows: 8 },
    { name: 'benefitsMd', kind: 'markdown', label: 'admin.job.benefits', rows: 6 },
    { name: 'benefitsMdEn', kind: 'markdown', label: 'admin.job.benefits', english: true, rows: 6 },
  ];
}

export function AdminJobs() {
  const { t, lang } = useTranslation();
  return (
    <CrudPage<AdminJob>
      entry="jobs"
      queryKey="jobs"
      routes={adminJobRoutes}
      nameOf={(j) => j.title}
      columns={() => [
        {
          key: 'title',
          title: t('admin.job.title'),
          render: (_, j) => (
            <>
              <div>{j.title}</div>
              <div className="cs-admin-muted">
                {j.department} · {j.city}
              </div>
            </>
          ),
        },
        {
          key: 'type',
          title: t('admin.job.type'),
          render: (_, j) => labelOf(EMPLOYMENT_TYPE_LABELS, j.employmentType, lang),
        },
        { key: 'headcount', title: t('admin.job.headcount'), dataIndex: 'headcount' },
        {
          key: 'applications',
          title: t('admin.menu.applications'),
          render: (_, j) => (
            <Link to={`/admin/applications?jobId=${encodeURIComponent(j.id)}`}>{j.applicationCount}</Link>
          ),
        },
        {
          key: 'open',
          title: t('admin.job.open'),
          render: (_, j) =>
            j.isOpen ? <Tag color="green">{t('admin.job.isOpen')}</Tag> : <Tag>{t('admin.job.closed')}</Tag>,
        },
        {
          key: 'close',
          title: t('admin.job.closeTime'),
          render: (_, j) => <DateCell iso={j.closeTime} withTime={false} />,
        },
        { key: 'published', title: t('admin.f.status'), render: (_, j) => <PublishedTag published={j.isPublished} /> },
      ]}
      form={{
        schema: JobInput,
        fields: fieldsFor(lang),
        width: 880,
        defaults: { employmentType: 'full_time', headcount: 1, isPublished: true },
      }}
    />
  );
}
