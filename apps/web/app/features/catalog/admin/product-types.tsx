import {
  adminProductTypeRoutes,
  adminSpecFieldRoutes,
  ProductTypeInput,
  SpecFieldInput,
  type AdminProductType,
  type SpecField,
} from '@clearsight/contracts';
import { UnorderedListOutlined } from '../../../components/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localName, PublishedTag, Thumb, YesNo } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';
import { SubListDrawer } from '../../admin/kit/sub-list-drawer';
import { callApi } from '../../../lib/http/client';

const fields: FieldSpec[] = [
  { name: 'name', kind: 'text', label: 'admin.f.name' },
  { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
  { name: 'description', kind: 'textarea', label: 'admin.f.description', max: 2000 },
  { name: 'descriptionEn', kind: 'textarea', label: 'admin.f.description', english: true, max: 2000 },
  { name: 'iconFileId', kind: 'image', label: 'admin.f.icon' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
];

const SPEC_KINDS = [
  { value: 'number', label: 'admin.spec.kinds.number' },
  { value: 'text', label: 'admin.spec.kinds.text' },
  { value: 'enum', label: 'admin.spec.kinds.enum' },
];

const specFields: FieldSpec[] = [
  {
    name: 'key',
    kind: 'text',
    label: 'admin.spec.key',
    help: 'admin.spec.keyHelp',
    placeholder: 'admin.spec.keyPlaceholder',
  },
  { name: 'kind', kind: 'select', label: 'admin.spec.kind', options: SPEC_KINDS },
  { name: 'name', kind: 'text', label: 'admin.f.name' },
  { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
  { name: 'unit', kind: 'text', label: 'admin.spec.unit', placeholder: 'admin.spec.unitPlaceholder' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0 },
  {
    name: 'options',
    kind: 'tags',
    label: 'admin.spec.options',
    help: 'admin.spec.optionsHelp',
    visibleWhen: (v) => v.kind === 'enum',
  },
  { name: 'filterable', kind: 'switch', label: 'admin.spec.filterable' },
  { name: 'showInSummary', kind: 'switch', label: 'admin.spec.showInSummary' },
];

export function AdminProductTypes() {
  const { t, lang } = useTranslation();
  const [specsOf, setSpecsOf] = useState<AdminProductType | null>(null);
  return (
    <CrudPage<AdminProductType>
      entry="productTypes"
      queryKey="product-types"
      routes={adminProductTypeRoutes}
      nameOf={(p) => p.name}
      columns={() => [
        { key: 'icon', title: t('admin.f.icon'), render: (_, p) => <Thumb url={p.iconUrl} alt={p.name} /> },
        {
          key: 'name',
          title: t('admin.f.name'),
          render: (_, p) => (
            <>
              <div>{p.name}</div>
              <div className="cs-admin-muted">{p.nameEn}</div>
            </>
          ),
        },
        { key: 'series', title: t('admin.f.seriesCount'), dataIndex: 'seriesCount' },
        { key: 'models', title: t('admin.f.modelCount'), dataIndex: 'modelCount' },
        {
          key: 'specs',
          title: t('admin.spec.title'),
          render: (_, p) => (
            <span className="cs-admin-tags">
              {p.specFields.slice(0, 4).map((f) => (
                <Tag key={f.id}>{localName(f, lang)}</Tag>
              ))}
              {p.specFields.length > 4 && <Tag>+{p.specFields.length - 4}</Tag>}
            </span>
          ),
        },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        { key: 'published', title: t('admin.f.status'), render: (_, p) => <PublishedTag published={p.isPublished} /> },
      ]}
      rowActions={(p) => (
        <Tooltip title={t('admin.spec.manage')}>
          <Button
            type="link"
            size="small"
            icon={<UnorderedListOutlined />}
            onClick={() => setSpecsOf(p)}
            data-testid="admin-spec-fields"
          >
            {t('admin.spec.short')}
          </Button>
        </Tooltip>
      )}
      form={{ schema: ProductTypeInput, fields, defaults: { isPublished: true, orderNum: 0 } }}
    >
      {specsOf && (
        <SubListDrawer<SpecField>
          open
          title={`${t('admin.spec.title')} · ${specsOf.name}`}
          onClose={() => setSpecsOf(null)}
          parentId={specsOf.id}
          queryKey="product-types"
          load={(signal) => callApi(adminSpecFieldRoutes.list, { params: { id: specsOf.id }, signal })}
          routes={adminSpecFieldRoutes}
          nameOf={(f) => f.name}
          createLabel="admin.spec.add"
          columns={[
            { key: 'key', title: t('admin.spec.key'), dataIndex: 'key', render: (v: string) => <code>{v}</code> },
            { key: 'name', title: t('admin.f.name'), render: (_, f) => `${f.name}${f.unit ? ` (${f.unit})` : ''}` },
            { key: 'kind', title: t('admin.spec.kind'), render: (_, f) => t(`admin.spec.kinds.${f.kind}`) },
            { key: 'options', title: t('admin.spec.options'), render: (_, f) => f.options.join(' / ') || '—' },
            { key: 'filterable', title: t('admin.spec.filterable'), render: (_, f) => <YesNo value={f.filterable} /> },
            {
              key: 'summary',
              title: t('admin.spec.showInSummary'),
              render: (_, f) => <YesNo value={f.showInSummary} />,
            },
            { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
          ]}
          form={{
            schema: SpecFieldInput,
            fields: specFields,
            defaults: { kind: 'number', filterable: false, showInSummary: false, orderNum: 0, options: [] },
          }}
        />
      )}
    </CrudPage>
  );
}
