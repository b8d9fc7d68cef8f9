import { PAGES, type ArticleNode, articleHref, boardHref, profileHref, topicHref } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs';
import { LocalDate } from '../../../../components/local-date';
import { LevelBadge } from '../../../../components/level-badge';
import { MemberAvatar } from '../../../../components/member-avatar';
import { useRootData } from '../../../../lib/site-config';
import { useArticleDetail } from '../../forum-api';
import type { TopicPageData } from '../../forum-types';
import { Prose } from '../prose';
import { Toc } from '../toc';
import { ArticleActions } from './article-actions';
import { ArticlePrevNext } from './article-prev-next';
import { ReadLayout } from './read-layout';
import { TopicMissing } from './topic-missing';

/** A child article of a topic: breadcrumbs through its ancestors, the article, its contents at the side. */
export function ArticleView({ data, tree }: { data: TopicPageData; tree: ArticleNode[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const articleId = data.articleId!;
  const { data: article, query, viewer } = useArticleDetail(articleId, data.article);

  if (!article) return <TopicMissing access={data.access} query={query} viewer={viewer} />;

  const crumbs = [
    { label: t('forum.common.home'), to: PAGES.home },
    { label: article.discuss.plateName, to: boardHref(article.discuss.plateId) },
    { label: article.discuss.title, to: topicHref(article.discussId) },
    ...article.ancestors.map((a) => ({ label: a.name, to: articleHref(article.discussId, a.id) })),
    { label: article.name },
  ];

  const main = (
    <article className="fm-article" data-testid="child-article">
      <header className="fm-article__head">
        <h1 data-testid="article-title">{article.name}</h1>
        <div className="fm-article__meta">
          <Link to={profileHref(article.author.userName)} className="fm-topic__author">
            <MemberAvatar user={article.author} size={24} />
            {article.author.nick}
            <LevelBadge level={article.author.level} name={article.author.levelName} size="small" />
          </Link>
          <span>
            {t('forum.topic.updatedAt')} <LocalDate iso={article.lastModificationTime} lang={lang} withTime />
          </span>
          <span>
            {t('forum.topic.articleMeta')} <Link to={topicHref(article.discussId)}>{article.discuss.title}</Link>
          </span>
        </div>
      </header>
      <Prose html={article.contentHtml} testId="article-content" />
      <ArticlePrevNext article={article} />
      <ArticleActions article={article} />
    </article>
  );

  return (
    <>
      <Breadcrumbs items={crumbs} testId="forum-breadcrumb" />
      <ReadLayout
        discussId={article.discussId}
        tree={tree}
        current={article.id}
        main={main}
        side={article.toc.length > 0 ? <Toc items={article.toc} /> : null}
      />
    </>
  );
}
