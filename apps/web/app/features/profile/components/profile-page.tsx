import {
  CalendarOutlined,
  CommentOutlined,
  FileTextOutlined,
  LikeOutlined,
  MoneyCollectOutlined,
} from '../../../components/icons';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { LevelBadge } from '../../../components/level-badge';
import { LocalDate } from '../../../components/local-date';
import { Empty } from '../../../components/ui/empty';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/hydrated';
import { useSession } from '../../../lib/session/session-store';
import { avatarSrc } from '../../../lib/avatar';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Pagination } from '../../../components/pagination';
import { TopicCard } from '../../../components/topic-card';
import { useRootData } from '../../../lib/site-config';
import { useProfileCard, useProfileComments, useProfileTopics } from '../profile-api';
import { OWN_TABS, PROFILE_PAGE_SIZE, type ProfilePageData, type ProfileTab } from '../profile-types';
import { PAGES, profileHref, topicHref } from '@clearsight/contracts';
import { formatDecimal } from '../../../lib/format';

// The member's own tabs (their money history; the forms and the cropper of their settings) load only on their own
// profile, in the browser, with antd and the query cache they use.
const MoneyHistory = lazy(() => import('../member/layers').then((layers) => layers.moneyHistory()));
const OwnSettings = lazy(() => import('../member/layers').then((layers) => layers.ownSettings()));

/** `/profile/:userName` (docs/product.md): the member card, their topics and comments; settings on one's own. */
/**
 * On a phone the tabs are a row that scrolls sideways: a page opened on a later tab (a link to one's notification
 * settings) shows that tab, not the first ones. One's own tabs appear once the session is known, after hydration,
 * hence an effect on the tabs shown rather than a ref callback.
 */
function scrollCurrentTabIntoView(nav: HTMLElement | null): void {
  const current = nav?.querySelector<HTMLElement>('.is-current');
  if (!nav || !current) return;
  const overflow = current.offsetLeft + current.offsetWidth - nav.clientWidth;
  if (overflow > 0) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
}

export function ProfilePage({
  data,
  bindings,
  bookmarks,
  following,
  noticeSettings,
}: {
  data: ProfilePageData;
  /** What the member watches or mutes, composed by the route (the forum's; it may load lazily); no tab without it. */
  following?: (props: { page: number; lang: string }) => ReactNode;
  /** The notification settings, composed by the route (the notice feature's); no tab without it. */
  noticeSettings?: (userId: string) => ReactNode;
  /** The bookmarks tab's content, composed by the route (the forum's; it may load lazily); no tab without it. */
  bookmarks?: (props: { userName: string; page: number; lang: string }) => ReactNode;
  /**
   * The linked-accounts tab's content, composed by the route (another feature's; it may load lazily, the page
   * waits for it); no tab without it.
   */
  bindings?: (userId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const session = useSession();
  const hydrated = useHydrated();
  const { card, refresh: refreshCard } = useProfileCard(data.userName, data.card);
  const own = hydrated && session.id !== null && session.id === card.id;
  const ownTab = (OWN_TABS as readonly string[]).includes(data.tab);
  const tab: ProfileTab =
    ownTab && hydrated && !own && session.token !== null && session.id !== null ? 'topics' : data.tab;
  const topics = useProfileTopics(data.userName, data.page, data.topics, tab === 'topics');
  const comments = useProfileComments(data.userName, data.page, data.comments, tab === 'comments');

  // The tabs whose content the route composes exist only when it did.
  const composed: Partial<Record<ProfileTab, boolean>> = {
    bindings: !!bindings,
    bookmarks: !!bookmarks,
    following: !!following,
    notices: !!noticeSettings,
  };
  const tabs: { key: ProfileTab; label: string }[] = [
    { key: 'topics', label: own ? t('forum.profile.tabs.myTopics') : t('forum.profile.tabs.topics') },
    { key: 'comments', label: own ? t('forum.profile.tabs.myComments') : t('forum.profile.tabs.comments') },
    ...(own
      ? OWN_TABS.filter((key) => composed[key] !== false).map((key) => ({
          key,
          label: t(`forum.profile.tabs.${key}`),
        }))
      : []),
  ];
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => scrollCurrentTabIntoView(tabsRef.current), [tab, tabs.length]);

  const stats = [
    {
      key: 'money',
      icon: <MoneyCollectOutlined />,
      label: t('forum.profile.money'),
      value: formatDecimal(card.money, { maxFraction: 2 }),
    },
    { key: 'topics', icon: <FileTextOutlined />, label: t('forum.profile.topics'), value: card.topicCount },
    { key: 'comments', icon: <CommentOutlined />, label: t('forum.profile.comments'), value: card.commentCount },
    { key: 'likes', icon: <LikeOutlined />, label: t('forum.profile.likesReceived'), value: card.likeReceivedCount },
  ];

  let body;
  if (tab === 'topics') {
    body =
      !topics || topics.items.length === 0 ? (
        <Empty className="fm-empty pf-empty" description={t('forum.profile.emptyTopics')} />
      ) : (
        <>
          <ul className="fm-topics pf-list" data-testid="profile-topics">
            {topics.items.map((topic) => (
              <TopicCard key={topic.id} topic={topic} lang={lang} showPlate />
            ))}
          </ul>
          <Pagination total={topics.totalCount} pageSize={PROFILE_PAGE_SIZE} page={data.page} />
        </>
      );
  } else if (tab === 'comments') {
    body =
      !comments || comments.items.length === 0 ? (
        <Empty className="fm-empty pf-empty" description={t('forum.profile.emptyComments')} />
      ) : (
        <>
          <ul className="pf-comments pf-list" data-testid="profile-comments">
            {comments.items.map((c) => (
              <li key={c.id} className="pf-comment">
                <p className="pf-comment__text">{c.content}</p>
                <p className="pf-comment__meta">
                  {t('forum.profile.commentOn')}{' '}
                  <Link to={topicHref(c.discussId, `comment-${c.id}`)}>{c.discussTitle}</Link> ·{' '}
                  <LocalDate iso={c.creationTime} lang={lang} withTime /> · <LikeOutlined aria-hidden="true" />{' '}
                  {c.likeCount}
                </p>
              </li>
            ))}
          </ul>
          <Pagination total={comments.totalCount} pageSize={PROFILE_PAGE_SIZE} page={data.page} />
        </>
      );
  } else if (own) {
    const loading = (
      <div className="fm-loading">
        <Spinner label={t('forum.common.loading')} />
      </div>
    );
    body = (
      <Suspense fallback={loading}>
        {tab === 'bindings' && bindings ? (
          bindings(card.id)
        ) : tab === 'bookmarks' && bookmarks ? (
          <div className="pf-panel">{bookmarks({ userName: card.userName, page: data.page, lang })}</div>
        ) : tab === 'following' && following ? (
          <div className="pf-panel">{following({ page: data.page, lang })}</div>
        ) : tab === 'notices' && noticeSettings ? (
          <div className="pf-panel">{noticeSettings(card.id)}</div>
        ) : tab === 'money' ? (
          <MoneyHistory userId={card.id} page={data.page} lang={lang} />
        ) : (
          <OwnSettings tab={tab} userId={card.id} icon={card.icon} onCardChange={refreshCard} />
        )}
      </Suspense>
    );
  } else {
    body = (
      <div className="fm-loading">
        <Spinner label={t('forum.common.loading')} />
      </div>
    );
  }

  return (
    <div className="fm-page pf-page" data-testid="profile-page">
      <div className="cs-container">
        <Breadcrumbs
          testId="forum-breadcrumb"
          items={[
            { label: t('forum.common.home'), to: PAGES.home },
            { label: t('forum.common.forum'), to: PAGES.forum },
            { label: card.nick },
          ]}
        />
        <header className="pf-head" data-testid="profile-head">
          <img
            className="fm-avatar pf-head__avatar"
            src={avatarSrc(card.icon)}
            alt={t('forum.common.avatarOf', { nick: card.nick })}
            width={96}
            height={96}
            data-testid="profile-avatar"
          />
          <div className="pf-head__main">
            <h1>
              <span data-testid="profile-nick">{card.nick}</span>
              <LevelBadge level={card.level} name={card.levelName} nameEn={card.levelNameEn} testId="profile-level" />
            </h1>
            <p className="pf-head__user">
              @{card.userName}
              <span>
                <CalendarOutlined aria-hidden="true" /> {t('forum.profile.joined')}{' '}
                <LocalDate iso={card.creationTime} lang={lang} />
              </span>
            </p>
            <p className="pf-head__intro">{card.introduction || t('forum.profile.noIntro')}</p>
          </div>
          <dl className="pf-stats" aria-label={t('forum.profile.stats')}>
            {stats.map((s) => (
              <div key={s.key} data-testid={`profile-stat-${s.key}`}>
                <dt>
                  <span aria-hidden="true">{s.icon}</span> {s.label}
                </dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </header>

        <nav className="pf-tabs" aria-label={t('forum.profile.tabsLabel')} data-testid="profile-tabs" ref={tabsRef}>
          {tabs.map((item) => (
            <Link
              key={item.key}
              to={profileHref(data.userName, item.key)}
              className={item.key === tab ? 'pf-tab is-current' : 'pf-tab'}
              aria-current={item.key === tab ? 'page' : undefined}
              preventScrollReset
              data-testid={`profile-tab-${item.key}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <section className="pf-body" aria-label={tabs.find((x) => x.key === tab)?.label}>
          {body}
        </section>
      </div>
    </div>
  );
}
