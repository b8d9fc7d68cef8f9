import { type BookmarkItem, commentHref, topicHref } from '@clearsight/contracts';
import { Button, Empty, Spin } from 'antd';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import { Pagination } from '../../../components/pagination';
import { AppScope } from '../../../lib/app-scope';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useBookmarks, useRemoveBookmark } from './forum-api';

/** Bookmarks per page on the profile's tab. */
export const BOOKMARKS_PAGE_SIZE = 20;

function itemHref(b: BookmarkItem): string {
  return b.targetType === 'comment' ? commentHref(b.discussId, b.targetId) : topicHref(b.discussId);
}

function Row({ item, lang }: { item: BookmarkItem; lang: string }) {
  const { t } = useTranslation();
  const remove = useRemoveBookmark();
  return (
    <li className="fm-bookmark" data-testid="bookmark-row" data-kind={item.targetType}>
      <div className="fm-bookmark__main">
        <span className="fm-badge fm-badge--private">
          {item.targetType === 'comment' ? t('forum.bookmark.comment') : t('forum.bookmark.topic')}
        </span>{' '}
        <Link to={itemHref(item)} data-testid="bookmark-link">
          {item.targetType === 'comment' ? t('forum.bookmark.onTopic', { title: item.title }) : item.title}
        </Link>
        {item.excerpt && <p className="fm-bookmark__excerpt">{item.excerpt}</p>}
        <p className="fm-bookmark__meta">
          {item.author.nick} · {t('forum.bookmark.bookmarkedAt')} <LocalDate iso={item.creationTime} lang={lang} />
        </p>
      </div>
      <Button
        size="small"
        loading={remove.isPending}
        onClick={() => remove.mutate({ targetType: item.targetType, targetId: item.targetId })}
        data-testid="bookmark-remove"
      >
        {t('forum.bookmark.remove')}
      </Button>
    </li>
  );
}

/**
 * "Bookmarks" on one's own profile: the topics and comments the member keeps, newest first, with link paging
 * (`?tab=bookmarks&page=n`). Items the member may no longer read are left out by the server.
 */
function BookmarkList({ userName, page, lang }: { userName: string; page: number; lang: string }) {
  const { t } = useTranslation();
  const list = useBookmarks(userName, page, BOOKMARKS_PAGE_SIZE);
  if (list.isError && !list.data) {
    return (
      <div className="pf-ledger__state" role="alert">
        <p>{t('forum.common.loadFailed')}</p>
        <Button onClick={() => void list.refetch()}>{t('forum.common.retry')}</Button>
      </div>
    );
  }
  if (!list.data) {
    return (
      <div className="pf-ledger__state" role="status">
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid="bookmark-list">
      <p className="fm-bookmark__hint">{t('forum.bookmark.hint')}</p>
      {list.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('forum.bookmark.empty')} />
      ) : (
        <>
          <ul className="fm-bookmarks">
            {list.data.items.map((item) => (
              <Row key={`${item.targetType}:${item.targetId}`} item={item} lang={lang} />
            ))}
          </ul>
          <div className="pf-ledger__foot">
            <span>{t('forum.bookmark.total', { count: list.data.totalCount })}</span>
            <Pagination
              total={list.data.totalCount}
              pageSize={BOOKMARKS_PAGE_SIZE}
              page={page}
              keepScroll
              testId="bookmark-pager"
            />
          </div>
        </>
      )}
    </div>
  );
}

/** Loaded lazily by the profile page, with the app's antd scope and query cache. */
export default function BookmarkListTab(props: { userName: string; page: number; lang: string }) {
  return (
    <AppScope>
      <BookmarkList {...props} />
    </AppScope>
  );
}
