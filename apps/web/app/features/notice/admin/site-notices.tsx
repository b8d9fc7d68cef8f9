import { feedback } from '../../../lib/feedback';
import {
  adminSiteNoticeRoutes,
  publishSiteNoticeRoute,
  SiteNoticeInput,
  withdrawSiteNoticeRoute,
  type AdminSiteNotice,
  type SiteNoticeStatus,
  type SiteNoticeType,
} from '@clearsight/contracts';
import { RollbackOutlined, SendOutlined } from '../../../components/icons';
import { Alert, Button, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { callApi } from '../../../lib/http/client';
import { NoticeBodyField } from './notice-body-field';
import { DateCell } from '../../admin/kit/cells';
import { CrudPage, useInvalidateAdmin } from '../../admin/kit/crud-page';
import type { FieldSpec, SelectOption } from '../../admin/kit/form-model';
import { formatDate } from '../../../lib/format';

const TYPES: SelectOption[] = (['MerryGoRound', 'Popup'] as const).map((v) => ({
  value: v,
  label: `admin.siteNotice.types.${v}`,
}));
const TYPE_COLORS: Record<SiteNoticeType, string> = { MerryGoRound: 'blue', Popup: 'purple' };
const STATUSES: SelectOption[] = (['draft', 'published', 'withdrawn'] as const).map((v) => ({
  value: v,
  label: `admin.siteNotice.statuses.${v}`,
}));
const STATUS_COLORS: Record<SiteNoticeStatus, string> = { draft: 'default', published: 'green', withdrawn: 'orange' };

const fields: FieldSpec[] = [
  { name: 'type', kind: 'select', label: 'admin.siteNotice.type', options: TYPES, help: 'admin.siteNotice.typeHelp' },
  { name: 'title', kind: 'text', label: 'admin.f.title' },
  {
    name: 'contentHtml',
    kind: 'custom',
    label: 'admin.siteNotice.content',
    render: ({ value, onChange }) => (
      <NoticeBodyField value={typeof value === 'string' ? value : ''} onChange={onChange} />
    ),
  },
  { name: 'startTime', kind: 'datetime', label: 'admin.f.startTime', help: 'admin.help.windowStart' },
  { name: 'endTime', kind: 'datetime', label: 'admin.f.endTime', help: 'admin.help.windowEnd' },
];

type Phase = 'upcoming' | 'showing' | 'ended';

/** Where a published notice stands in its window now (the console runs in the browser only). */
function phaseOf(n: Pick<AdminSiteNotice, 'startTime' | 'endTime'>, now: number): Phase {
  if (n.startTime && Date.parse(n.startTime) > now) return 'upcoming';
  if (n.endTime && Date.parse(n.endTime) <= now) return 'ended';
  return 'showing';
}

/** Plain text of the sanitised body, for a one-line excerpt in the list. */
function excerpt(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Site-wide notices (docs/product.md#realtime): staff write a marquee or pop-up in HTML, see what visitors
 * will get (the server's sanitising), and publish it live to everyone or withdraw it, each after a
 * confirmation. The server audits and announces; this screen only asks.
 */
export function AdminSiteNotices() {
  const { t, lang } = useTranslation();
  const { message, modal } = feedback;
  const invalidate = useInvalidateAdmin();

  const timeText = (iso: string) => formatDate(new Date(iso), lang, 'dateTime');

  const publish = (n: AdminSiteNotice) => {
    const later = n.startTime && phaseOf(n, Date.now()) === 'upcoming';
    modal.confirm({
      title: t('admin.siteNotice.publishTitle'),
      content: later
        ? t('admin.siteNotice.publishLater', { title: n.title, time: timeText(n.startTime!) })
        : t('admin.siteNotice.publishConfirm', { title: n.title }),
      okText: t('admin.siteNotice.publish'),
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await callApi(publishSiteNoticeRoute, { params: { id: n.id } });
          void message.success(t('admin.siteNotice.publishedNow'));
          invalidate('site-notices');
        } catch {
          // The HTTP client has shown the server's message (already published, ended…).
        }
      },
    });
  };

  const withdraw = (n: AdminSiteNotice) =>
    modal.confirm({
      title: t('admin.siteNotice.withdrawTitle'),
      content: t('admin.siteNotice.withdrawConfirm', { title: n.title }),
      okText: t('admin.siteNotice.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: async () => {
        try {
          await callApi(withdrawSiteNoticeRoute, { params: { id: n.id } });
          void message.success(t('admin.siteNotice.withdrawnNow'));
          invalidate('site-notices');
        } catch {
          // Shown by the HTTP client.
        }
      },
    });

  return (
    <CrudPage<AdminSiteNotice>
      entry="siteNotices"
      queryKey="site-notices"
      routes={{
        list: adminSiteNoticeRoutes.list,
        create: adminSiteNoticeRoutes.create,
        update: adminSiteNoticeRoutes.update,
        remove: adminSiteNoticeRoutes.remove,
      }}
      searchParam={null}
      subtitle={t('admin.siteNotice.hint')}
      nameOf={(n) => n.title}
      filters={[{ name: 'status', label: 'admin.f.status', options: STATUSES }]}
      columns={() => {
        const now = Date.now();
        return [
          {
            key: 'type',
            title: t('admin.siteNotice.type'),
            render: (_, n) => <Tag color={TYPE_COLORS[n.type]}>{t(`admin.siteNotice.types.${n.type}`)}</Tag>,
          },
          {
            key: 'title',
            title: t('admin.f.title'),
            render: (_, n) => (
              <>
                <div>{n.title}</div>
                <Typography.Text
                  type="secondary"
                  ellipsis={{ tooltip: excerpt(n.html) }}
                  style={{ display: 'block', maxWidth: 300, fontSize: 12 }}
                >
                  {excerpt(n.html)}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'status',
            title: t('admin.f.status'),
            render: (_, n) => (
              <span className="cs-admin-tags" data-testid="notice-status">
                <Tag color={STATUS_COLORS[n.status]}>{t(`admin.siteNotice.statuses.${n.status}`)}</Tag>
                {n.status === 'published' && (
                  <span className="cs-admin-muted">{t(`admin.siteNotice.live.${phaseOf(n, now)}`)}</span>
                )}
              </span>
            ),
          },
          {
            key: 'window',
            title: t('admin.f.window'),
            render: (_, n) =>
              n.startTime || n.endTime ? (
                <>
                  <DateCell iso={n.startTime} /> – <DateCell iso={n.endTime} />
                </>
              ) : (
                <span className="cs-admin-muted">{t('admin.common.always')}</span>
              ),
          },
          {
            key: 'published',
            title: t('admin.siteNotice.publishedTime'),
            render: (_, n) => <DateCell iso={n.publishedTime} />,
          },
        ];
      }}
      rowActions={(n) =>
        n.status === 'published' ? (
          <Tooltip title={t('admin.siteNotice.withdraw')}>
            <Button
              type="link"
              size="small"
              danger
              icon={<RollbackOutlined />}
              onClick={() => withdraw(n)}
              aria-label={t('admin.siteNotice.withdraw')}
              data-testid="notice-withdraw"
            />
          </Tooltip>
        ) : (
          <Tooltip title={t('admin.siteNotice.publish')}>
            <Button
              type="link"
              size="small"
              icon={<SendOutlined />}
              onClick={() => publish(n)}
              aria-label={t('admin.siteNotice.publish')}
              data-testid="notice-publish"
            />
          </Tooltip>
        )
      }
      form={{
        schema: SiteNoticeInput,
        fields,
        width: 960,
        defaults: { type: 'MerryGoRound', title: '', contentHtml: '' },
        intro: (n) =>
          n?.status === 'published' ? (
            <Alert type="info" showIcon title={t('admin.siteNotice.editLive')} style={{ marginBottom: 12 }} />
          ) : null,
      }}
    />
  );
}
