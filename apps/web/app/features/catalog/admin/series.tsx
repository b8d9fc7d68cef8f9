import { adminSeriesRoutes, SeriesInput, type AdminSeries } from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, PublishedTag } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';
import { productTypeRef } from '../../admin/refs';

const fields: FieldSpec[] = [
  { name: 'productTypeId', kind: 'ref', label: 'admin.f.productType', ref: productTypeRef },
  { name: 'name', kind: 'text', label: 'admin.f.name' },
  { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
  { name: 'description', kind: 'textarea', label: 'admin.f.description', max: 2000 },
  { name: 'descriptionEn', kind: 'textarea', label: 'admin.f.description', english: true, max: 2000 },
  { name: 'isFlagship', kind: 'switch', label: 'admin.f.isFlagship', help: 'admin.help.flagship' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
];

export function AdminSeriesPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminSeries>
      entry="series"
      queryKey="series"
      routes={adminSeriesRoutes}
      nameOf={(s) => s.name}
      filters={[{ name: 'productTypeId', label: 'admin.f.productType', ref: productTypeRef }]}
      columns={() => [
        {
          key: 'name',
          title: t('admin.f.name'),
          render: (_, s) => (
            <>
              <div>
                {s.name} {s.isFlagship && <Tag color="gold">{t('admin.f.isFlagship')}</Tag>}
              </div>
              <div className="cs-admin-muted">{s.nameEn}</div>
            </>
          ),
        },
        { key: 'type', title: t('admin.f.productType'), dataIndex: 'productTypeName' },
        { key: 'description', title: t('admin.f.description'), render: (_, s) => <Clip text={s.description} /> },
        { key: 'models', title: t('admin.f.modelCount'), dataIndex: 'modelCount' },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        { key: 'published', title: t('admin.f.status'), render: (_, s) => <PublishedTag published={s.isPublished} /> },
      ]}
      form={{ schema: SeriesInput, fields, defaults: { isPublished: true, isFlagship: false, orderNum: 0 } }}
    />
  );
}
