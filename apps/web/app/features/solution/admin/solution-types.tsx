import { adminSolutionTypeRoutes, SolutionTypeInput, type AdminSolutionType } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, PublishedTag, Thumb } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';

const fields: FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'admin.f.name' },
  { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
  { name: 'description', kind: 'textarea', label: 'admin.f.description', max: 2000 },
  { name: 'descriptionEn', kind: 'textarea', label: 'admin.f.description', english: true, max: 2000 },
  { name: 'coverFileId', kind: 'image', label: 'admin.f.cover' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
];

export function AdminSolutionTypes() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminSolutionType>
      entry="solutionTypes"
      queryKey="solution-types"
      routes={adminSolutionTypeRoutes}
      nameOf={(s) => s.name}
      columns={() => [
        { key: 'cover', title: t('admin.f.cover'), render: (_, s) => <Thumb url={s.coverUrl} alt={s.name} /> },
        {
          key: 'name',
          title: t('admin.f.name'),
          render: (_, s) => (
            <>
              <div>{s.name}</div>
              <div className="cs-admin-muted">{s.nameEn}</div>
            </>
          ),
        },
        { key: 'description', title: t('admin.f.description'), render: (_, s) => <Clip text={s.description} /> },
        { key: 'count', title: t('admin.f.solutionCount'), dataIndex: 'solutionCount' },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        { key: 'published', title: t('admin.f.status'), render: (_, s) => <PublishedTag published={s.isPublished} /> },
      ]}
      form={{ schema: SolutionTypeInput, fields, defaults: { isPublished: true, orderNum: 0 } }}
    />
  );
}
