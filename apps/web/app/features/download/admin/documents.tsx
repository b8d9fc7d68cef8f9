import { adminDocumentRoutes, DOCUMENT_TYPE_LABELS, DocumentInput, type AdminDocument } from '@clearsight/contracts';
import { Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell, labelOf, optionsOf, PublishedTag } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';
import { formatBytes, rememberFile } from '../../admin/kit/uploads';
import { modelRef, productTypeRef, seriesRef } from '../../admin/refs';

const LANGUAGES: SelectOption[] = ['zh-CN', 'en', 'de', 'ja', 'ko'].map((v) => ({
  value: v,
  label: `admin.document.languages.${v}`,
}));

function fieldsFor(lang: string): FieldSpec[] {
  return [
    { name: 'title', kind: 'text', label: 'admin.f.title' },
    { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
    { name: 'docType', kind: 'select', label: 'admin.document.type', options: optionsOf(DOCUMENT_TYPE_LABELS, lang) },
    { name: 'language', kind: 'select', label: 'admin.document.language', options: LANGUAGES },
    {
      name: 'version',
      kind: 'text',
      label: 'admin.document.version',
      placeholder: 'admin.document.versionPlaceholder',
    },
    { name: 'publishTime', kind: 'datetime', label: 'admin.f.publishTime', help: 'admin.help.publishTime' },
    { name: 'fileId', kind: 'file', label: 'admin.document.file', help: 'admin.document.fileHelp' },
    { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 3, max: 1000 },
    { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 3, max: 1000 },
    {
      name: 'productTypeId',
      kind: 'ref',
      label: 'admin.f.productType',
      ref: productTypeRef,
      help: 'admin.document.linkHelp',
    },
    { name: 'seriesId', kind: 'ref', label: 'admin.f.series', ref: seriesRef },
    { name: 'modelId', kind: 'ref', label: 'admin.f.model', ref: modelRef },
    { name: 'membersOnly', kind: 'switch', label: 'admin.f.membersOnly', help: 'admin.help.membersOnly' },
    { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  ];
}

export function AdminDocuments() {
  const { t, lang } = useTranslation();
  return (
    <CrudPage<AdminDocument>
      entry="documents"
      queryKey="documents"
      routes={adminDocumentRoutes}
      nameOf={(d) => d.title}
      filters={[
        { name: 'docType', label: 'admin.document.type', options: optionsOf(DOCUMENT_TYPE_LABELS, lang) },
        { name: 'productTypeId', label: 'admin.f.productType', ref: productTypeRef },
      ]}
      columns={() => [
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, d) => (
            <>
              <div>{d.title}</div>
              <div className="cs-admin-muted">
                {d.fileName} · {formatBytes(d.size)}
              </div>
            </>
          ),
        },
        {
          key: 'type',
          title: t('admin.document.type'),
          render: (_, d) => <Tag>{labelOf(DOCUMENT_TYPE_LABELS, d.docType, lang)}</Tag>,
        },
        {
          key: 'lang',
          title: t('admin.document.language'),
          render: (_, d) => t(`admin.document.languages.${d.language}`),
        },
        { key: 'version', title: t('admin.document.version'), dataIndex: 'version' },
        {
          key: 'product',
          title: t('admin.document.linkedTo'),
          render: (_, d) => d.model?.modelNumber ?? d.series?.name ?? d.productType?.name ?? '—',
        },
        { key: 'downloads', title: t('admin.f.downloads'), dataIndex: 'downloadCount' },
        { key: 'publish', title: t('admin.f.publishTime'), render: (_, d) => <DateCell iso={d.publishTime} /> },
        {
          key: 'status',
          title: t('admin.f.status'),
          render: (_, d) => (
            <>
              <PublishedTag published={d.isPublished} />
              {d.membersOnly && <Tag color="purple">{t('admin.f.membersOnly')}</Tag>}
            </>
          ),
        },
      ]}
      form={{
        schema: DocumentInput,
        fields: fieldsFor(lang),
        width: 800,
        defaults: { language: 'zh-CN', docType: 'datasheet', isPublished: true, membersOnly: false },
        onOpen: (d) => d && rememberFile({ id: d.fileId, name: d.fileName, size: d.size, sha256: d.sha256 }),
      }}
    />
  );
}
