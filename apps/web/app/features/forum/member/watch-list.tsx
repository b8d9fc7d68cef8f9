import { boardHref, topicHref, type WatchItem, type WatchLevel } from '@clearsight/contracts';
import { Button, Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import { Pagination } from '../../../components/pagination';
import { AppScope } from '../../../lib/app-scope';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localName } from '../../../lib/labels';
import { normalizeLang } from '../../../lib/i18n';
import { useSetWatch, useWatches } from './watch-api';
import { WATCH_LEVELS_ORDER } from './watch-levels';

/** Watched and muted items per page on the profile's tab. */
export const WATCHES_PAGE_SIZE = 20;

function Row({ item, lang }: { item: WatchItem; lang: string }) {
  const { t } = useTranslation();
  const set = useSetWatch();
  const board = item.targetType === 'plate';
  const title = board ? localName({ name: item.title, nameEn: item.titleEn }, normalizeLang(lang)) : item.title;
  const change = (level: WatchLevel) =>
    set.mutate(
      { targetType: item.targetType, targetId: item.targetId, level },
      { onSuccess: () => feedback.message.success(t('forum.following.saved')) },
    );
  return (
    <li className="fm-watch-list__row" data-testid="watch-row" data-kind={item.targetType} data-level={item.level}>
      <div>
        <span className="fm-badge fm-badge--private">
          {board ? t('forum.following.board') : t('forum.following.topic')}
        </span>{' '}
        <Link to={board ? boardHref(item.targetId) : topicHref(item.targetId)} data-testid="watch-link">
          {title}
        </Link>
        <p className="fm-bookmark__meta">
          {t('forum.following.since')} <LocalDate iso={item.updateTime} lang={lang} />
        </p>
      </div>
      <Segmented<WatchLevel>
        size="small"
        aria-label={t('forum.following.level')}
        value={item.level}
        disabled={set.isPending}
        onChange={change}
        options={WATCH_LEVELS_ORDER.map((level) => ({
          value: level,
          label: <span data-testid={`watch-row-${level}`}>{t(`forum.watch.levels.${level}`)}</span>,
        }))}
      />
    </li>
  );
}

/**
 * "Following" on one's own profile: the topics and boards the member watches or muted, newest first, with a
 * switch per row (normal drops it from the list). Topics they may no longer read are left out by the server.
 */
function WatchList({ page, lang }: { page: number; lang: string }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<'all' | 'watching' | 'muted'>('all');
  const list = useWatches(level === 'all' ? null : level, page, WATCHES_PAGE_SIZE);
  let body;
  if (list.isError && !list.data) {
    body = (
      <div className="pf-ledger__state" role="alert">
        <p>{t('forum.common.loadFailed')}</p>
        <Button onClick={() => void list.refetch()}>{t('forum.common.retry')}</Button>
      </div>
    );
  } else if (!list.data) {
    body = (
      <div className="pf-ledger__state" role="status">
        <Spin />
      </div>
    );
  } else if (list.data.items.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('forum.following.empty')} />;
  } else {
    body = (
      <>
        <ul className="fm-watch-list">
          {list.data.items.map((item) => (
            <Row key={`${item.targetType}:${item.targetId}`} item={item} lang={lang} />
          ))}
        </ul>
        <div className="pf-ledger__foot">
          <span>{t('forum.following.total', { count: list.data.totalCount })}</span>
          <Pagination
            total={list.data.totalCount}
            pageSize={WATCHES_PAGE_SIZE}
            page={page}
            keepScroll
            testId="watch-pager"
          />
        </div>
      </>
    );
  }
  return (
    <div data-testid="watch-list">
      <p className="fm-bookmark__hint">{t('forum.following.hint')}</p>
      <Segmented
        value={level}
        onChange={(value) => setLevel(value as typeof level)}
        options={[
          { value: 'all', label: t('forum.following.all') },
          { value: 'watching', label: t('forum.watch.levels.watching') },
          { value: 'muted', label: t('forum.watch.levels.muted') },
        ]}
      />
      {body}
    </div>
  );
}

/** Loaded lazily by the profile page, with the app's antd scope and query cache. */
export default function WatchListTab(props: { page: number; lang: string }) {
  return (
    <AppScope>
      <WatchList {...props} />
    </AppScope>
  );
}
