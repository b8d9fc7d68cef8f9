import { type BbsUserCard, type ForumUser, profileHref } from '@clearsight/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { fetchAuthorCard } from '../forum-client';
import { LevelBadge } from '../../../components/level-badge';
import { MemberAvatar } from '../../../components/member-avatar';

/** The author beside the topic: avatar, nick, level, and their counts (loaded in the browser). */
export function AuthorCard({ author }: { author: ForumUser }) {
  const { t } = useTranslation();
  const [card, setCard] = useState<BbsUserCard | null>(null);
  useEffect(() => {
    let current = true;
    fetchAuthorCard(author.id)
      .then((loaded) => current && setCard(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [author.id]);
  const data = card?.id === author.id ? card : null;
  return (
    <section className="fm-author" aria-labelledby="fm-author-title" data-testid="author-card">
      <h2 id="fm-author-title" className="cs-visually-hidden">
        {t('forum.topic.authorCard')}
      </h2>
      <div className="fm-author__head">
        <MemberAvatar user={author} size={48} />
        <div>
          <Link to={profileHref(author.userName)} className="fm-author__nick">
            {author.nick}
          </Link>
          {/* The topic's answer carries the badge; the card loaded in the browser confirms it. */}
          <LevelBadge
            level={data?.level ?? author.level}
            name={data?.levelName ?? author.levelName}
            nameEn={data?.levelNameEn ?? author.levelNameEn}
            testId="author-level"
          />
        </div>
      </div>
      {data?.introduction && <p className="fm-author__intro">{data.introduction}</p>}
      <dl className="fm-author__stats">
        <div>
          <dt>{t('forum.topic.authorTopics')}</dt>
          <dd>{data?.topicCount ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('forum.topic.authorComments')}</dt>
          <dd>{data?.commentCount ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('forum.topic.authorLikes')}</dt>
          <dd>{data?.likeReceivedCount ?? '–'}</dd>
        </div>
      </dl>
    </section>
  );
}
