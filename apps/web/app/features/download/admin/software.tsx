import {
  adminSoftwareRoutes,
  adminSoftwareVersionRoutes,
  SOFTWARE_CATEGORY_LABELS,
  SoftwarePackageInput,
  SoftwareVersionInput,
  type AdminSoftwarePackage,
  type AdminSoftwareVersion,
} from '@clearsight/contracts';
import { BranchesOutlined } from '../../../components/icons';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell, labelOf, optionsOf, PublishedTag } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import { isoToLocalInput, itemToValues, type FieldSpec, type SelectOption } from '../../admin/kit/form-model';
import { SubListDrawer } from '../../admin/kit/sub-list-drawer';
import { formatBytes, rememberFile } from '../../admin/kit/uploads';
import { productTypeRef, seriesRef } from '../../admin/refs';
import { callApi } from '../../../lib/http/client';

const OS: SelectOption[] = ['any', 'windows', 'linux', 'macos'].map((v) => ({
  value: v,
  label: `admin.software.os.${v}`,
}));
const ARCH: SelectOption[] = ['any', 'x64', 'x86', 'arm64', 'armhf'].map((v) => ({
  value: v,
  label: v === 'any' ? 'admin.software.os.any' : v,
  literal: v !== 'any',
}));

function packageFields(lang: string): FieldSpec[] {
  return [
    { name: 'name', kind: 'text', label: 'admin.f.name' },
    { name: 'nameEn', kind: 'text', label: 'admin.f.nameEn' },
    { name: 'category', kind: 'select', label: 'admin.f.category', options: optionsOf(SOFTWARE_CATEGORY_LABELS, lang) },
    { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
    { name: 'productTypeId', kind: 'ref', label: 'admin.f.productType', ref: productTypeRef },
    { name: 'seriesId', kind: 'ref', label: 'admin.f.series', ref: seriesRef },
    { name: 'summary', kind: 'textarea', label: 'admin.f.summary', rows: 2, max: 500 },
    { name: 'summaryEn', kind: 'textarea', label: 'admin.f.summary', english: true, rows: 2, max: 500 },
    { name: 'descriptionMd', kind: 'markdown', label: 'admin.f.descriptionMd', rows: 8 },
    { name: 'descriptionMdEn', kind: 'markdown', label: 'admin.f.descriptionMd', english: true, rows: 8 },
    { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  ];
}

const versionFields: FieldSpec[] = [
  { name: 'version', kind: 'text', label: 'admin.software.version', placeholder: 'admin.software.versionPlaceholder' },
  { name: 'releaseTime', kind: 'datetime', label: 'admin.software.releaseTime' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
  {
    name: 'files',
    kind: 'list',
    label: 'admin.software.files',
    help: 'admin.software.filesHelp',
    max: 10,
    newItem: { os: 'any', arch: 'any', membersOnly: false },
    fields: [
      { name: 'fileId', kind: 'file', label: 'admin.software.file' },
      { name: 'os', kind: 'select', label: 'admin.software.osLabel', options: OS },
      { name: 'arch', kind: 'select', label: 'admin.software.arch', options: ARCH },
      { name: 'membersOnly', kind: 'switch', label: 'admin.f.membersOnly' },
    ],
  },
  { name: 'releaseNotesMd', kind: 'markdown', label: 'admin.software.releaseNotes', rows: 8 },
  { name: 'releaseNotesMdEn', kind: 'markdown', label: 'admin.software.releaseNotes', english: true, rows: 8 },
];

const byRelease = (a: AdminSoftwareVersion, b: AdminSoftwareVersion) => b.releaseTime.localeCompare(a.releaseTime);

export function AdminSoftware() {
  const { t, lang } = useTranslation();
  const [versionsOf, setVersionsOf] = useState<AdminSoftwarePackage | null>(null);
  return (
    <CrudPage<AdminSoftwarePackage>
      entry="software"
      queryKey="software"
      routes={adminSoftwareRoutes}
      nameOf={(p) => p.name}
      filters={[{ name: 'category', label: 'admin.f.category', options: optionsOf(SOFTWARE_CATEGORY_LABELS, lang) }]}
      columns={() => [
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
        {
          key: 'category',
          title: t('admin.f.category'),
          render: (_, p) => <Tag>{labelOf(SOFTWARE_CATEGORY_LABELS, p.category, lang)}</Tag>,
        },
        {
          key: 'latest',
          title: t('admin.software.latest'),
          render: (_, p) => {
            const latest = [...p.versions].sort(byRelease)[0];
            return latest ? (
              <>
                <span className="cs-admin-mono">{latest.version}</span>{' '}
                <DateCell iso={latest.releaseTime} withTime={false} />
              </>
            ) : (
              <span className="cs-admin-muted">—</span>
            );
          },
        },
        { key: 'versions', title: t('admin.software.versionCount'), render: (_, p) => p.versions.length },
        { key: 'downloads', title: t('admin.f.downloads'), dataIndex: 'totalDownloads' },
        { key: 'published', title: t('admin.f.status'), render: (_, p) => <PublishedTag published={p.isPublished} /> },
      ]}
      rowActions={(p) => (
        <Tooltip title={t('admin.software.manageVersions')}>
          <Button
            type="link"
            size="small"
            icon={<BranchesOutlined />}
            onClick={() => setVersionsOf(p)}
            data-testid="admin-versions"
          >
            {t('admin.software.versions')}
          </Button>
        </Tooltip>
      )}
      form={{
        schema: SoftwarePackageInput,
        fields: packageFields(lang),
        defaults: { isPublished: true, orderNum: 0, category: 'software' },
      }}
    >
      {versionsOf && (
        <SubListDrawer<AdminSoftwareVersion>
          open
          title={`${t('admin.software.versions')} · ${versionsOf.name}`}
          onClose={() => setVersionsOf(null)}
          parentId={versionsOf.id}
          queryKey="software"
          load={(signal) =>
            callApi(adminSoftwareRoutes.get, { params: { id: versionsOf.id }, signal }).then((p) =>
              [...p.versions].sort(byRelease),
            )
          }
          routes={adminSoftwareVersionRoutes}
          nameOf={(v) => v.version}
          createLabel="admin.software.addVersion"
          width={960}
          columns={[
            {
              key: 'version',
              title: t('admin.software.version'),
              render: (_, v) => <strong className="cs-admin-mono">{v.version}</strong>,
            },
            {
              key: 'release',
              title: t('admin.software.releaseTime'),
              render: (_, v) => <DateCell iso={v.releaseTime} withTime={false} />,
            },
            {
              key: 'files',
              title: t('admin.software.files'),
              render: (_, v) => (
                <ul className="cs-admin-file-list">
                  {v.files.map((f) => (
                    <li key={f.id}>
                      <span>{f.fileName}</span>{' '}
                      <span className="cs-admin-muted">
                        · {formatBytes(f.size)} · {t(`admin.software.os.${f.os}`)} {f.arch !== 'any' ? f.arch : ''}
                      </span>
                      {f.membersOnly && <Tag color="purple">{t('admin.f.membersOnly')}</Tag>}
                      <div className="cs-admin-muted cs-admin-mono" title={f.sha256}>
                        SHA-256 {f.sha256.slice(0, 16)}… · {t('admin.f.downloads')} {f.downloadCount}
                      </div>
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'published',
              title: t('admin.f.status'),
              render: (_, v) => <PublishedTag published={v.isPublished} />,
            },
          ]}
          form={{
            schema: SoftwareVersionInput,
            fields: versionFields,
            width: 760,
            intro: <p className="cs-admin-muted">{t('admin.software.shaNote')}</p>,
            defaults: {
              releaseTime: isoToLocalInput(new Date().toISOString()),
              isPublished: true,
              files: [{ os: 'any', arch: 'any', membersOnly: false }],
            },
            onOpen: (v) =>
              v?.files.forEach((f) => rememberFile({ id: f.fileId, name: f.fileName, size: f.size, sha256: f.sha256 })),
            toValues: (v) => itemToValues(versionFields, v as unknown as Record<string, unknown>),
          }}
        />
      )}
    </CrudPage>
  );
}
