import { modelHref, type DiscussDetail } from '@clearsight/contracts';
import { Alert } from '../../../../components/ui/alert';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Prose } from '../prose';

/**
 * What the topic says: the hidden notice for those who still see it, cover, lead, content, and its chips: the
 * product models it is about (links to their pages), then its tags. One list keeps the topic page's script
 * within its budget.
 */
export function TopicBody({ topic }: { topic: DiscussDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {topic.isHidden && (
        <Alert
          type="warning"
          title={t('forum.topic.hiddenNotice')}
          description={topic.hiddenReason ? t('forum.topic.hiddenReason', { reason: topic.hiddenReason }) : undefined}
        />
      )}
      {topic.coverUrl && <img className="fm-article__cover" src={topic.coverUrl} alt={t('forum.topic.cover')} />}
      {topic.introduction && <p className="fm-article__lead">{topic.introduction}</p>}
      <Prose html={topic.contentHtml} testId="topic-content" />
      {topic.tags.length + topic.models.length > 0 && (
        <ul className="fm-tags fm-article__tags" aria-label={t('forum.topic.tags')}>
          {topic.models.map((m) => (
            <li key={m.id} className="fm-tag">
              <a href={modelHref(m.id)}>{m.modelNumber}</a>
            </li>
          ))}
          {topic.tags.map((tag) => (
            <li key={tag} className="fm-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
