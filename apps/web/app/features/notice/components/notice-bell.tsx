import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import type { Notice } from '@clearsight/contracts';
import { Badge, Button, Empty, Popover, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSignedIn } from '../../../lib/session/session-state';
import { useSession } from '../../../lib/session/session-store';
import { unreadCountOf, useLatestNotices, useMarkAllNoticesRead, useMarkNoticeRead } from '../notice-api';

function formatWhen(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.round((date.getTime() - Date.now()) / 60_000);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return rtf.format(days, 'day');
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

function NoticeList({ userId, onNavigate }: { userId: string; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useLatestNotices(userId);
  const markRead = useMarkNoticeRead(userId);
  const markAll = useMarkAllNoticesRead(userId);
  const unread = unreadCountOf(data);

  const open = (notice: Notice) => {
    if (!notice.isRead) markRead.mutate(notice.id);
    if (notice.link) {
      onNavigate();
      void navigate(notice.link);
    }
  };

  return (
    <div className="cs-notice" data-testid="notice-panel">
      <div className="cs-notice__head">
        <strong>{t('notice.title')}</strong>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notice-read-all"
        >
          {t('notice.markAllRead')}
        </Button>
      </div>
      {isLoading ? (
        <div className="cs-notice__empty">
          <Spin />
        </div>
      ) : !data || data.items.length === 0 ? (
        <Empty className="cs-notice__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        <ul className="cs-notice__list">
          {data.items.map((notice) => (
            <li
              key={notice.id}
              className={notice.isRead ? 'cs-notice__item' : 'cs-notice__item is-unread'}
              data-testid="notice-item"
            >
              <button type="button" className="cs-notice__body" onClick={() => open(notice)}>
                {!notice.isRead && <span className="cs-notice__dot" aria-label={t('notice.unread')} />}
                <span className="cs-notice__message">{notice.message}</span>
                <time className="cs-notice__time" dateTime={notice.creationTime}>
                  {formatWhen(notice.creationTime, i18n.language)}
                </time>
              </button>
              {!notice.isRead && (
                <Tooltip title={t('notice.markRead')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<CheckOutlined />}
                    aria-label={t('notice.markRead')}
                    onClick={() => markRead.mutate(notice.id)}
                    data-testid="notice-mark-read"
                  />
                </Tooltip>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The header bell (docs/product.md): unread count and the latest 20 with mark-read. */
export function NoticeBell() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const userId = isSignedIn(session) ? session.id : null;
  const { data } = useLatestNotices(userId);
  if (!userId) return null;
  const unread = unreadCountOf(data);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      // Centred under the bell, antd shifts the panel to stay on screen: right-aligned it would run off a
      // phone's left edge.
      placement="bottom"
      arrow={false}
      content={<NoticeList userId={userId} onNavigate={() => setOpen(false)} />}
    >
      <button
        type="button"
        className="cs-icon-button"
        aria-label={t('notice.bell', { count: unread })}
        data-testid="notice-bell"
      >
        <Badge count={unread} size="small" overflowCount={99} data-testid="notice-unread">
          <BellOutlined />
        </Badge>
      </button>
    </Popover>
  );
}
