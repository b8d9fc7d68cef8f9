import { FireOutlined } from '../../../components/icons';
import type { HotTopic } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { LocalDate } from '../../../components/local-date';
import type { Lang } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/labels';

/** The forum's slot on the home page: shown only when the home endpoint sends topics. */
export function HotTopics({ topics, lang }: { topics: HotTopic[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <ol className="cs-hot-topics" data-testid="home-hot-topics">
      {topics.map((topic, i) => (
        <li key={topic.id}>
          <span className={i < 3 ? 'cs-hot-topics__rank is-top' : 'cs-hot-topics__rank'} aria-hidden="true">
            {i < 3 ? <FireOutlined /> : i + 1}
          </span>
          <div className="cs-hot-topics__body">
            <Link to={topic.url} className="cs-hot-topics__title">
              {topic.title}
            </Link>
            <span className="cs-hot-topics__meta">
              {topic.author} · <LocalDate iso={topic.creationTime} lang={lang} /> ·{' '}
              {t('corporate.home.topicStats', {
                views: formatNumber(topic.viewCount),
                likes: formatNumber(topic.likeCount),
                comments: formatNumber(topic.commentCount),
              })}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
