import { LeftOutlined, RightOutlined } from '../../../../components/icons';
import { type ArticleDetail, articleHref, topicHref } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from '../../../../components/link';

/** Reading order across the outline: the previous article (or back to the topic) and the next one. */
export function ArticlePrevNext({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  return (
    <nav
      className="fm-prevnext"
      aria-label={`${t('forum.topic.prev')} / ${t('forum.topic.next')}`}
      data-testid="article-prevnext"
    >
      {article.prev ? (
        <Link
          to={articleHref(article.discussId, article.prev.id)}
          rel="prev"
          className="fm-prevnext__prev"
          data-testid="article-prev"
        >
          <LeftOutlined aria-hidden="true" />
          <span>
            <small>{t('forum.topic.prev')}</small>
            {article.prev.name}
          </span>
        </Link>
      ) : (
        <Link to={topicHref(article.discussId)} className="fm-prevnext__prev">
          <LeftOutlined aria-hidden="true" />
          <span>
            <small>{t('forum.topic.readTopic')}</small>
            {article.discuss.title}
          </span>
        </Link>
      )}
      {article.next && (
        <Link
          to={articleHref(article.discussId, article.next.id)}
          rel="next"
          className="fm-prevnext__next"
          data-testid="article-next"
        >
          <span>
            <small>{t('forum.topic.next')}</small>
            {article.next.name}
          </span>
          <RightOutlined aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
