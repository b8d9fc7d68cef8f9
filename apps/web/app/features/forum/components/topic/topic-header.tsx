import { EyeOutlined, LockOutlined, PushpinFilled } from '../../../../components/icons';
import { type DiscussDetail, boardHref, profileHref, topicFeedHref } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from '../../../../components/link';
import { LocalDate } from '../../../../components/local-date';
import { LevelBadge } from '../../../../components/level-badge';
import { MemberAvatar } from '../../../../components/member-avatar';
import { titleColor } from '../../../../components/title-color';
import { FeedLink } from '../../../../components/feed-link';

/**
 * The topic's head: its badges (pinned, hidden, private), the title in its colour, author, date, board (`plateName`,
 * in the page's language), views.
 */
export function TopicHeader({ topic, plateName, lang }: { topic: DiscussDetail; plateName: string; lang: string }) {
  const { t } = useTranslation();
  return (
    <header className="fm-article__head">
      <div className="fm-article__badges">
        {topic.isPinned && (
          <span className="fm-badge fm-badge--pin">
            <PushpinFilled aria-hidden="true" /> {t('forum.board.pinned')}
          </span>
        )}
        {topic.isHidden && <span className="fm-badge fm-badge--hidden">{t('forum.board.hidden')}</span>}
        {topic.visibility !== 'public' && (
          <span className="fm-badge fm-badge--private">
            <LockOutlined aria-hidden="true" /> {t(`forum.visibility.${topic.visibility}`)}
          </span>
        )}
      </div>
      <h1 style={{ color: titleColor(topic.color) }} data-testid="topic-title">
        {topic.title}
      </h1>
      <div className="fm-article__meta">
        <Link to={profileHref(topic.author.userName)} className="fm-topic__author">
          <MemberAvatar user={topic.author} size={24} />
          {topic.author.nick}
          <LevelBadge
            level={topic.author.level}
            name={topic.author.levelName}
            nameEn={topic.author.levelNameEn}
            size="small"
          />
        </Link>
        <span>
          {t('forum.topic.publishedAt')} <LocalDate iso={topic.creationTime} lang={lang} withTime />
        </span>
        <Link to={boardHref(topic.plateId)} className="fm-topic__plate">
          {plateName}
        </Link>
        <span className="fm-stat" data-testid="topic-views">
          <EyeOutlined aria-hidden="true" /> {t('forum.common.views', { count: topic.viewCount })}
        </span>
        {topic.visibility === 'public' && !topic.isHidden && (
          <FeedLink
            href={topicFeedHref(topic.id, lang === 'en' ? 'en' : 'zh-CN')}
            label={t('forum.feed.subscribe')}
            title={t('forum.feed.topic')}
          />
        )}
      </div>
    </header>
  );
}
