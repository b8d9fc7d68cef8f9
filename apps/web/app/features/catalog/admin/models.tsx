import {
  adminModelRoutes,
  LIFECYCLE_LABELS,
  ModelInput,
  type AdminModel,
  type LifecycleStatus,
} from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SpecValuesEditor } from './spec-values-editor';
import { labelOf, optionsOf, PublishedTag, Thumb } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';
import { modelRef, productTypeRef, seriesRef } from '../../admin/refs';

const LIFECYCLE_COLORS: Record<LifecycleStatus, string> = {
  new: 'blue',
  active: 'green',
  nrnd: 'orange',
  discontinued: 'default',
};

function fieldsFor(lang: string): FieldSpec[] {
  return [
    { name: 'seriesId', kind: 'ref', label: 'admin.f.series', ref: seriesRef },
    { name: 'modelNumber', kind: 'text', label: 'admin.f.modelNumber', placeholder: 'admin.model.numberPlaceholder' },
    { name: 'name', kind: 'text', label: 'admin.f.name' },
    { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
    { name: 'lifecycle', kind: 'select', label: 'admin.f.lifecycle', options: optionsOf(LIFECYCLE_LABELS, lang) },
    {
      name: 'successorId',
      kind: 'ref',
      label: 'admin.f.successor',
      ref: modelRef,
      help: 'admin.model.successorHelp',
      visibleWhen: (v) => v.lifecycle === 'discontinued' || v.lifecycle === 'nrnd',
    },
    { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
    { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
    { name: 'imageFileIds', kind: 'images', label: 'admin.f.images', max: 12, help: 'admin.model.imagesHelp' },
    {
      name: 'specs',
      kind: 'custom',
      label: 'admin.model.specs',
      render: ({ value, onChange, values }) => (
        <SpecValuesEditor
          seriesId={typeof values.seriesId === 'string' ? values.seriesId : undefined}
          value={value}
          onChange={onChange}
        />
      ),
    },
    { name: 'descriptionMd', kind: 'markdown', label: 'admin.f.descriptionMd' },
    { name: 'descriptionMdEn', kind: 'markdown', label: 'admin.f.descriptionMd', english: true },
    { name: 'relatedIds', kind: 'ref', multiple: true, label: 'admin.f.related', ref: modelRef },
    { name: 'accessoryIds', kind: 'ref', multiple: true, label: 'admin.f.accessories', ref: modelRef },
    { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
    { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  ];
}

export function AdminModels() {
  const { t, lang } = useTranslation();
  return (
    <CrudPage<AdminModel>
      entry="models"
      queryKey="models"
      routes={adminModelRoutes}
      nameOf={(m) => `${m.modelNumber} ${m.name}`}
      searchPlaceholder="admin.model.searchPlaceholder"
      filters={[
        { name: 'productTypeId', label: 'admin.f.productType', ref: productTypeRef },
        { name: 'seriesId', label: 'admin.f.series', ref: seriesRef, width: 220 },
        { name: 'lifecycle', label: 'admin.f.lifecycle', options: optionsOf(LIFECYCLE_LABELS, lang) },
      ]}
      columns={() => [
        {
          key: 'image',
          title: t('admin.f.image'),
          render: (_, m) => <Thumb url={m.imageUrls[0]} alt={m.modelNumber} />,
        },
        {
          key: 'number',
          title: t('admin.f.modelNumber'),
          render: (_, m) => (
            <>
              <strong className="cs-admin-mono">{m.modelNumber}</strong>
              <div className="cs-admin-muted">{m.name}</div>
            </>
          ),
        },
        { key: 'series', title: t('admin.f.series'), render: (_, m) => `${m.productTypeName} / ${m.seriesName}` },
        {
          key: 'lifecycle',
          title: t('admin.f.lifecycle'),
          render: (_, m) => (
            <Tag color={LIFECYCLE_COLORS[m.lifecycle]}>{labelOf(LIFECYCLE_LABELS, m.lifecycle, lang)}</Tag>
          ),
        },
        {
          key: 'specs',
          title: t('admin.model.specs'),
          render: (_, m) => <span className="cs-admin-muted">{Object.keys(m.specs).length}</span>,
        },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        { key: 'published', title: t('admin.f.status'), render: (_, m) => <PublishedTag published={m.isPublished} /> },
      ]}
      form={{
        schema: ModelInput,
        fields: fieldsFor(lang),
        width: 880,
        defaults: {
          lifecycle: 'active',
          isPublished: true,
          orderNum: 0,
          specs: {},
          imageFileIds: [],
          relatedIds: [],
          accessoryIds: [],
        },
      }}
    />
  );
}
