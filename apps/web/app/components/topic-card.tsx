import type { ReactNode } from 'react';
import { CheckCircleFilled, CommentOutlined, EyeOutlined, LikeOutlined, LockOutlined, PushpinFilled } from './icons';
import { type DiscussCard, boardHref, profileHref, topicHref } from '@clearsight/contracts';
import { useTranslation } from '../lib/i18n/use-translation';
import { Kept } from './kept';
import { Link } from './link';
import { LevelBadge } from './level-badge';
import { LocalDate } from './local-date';
import { MemberAvatar } from './member-avatar';
import { titleColor } from './title-color';
import type { Lang } from '../lib/i18n';
import { localText } from '../lib/labels';

/**
 * One topic in a list. A masked card (a topic the viewer may not see) keeps its place but shows only the
 * privacy message: no title, no content, no link (docs/product.md). A member's list adds what they have not
 * read (`unread`: a badge after the title, and the link to the first unread comment).
 */
export function TopicCard({
  topic,
  lang,
  showPlate,
  unread,
  island,
}: {
  topic: DiscussCard;
  lang: Lang;
  showPlate: boolean;
  unread?: { badge: ReactNode; href: string } | null;
  /** The card is a list's server island (features/forum/components/server-island.tsx): its key. */
  island?: string;
}) {
  // The card's content is a child of the item, so a server render that takes the item's kept HTML (decision 0052)
  // does none of its work; everything it is drawn from is its key (a member's unread mark is never kept).
  if (topic.isMasked) {
    return (
      <Kept
        as="li"
        foundBy="data-island"
        className="fm-topic fm-topic--masked"
        data-testid="topic-card-masked"
        aria-disabled="true"
        data-island={island}
        watch={[topic.isPinned, topic.creationTime, lang]}
      >
        <MaskedContent topic={topic} lang={lang} />
      </Kept>
    );
  }
  return (
    <Kept
      as="li"
      foundBy="data-island"
      className="fm-topic"
      data-testid="topic-card"
      data-island={island}
      watch={unread ? null : [topic, lang, showPlate]}
    >
      <CardContent topic={topic} lang={lang} showPlate={showPlate} unread={unread} />
    </Kept>
  );
}

function MaskedContent({ topic, lang }: { topic: DiscussCard; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="fm-topic__mask-icon" aria-hidden="true">
        <LockOutlined />
      </span>
      <div className="fm-topic__body">
        <p className="fm-topic__title">
          <span className="cs-visually-hidden">{t('forum.board.maskedLabel')}: </span>
          {t('forum.board.masked')}
        </p>
        <div className="fm-topic__meta">
          {topic.isPinned && <span className="fm-badge fm-badge--pin">{t('forum.board.pinned')}</span>}
          <LocalDate iso={topic.creationTime} lang={lang} />
        </div>
      </div>
    </>
  );
}

function CardContent({
  topic,
  lang,
  showPlate,
  unread,
}: {
  topic: DiscussCard;
  lang: Lang;
  showPlate: boolean;
  unread: { badge: ReactNode; href: string } | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="fm-topic__body">
        <h2 className="fm-topic__title">
          {topic.isPinned && (
            <span className="fm-badge fm-badge--pin">
              <PushpinFilled aria-hidden="true" /> {t('forum.board.pinned')}
            </span>
          )}
          {topic.isSolved && (
            <span className="fm-badge fm-badge--solved" data-testid="topic-solved">
              <CheckCircleFilled aria-hidden="true" /> {t('forum.board.solved')}
            </span>
          )}
          {topic.isHidden && <span className="fm-badge fm-badge--hidden">{t('forum.board.hidden')}</span>}
          {topic.visibility !== 'public' && (
            <span className="fm-badge fm-badge--private">
              <LockOutlined aria-hidden="true" /> {t(`forum.visibility.${topic.visibility}`)}
            </span>
          )}
          <Link
            to={unread?.href ?? topicHref(topic.id)}
            style={{ color: titleColor(topic.color) }}
            data-testid="topic-link"
          >
            {topic.title}
          </Link>
          {unread?.badge}
        </h2>
        {topic.introduction && <p className="fm-topic__intro">{topic.introduction}</p>}
        {topic.tags.length > 0 && (
          <ul className="fm-tags" aria-label={t('forum.topic.tags')}>
            {topic.tags.map((tag) => (
              <li key={tag} className="fm-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="fm-topic__meta">
          <Link to={profileHref(topic.author.userName)} className="fm-topic__author">
            <MemberAvatar user={topic.author} size={20} />
            {topic.author.nick}
            <LevelBadge
              level={topic.author.level}
              name={topic.author.levelName}
              nameEn={topic.author.levelNameEn}
              size="small"
            />
          </Link>
          {showPlate && (
            <Link to={boardHref(topic.plateId)} className="fm-topic__plate">
              {localText(topic.plateName, topic.plateNameEn, lang)}
            </Link>
          )}
          <LocalDate iso={topic.creationTime} lang={lang} />
          <span className="fm-stat" title={t('forum.common.views', { count: topic.viewCount })}>
            <EyeOutlined aria-hidden="true" />
            <span className="cs-visually-hidden">{t('forum.common.views', { count: topic.viewCount })}</span>
            <span aria-hidden="true">{topic.viewCount}</span>
          </span>
          <span className="fm-stat" title={t('forum.common.likes', { count: topic.likeCount })}>
            <LikeOutlined aria-hidden="true" />
            <span className="cs-visually-hidden">{t('forum.common.likes', { count: topic.likeCount })}</span>
            <span aria-hidden="true">{topic.likeCount}</span>
          </span>
          <span className="fm-stat" title={t('forum.common.comments', { count: topic.commentCount })}>
            <CommentOutlined aria-hidden="true" />
            <span className="cs-visually-hidden">{t('forum.common.comments', { count: topic.commentCount })}</span>
            <span aria-hidden="true">{topic.commentCount}</span>
          </span>
          {topic.commentsDisabled && <span className="fm-topic__closed">{t('forum.board.commentsClosed')}</span>}
        </div>
      </div>
      {topic.coverUrl && (
        <img className="fm-topic__cover" src={topic.coverUrl} alt="" width={144} height={96} loading="lazy" />
      )}
    </>
  );
}
