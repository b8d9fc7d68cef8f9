import type { Notice } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { BellOutlined, CheckOutlined } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Empty } from '../../../components/ui/empty';
import { Popover } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { QueryScope } from '../../../lib/query/query-scope';
import { unreadCountOf, useLatestNotices, useMarkAllNoticesRead, useMarkNoticeRead } from './notice-api';
import { formatDate, relativeTimeFormat } from '../../../lib/format';

function formatWhen(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = Math.round((date.getTime() - Date.now()) / 60_000);
  const rtf = relativeTimeFormat(lang);
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (Math.abs(days) < 7) return rtf.format(days, 'day');
  return formatDate(date, lang, 'date');
}

function NoticeList({ userId, onNavigate }: { userId: string; onNavigate: () => void }) {
  const { t, lang } = useTranslation();
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
        <Spinner block label={t('notice.title')} />
      ) : !data || data.items.length === 0 ? (
        <Empty className="cs-notice__empty" description={t('notice.empty')} />
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
                  {formatWhen(notice.creationTime, lang)}
                </time>
              </button>
              {!notice.isRead && (
                <Button
                  type="text"
                  size="small"
                  icon={<CheckOutlined aria-hidden />}
                  aria-label={t('notice.markRead')}
                  title={t('notice.markRead')}
                  onClick={() => markRead.mutate(notice.id)}
                  data-testid="notice-mark-read"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Bell({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data } = useLatestNotices(userId);
  const unread = unreadCountOf(data);
  return (
    <Popover
      label={t('notice.bell', { count: unread })}
      align="center"
      buttonProps={{ className: 'cs-icon-button', 'data-testid': 'notice-bell' }}
      button={
        <span className="cs-badge">
          <BellOutlined aria-hidden />
          <sup className="cs-badge__count" hidden={unread === 0} aria-hidden="true" data-testid="notice-unread">
            {unread === 0 ? '' : unread > 99 ? '99+' : unread}
          </sup>
        </span>
      }
    >
      {(close) => <NoticeList userId={userId} onNavigate={close} />}
    </Popover>
  );
}

/**
 * The header's bell (docs/product.md): the unread count and the latest 20 with mark-read. Members only, so it
 * is loaded once a member is signed in (layouts/shared/site-header.tsx), with the query cache it reads.
 */
export default function NoticeBell({ userId }: { userId: string }) {
  return (
    <QueryScope>
      <Bell userId={userId} />
    </QueryScope>
  );
}
