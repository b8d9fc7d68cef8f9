import type { ReactNode } from 'react';
import { CloseCircleFilled, SearchOutlined } from '../../../components/icons';
import {
  PAGES,
  type DiscussCard,
  type DiscussTab,
  type PlateItem,
  boardFeedHref,
  boardHref,
} from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Form } from 'react-router';
import { Link } from '../../../components/link';
import type { Paged } from '../../../lib/viewer-data';
import type { BoardPageData } from '../forum-types';
import { TOPICS_PAGE_SIZE } from '../forum-constants';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Pagination } from '../../../components/pagination';
import { Alert } from '../../../components/ui/alert';
import { Empty } from '../../../components/ui/empty';
import { PlateLogo } from './plate-logo';
import { localName, localText } from '../../../lib/labels';
import { PlateNav } from './plate-nav';
import { PostButton } from './post-button';
import { TopicCard } from '../../../components/topic-card';
import { FeedLink } from '../../../components/feed-link';
import { lazy, useDeferredValue } from 'react';
import { LiveSlot, ServerIsland } from './member-layer';

/** The list's live bar (features/forum/live/): loaded after hydration. */
const BoardLive = lazy(() => import('../live/board-live').then((m) => m.withStrings));

const TABS: DiscussTab[] = ['new', 'recommend', 'hot'];

/**
 * Boards, tabs 最新/推荐/热门, title search, pinned first, paged topics: drawn from the lists given (the loader's
 * for a guest, the member's once loaded, features/forum/member/board-member.tsx).
 */
export function BoardView({
  data,
  plates,
  list,
  memberReady = false,
  unreadOf,
  readTools,
  reload,
  tools,
}: {
  data: BoardPageData;
  plates: PlateItem[];
  list: Paged<DiscussCard>;
  /** The boards were loaded as the member (their posting rights are known). */
  memberReady?: boolean;
  /** A member's unread badge and link for a topic (features/forum/member/board-member.tsx). */
  unreadOf?: (topic: DiscussCard) => { badge: ReactNode; href: string } | null;
  /** A member's "mark all read". */
  readTools?: ReactNode;
  /** Fetches the list again: the page is live (a new topic raises a bar that calls it). */
  reload?: () => Promise<unknown>;
  /** The member's tools on the board (watching it), beside "New topic"; none for a guest. */
  tools?: ReactNode;
}) {
  const { t, lang } = useTranslation();
  // The topics and their unread marks reach the list in a deferred render: the member's copies arrive from stores
  // React renders synchronously, and every card they change is a server island to hydrate (decision 0041), which
  // React then does in slices instead of one long task.
  const topics = useDeferredValue(list.items);
  const deferredUnreadOf = useDeferredValue(unreadOf);
  const plate = data.plateId ? (plates.find((p) => p.id === data.plateId) ?? null) : null;
  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    plate ? { label: t('forum.common.forum'), to: PAGES.forum } : { label: t('forum.common.forum') },
    ...(plate ? [{ label: localName(plate, lang) }] : []),
  ];

  return (
    <>
      <Breadcrumbs items={crumbs} testId="forum-breadcrumb" />
      <header className="fm-board-head">
        {plate && <PlateLogo plate={plate} size={56} />}
        <div className="fm-board-head__text">
          <h1 data-testid="board-title">{plate ? localName(plate, lang) : t('forum.board.heading')}</h1>
          <p>{(plate && localText(plate.introduction, plate.introductionEn, lang)) || t('forum.board.lead')}</p>
          {plate?.isPostingDisabled && <p className="fm-board-head__note">{t('forum.board.postDisabledBoard')}</p>}
          {plate && (
            <FeedLink
              href={boardFeedHref(plate.id, lang)}
              label={t('forum.feed.subscribe')}
              title={t('forum.feed.board')}
            />
          )}
        </div>
        <div className="fm-board-head__tools">
          {tools}
          <PostButton plate={plate} memberReady={memberReady} />
        </div>
      </header>

      <div className="fm-board-layout">
        <aside className="fm-board-layout__side">
          <PlateNav plates={plates} current={data.plateId} />
        </aside>
        <section className="fm-board-layout__main" aria-labelledby="fm-list-heading">
          <h2 id="fm-list-heading" className="cs-visually-hidden">
            {t('forum.board.listLabel')}
          </h2>
          <div className="fm-toolbar">
            <nav className="fm-tabs" aria-label={t('forum.board.tabsLabel')} data-testid="topic-tabs">
              {TABS.map((tab) => (
                <Link
                  key={tab}
                  to={boardHref(data.plateId, { tab, q: data.q ?? undefined, model: data.model?.id })}
                  className={tab === data.tab ? 'fm-tab is-current' : 'fm-tab'}
                  aria-current={tab === data.tab ? 'page' : undefined}
                  data-testid={`tab-${tab}`}
                >
                  {t(`forum.board.tabs.${tab}`)}
                </Link>
              ))}
            </nav>
            <Form method="get" className="fm-search" role="search" data-testid="topic-search">
              {data.tab !== 'new' && <input type="hidden" name="tab" value={data.tab} />}
              {data.model && <input type="hidden" name="model" value={data.model.id} />}
              <label htmlFor="fm-search-q" className="cs-visually-hidden">
                {t('forum.board.searchLabel')}
              </label>
              <input
                id="fm-search-q"
                key={data.q ?? ''}
                name="q"
                type="search"
                maxLength={40}
                defaultValue={data.q ?? ''}
                placeholder={t('forum.board.searchPlaceholder')}
                className="fm-search__input"
              />
              <button type="submit" className="fm-search__button" aria-label={t('forum.board.searchButton')}>
                <SearchOutlined aria-hidden="true" />
              </button>
            </Form>
            {readTools}
          </div>

          {data.model && (
            <p className="fm-search-result" role="status" data-testid="model-filter">
              {/* Existing strings only: the forum's strings load with the topic page too, which is at its script budget. */}
              {data.model.modelNumber} · {t('forum.board.topicCount', { count: list.totalCount })}
              <Link to={boardHref(data.plateId, { tab: data.tab })} className="fm-search-result__clear">
                <CloseCircleFilled aria-hidden="true" /> {t('forum.board.allTopics')}
              </Link>
            </p>
          )}
          {data.q && (
            <p className="fm-search-result" role="status" data-testid="search-result">
              {t('forum.board.searchResult', { q: data.q, count: list.totalCount })}
              <Link
                to={boardHref(data.plateId, { tab: data.tab, model: data.model?.id })}
                className="fm-search-result__clear"
              >
                <CloseCircleFilled aria-hidden="true" /> {t('forum.board.clearSearch')}
              </Link>
            </p>
          )}
          {data.failed && <Alert type="error" title={t('forum.common.loadFailed')} />}
          {reload && !data.q && !data.model && (
            <LiveSlot>
              <BoardLive plateId={data.plateId} shownIds={list.items.map((topic) => topic.id)} reload={reload} />
            </LiveSlot>
          )}

          {topics.length === 0 ? (
            <Empty className="fm-empty" description={data.q ? t('forum.board.emptySearch') : t('forum.board.empty')} />
          ) : (
            <ul className="fm-topics" data-testid="topic-list">
              {topics.map((topic) => {
                const unread = deferredUnreadOf?.(topic);
                // Server HTML until used (decision 0041): the list is most of what the page would hydrate.
                const island = `topic-${topic.id}`;
                return (
                  <ServerIsland key={topic.id} islandKey={island} watch={[topic, lang, data.plateId, unread]}>
                    <TopicCard topic={topic} lang={lang} showPlate={!data.plateId} unread={unread} island={island} />
                  </ServerIsland>
                );
              })}
            </ul>
          )}
          <Pagination total={list.totalCount} pageSize={TOPICS_PAGE_SIZE} page={data.page} testId="topic-pager" />
        </section>
      </div>
    </>
  );
}
