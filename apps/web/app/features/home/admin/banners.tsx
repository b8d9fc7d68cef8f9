import { adminBannerRoutes, BannerInput, type AdminBanner } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Clip, DateCell, PublishedTag, Thumb } from '../../admin/kit/cells';
import { CrudPage } from '../../admin/kit/crud-page';
import type { FieldSpec } from '../../admin/kit/form-model';

const fields: FieldSpec[] = [
  { name: 'title', kind: 'text', label: 'admin.f.title' },
  { name: 'titleEn', kind: 'text', label: 'admin.f.titleEn' },
  { name: 'subtitle', kind: 'text', label: 'admin.f.subtitle' },
  { name: 'subtitleEn', kind: 'text', label: 'admin.f.subtitle', english: true },
  { name: 'imageFileId', kind: 'image', label: 'admin.f.image', help: 'admin.help.bannerImage' },
  { name: 'mobileImageFileId', kind: 'image', label: 'admin.f.mobileImage', help: 'admin.help.mobileImage' },
  { name: 'linkUrl', kind: 'text', label: 'admin.f.linkUrl', placeholder: 'admin.help.linkPlaceholder' },
  { name: 'linkText', kind: 'text', label: 'admin.f.linkText' },
  { name: 'linkTextEn', kind: 'text', label: 'admin.f.linkText', english: true },
  { name: 'startTime', kind: 'datetime', label: 'admin.f.startTime', help: 'admin.help.windowStart' },
  { name: 'endTime', kind: 'datetime', label: 'admin.f.endTime', help: 'admin.help.windowEnd' },
  { name: 'orderNum', kind: 'number', label: 'admin.f.orderNum', min: 0, help: 'admin.help.orderNum' },
  { name: 'isPublished', kind: 'switch', label: 'admin.f.isPublished' },
];

export function AdminBanners() {
  const { t } = useTranslation();
  return (
    <CrudPage<AdminBanner>
      entry="banners"
      queryKey="banners"
      routes={adminBannerRoutes}
      nameOf={(b) => b.title}
      columns={() => [
        { key: 'image', title: t('admin.f.image'), render: (_, b) => <Thumb url={b.imageUrl} alt={b.title} /> },
        {
          key: 'title',
          title: t('admin.f.title'),
          render: (_, b) => (
            <>
              <div>{b.title}</div>
              {b.subtitle && <Clip text={b.subtitle} />}
            </>
          ),
        },
        { key: 'link', title: t('admin.f.linkUrl'), render: (_, b) => <Clip text={b.linkUrl} width={200} /> },
        {
          key: 'window',
          title: t('admin.f.window'),
          render: (_, b) =>
            b.startTime || b.endTime ? (
              <>
                <DateCell iso={b.startTime} /> – <DateCell iso={b.endTime} />
              </>
            ) : (
              <span className="cs-admin-muted">{t('admin.common.always')}</span>
            ),
        },
        { key: 'order', title: t('admin.f.orderNum'), dataIndex: 'orderNum' },
        { key: 'published', title: t('admin.f.status'), render: (_, b) => <PublishedTag published={b.isPublished} /> },
      ]}
      form={{ schema: BannerInput, fields, defaults: { isPublished: true, orderNum: 0 } }}
    />
  );
}
